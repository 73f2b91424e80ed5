import MastheadLua
import MastheadRunning
import MastheadText

/// The HTML report as one self-contained page: totals, a CSS-only All / Failed / Passed switch,
/// then every file with its scenarios, each a `<details>` (failures open) holding its failure,
/// snapshot pictures, steps and printed output. No external resource (a Content-Security-Policy
/// forbids any), and no script but the snapshot comparisons' slider, on pages that have one
/// (`SnapshotCompare`); every piece of text is escaped, and the markup is well-formed XML as well
/// as HTML (void elements closed with `/>`), so XML tools can read it. The same run gives the same
/// page, apart from the durations.
///
/// Views and scenarios are links: `report.html#failed`, `#passed`, `#all`, and each scenario's id
/// (`#Scenarios/a.lua › name`). Without a fragment the page opens on the failures when there are
/// any (scenarios or files that failed to load), on everything otherwise (`HTMLStyle`).
package struct HTMLPage {
    let results: [ScenarioResult]
    let problems: [LoadProblem]
    let summary: RunSummary
    /// The snapshot checks of one scenario, in the order it made them.
    let snapshots: (ScenarioResult) -> [SnapshotCheck]
    let sources: SourceCache

    private(set) var html = ""
    /// The snapshot comparisons on the page so far (each names its radio group by its number).
    var compared = 0

    static func render(
        results: [ScenarioResult], problems: [LoadProblem], summary: RunSummary,
        snapshots: @escaping (ScenarioResult) -> [SnapshotCheck], sources: SourceCache
    ) -> String {
        var page = HTMLPage(
            results: results, problems: problems, summary: summary, snapshots: snapshots, sources: sources)
        page.document()
        return page.html
    }

    mutating func add(_ markup: String) { html += markup }

    /// Escaped text.
    mutating func text(_ text: String) { html += Escaper.html.escaped(text) }

    private mutating func document() {
        add("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\" />\n")
        add("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" />\n")
        add("<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.policy)\" />\n<title>Masthead: ")
        text(summary.line)
        add("</title>\n<style>\n\(HTMLStyle.sheet)\n\(SnapshotCompare.style)\n</style>\n</head>\n")
        let failed = results.filter { !$0.passed }.count
        add("<body class=\"\(failed > 0 || !problems.isEmpty ? "opens-failed" : "opens-all")\">\n")
        for view in HTMLStyle.views { add("<span class=\"view\" id=\"\(view)\"></span>\n") }
        add(
            "<header>\n<h1>Masthead run</h1>\n<p class=\"totals\"><span class=\"passed\">\(summary.passed) passed</span>, "
        )
        add("<span class=\"\(summary.failed > 0 ? "failed" : "none")\">\(summary.failed) failed</span>")
        let problemCount = summary.loadProblems.count + summary.pluginProblems.count
        if problemCount > 0 {
            add(", <span class=\"failed\">\(problemCount) \(problemCount == 1 ? "error" : "errors") loading</span>")
        }
        if summary.stoppedEarly { add(", stopped early") }
        add(" in \(PrettyReporter.duration(summary.duration))</p>\n<nav>")
        add("<a href=\"#all\">All (\(results.count))</a><a href=\"#failed\">Failed (\(failed))</a>")
        add("<a href=\"#passed\">Passed (\(results.count - failed))</a></nav>\n</header>\n<main>\n")
        if !problems.isEmpty { problemSection() }
        if results.isEmpty && problems.isEmpty { add("<p class=\"empty\">No scenarios ran.</p>\n") }
        var start = 0
        while start < results.count {
            let file = results[start].file
            let end = results[start...].firstIndex(where: { $0.file != file }) ?? results.count
            fileSection(file, results[start..<end])
            start = end
        }
        add("</main>\n")
        if compared > 0 { add("<script>\n\(SnapshotCompare.script)</script>\n") }
        add("</body>\n</html>\n")
    }

    /// Pictures from `data:` URLs, the inline style and script; nothing from anywhere else.
    package static let policy =
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'"

    private mutating func problemSection() {
        add("<section class=\"file has-failed\">\n<h2>Could not load</h2>\n")
        for problem in problems {
            add(
                "<details class=\"scenario failed problem\" open=\"open\">\n<summary><span class=\"mark\">✗</span><span class=\"name\">"
            )
            text(problem.file)
            add("</span></summary>\n<div class=\"body\">\n")
            failure(problem.failure)
            add("</div>\n</details>\n")
        }
        add("</section>\n")
    }

    private mutating func fileSection(_ file: String, _ results: ArraySlice<ScenarioResult>) {
        let classes =
            ["file"] + (results.contains { !$0.passed } ? ["has-failed"] : [])
            + (results.contains(where: \.passed) ? ["has-passed"] : [])
        add("<section class=\"\(classes.joined(separator: " "))\">\n<h2>")
        text(file)
        add("</h2>\n")
        for result in results { scenario(result) }
        add("</section>\n")
    }
}
