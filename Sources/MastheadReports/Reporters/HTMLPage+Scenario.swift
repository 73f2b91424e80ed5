import MastheadLua
import MastheadRunning

/// One scenario on the report page: its line (status, name, tags, duration) and, inside, the
/// failure with code and diff, the snapshot pictures, the steps and what it printed.
extension HTMLPage {
    mutating func scenario(_ result: ScenarioResult) {
        let status = result.passed ? "passed" : "failed"
        let checks = snapshots(result)
        // Failures and pictures are what the page is for: those scenarios start open.
        let open = !result.passed || !checks.isEmpty
        // The scenario's id is its fragment: report.html#Scenarios/a.lua › name.
        add("<details class=\"scenario \(status)\" id=\"")
        text(result.id)
        add("\"\(open ? " open=\"open\"" : "")>\n")
        add(
            "<summary><span class=\"mark\" title=\"\(status)\">\(result.passed ? "✓" : "✗")</span><span class=\"name\">"
        )
        text(result.info.name)
        add("</span>")
        for tag in result.info.tags {
            add("<span class=\"tag\">")
            text(tag)
            add("</span>")
        }
        add(
            "<span class=\"duration\">\(PrettyReporter.duration(result.duration))</span></summary>\n<div class=\"body\">\n"
        )
        links(result)
        // A snapshot that failed shows its pictures compared above the failure's diff.
        let comparesFirst = checks.contains(where: SnapshotCompare.applies)
        if let failure = result.outcome.failure { failureMessage(failure) }
        if comparesFirst { snapshotPictures(checks) }
        if let failure = result.outcome.failure { failureDetails(failure) }
        if let report = result.outcome.property, !result.passed {
            add("<h3>Property</h3>\n<pre class=\"property\" tabindex=\"0\">")
            text(
                PropertyDescription(palette: Palette(enabled: false)).lines(report, file: result.file).joined(
                    separator: "\n"))
            add("</pre>\n")
        }
        if !comparesFirst { snapshotPictures(checks) }
        add("<h3>Steps</h3>\n")
        if result.outcome.steps.isEmpty {
            add("<p class=\"empty\">none</p>\n")
        } else {
            add("<ol class=\"steps\">\n")
            for step in result.outcome.steps {
                add("<li>")
                text(step)
                add("</li>\n")
            }
            add("</ol>\n")
        }
        if !result.outcome.output.isEmpty {
            add("<h3>Printed</h3>\n<pre class=\"output\" tabindex=\"0\">")
            text(result.outcome.output.joined(separator: "\n"))
            add("</pre>\n")
        }
        add("</div>\n</details>\n")
    }

    /// The scenario's own link and its trace's, at the top of its body: a link inside the
    /// summary would be a control inside a control.
    mutating func links(_ result: ScenarioResult) {
        add("<p class=\"links\"><a class=\"link\" href=\"#")
        text(HTMLStyle.fragment(result.id))
        add("\">link to this scenario</a>")
        if let trace = result.tracePage {
            add(" <a class=\"trace\" data-testid=\"trace\" href=\"")
            text(trace)
            add("\">trace of every step</a>")
        }
        add("</p>\n")
    }

    /// The message at its place, the code around that line, the diff (or expected and actual),
    /// and the script's traceback.
    mutating func failure(_ failure: ScenarioFailure) {
        failureMessage(failure)
        failureDetails(failure)
    }

    /// The message at its place and the code around that line.
    mutating func failureMessage(_ failure: ScenarioFailure) {
        add("<p class=\"message\">")
        if let location = failure.location { text("\(location): ") }
        text(failure.message)
        add("</p>\n")
        if let location = failure.location {
            let lines = sources.context(of: location, radius: 2)
            if !lines.isEmpty {
                add("<pre class=\"code\" tabindex=\"0\">")
                for (number, line) in lines {
                    let gutter = String(number).leftPadded(to: 4) + (number == location.line ? " > " : "   ")
                    add(number == location.line ? "<span class=\"at\">" : "<span>")
                    text(gutter + line)
                    add("</span>\n")
                }
                add("</pre>\n")
            }
        }
    }

    /// The diff (or expected and actual) and the script's traceback.
    mutating func failureDetails(_ failure: ScenarioFailure) {
        if let diff = failure.diff {
            add("<h3>Diff</h3>\n<pre class=\"diff\" tabindex=\"0\">")
            let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let isHeader =
                    (line.hasPrefix("--- ") && lines.dropFirst(index + 1).first?.hasPrefix("+++ ") == true)
                    || (line.hasPrefix("+++ ") && index > 0 && lines[index - 1].hasPrefix("--- "))
                let kind =
                    isHeader
                    ? "file"
                    : line.hasPrefix("@@") ? "hunk" : line.hasPrefix("+") ? "add" : line.hasPrefix("-") ? "del" : nil
                add(kind.map { "<span class=\"\($0)\">" } ?? "<span>")
                text(String(line))
                add(kind == nil ? "</span>\n" : "</span>")
            }
            add("</pre>\n")
        } else if failure.expected != nil || failure.actual != nil {
            add("<dl class=\"values\">")
            for (label, value) in [("expected", failure.expected), ("actual", failure.actual)] {
                guard let value else { continue }
                add("<dt>\(label)</dt><dd>")
                text(value)
                add("</dd>")
            }
            add("</dl>\n")
        }
        if !failure.traceback.isEmpty {
            add("<h3>Traceback</h3>\n<pre class=\"traceback\" tabindex=\"0\">")
            text(failure.traceback.joined(separator: "\n"))
            add("</pre>\n")
        }
    }
}
