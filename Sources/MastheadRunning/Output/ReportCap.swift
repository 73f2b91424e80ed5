import MastheadLua

/// What the reports show of a scenario's failure, printed output and steps, and what they leave
/// out.
///
/// A failure can carry megabytes (a 16 MB message, expected and actual strings, their diff), and
/// every report printed it whole: 16 MB on the terminal and 16 MB again in the JUnit file. The
/// reports (pretty, TAP, JUnit, JSON, HTML) now show each part up to a bound and say how much
/// they left out and where the whole is: `failures/<file>/<scenario>.txt` under the artifacts
/// folder, which `FailureArtifactsReporter` writes.
///
/// ```swift
/// let shown = ReportCap.capped(result)   // what a reporter prints
/// ```
package enum ReportCap {
    static let messageBytes = 4_096
    /// Each of expected and actual.
    static let valueBytes = 4_096
    static let diffBytes = 32_768
    static let diffLines = 400
    /// Printed output in all, and each line of it.
    static let outputBytes = 65_536
    static let outputLineBytes = 4_096
    static let steps = 1_000
    /// A scenario's or property's name, each tag, each drawn value's name and generator call: a
    /// name of megabytes was written whole into every line that names it (100 MB reports).
    static let nameBytes = 1_024

    /// The result with every part past its bound cut, and a note saying what was left out.
    package static func capped(_ result: ScenarioResult) -> ScenarioResult {
        guard leavesOut(result) else { return result }
        let whole = artifact(file: result.file, scenario: result.info.name)
        var shown = result
        shown.info.name = cut(result.info.name, bytes: nameBytes, whole: whole)
        shown.info.tags = result.info.tags.map { cut($0, bytes: nameBytes, whole: whole) }
        shown.outcome.failure = result.outcome.failure.map { capped($0, whole: whole) }
        shown.outcome.property = result.outcome.property.map { capped($0, whole: whole) }
        shown.outcome.output = cappedOutput(result.outcome.output, whole: whole)
        if result.outcome.steps.count > steps {
            shown.outcome.steps =
                Array(result.outcome.steps.prefix(steps)) + [
                    "… \(grouped(result.outcome.steps.count - steps)) more steps left out (all of them: \(whole))"
                ]
        }
        return shown
    }

    /// The result's name as the reports show it (a reporter that prints it before the rest).
    package static func name(of result: ScenarioResult) -> String {
        cut(result.info.name, bytes: nameBytes, whole: artifact(file: result.file, scenario: result.info.name))
    }

    package static func capped(_ problem: LoadProblem) -> LoadProblem {
        guard exceeds(problem.failure) else { return problem }
        var shown = problem
        shown.failure = capped(problem.failure, whole: artifact(file: problem.file, scenario: nil))
        return shown
    }

    /// Whether `capped` leaves anything of the result out.
    package static func leavesOut(_ result: ScenarioResult) -> Bool {
        result.info.name.utf8.count > nameBytes || result.info.tags.contains { $0.utf8.count > nameBytes }
            || result.outcome.failure.map(exceeds) == true || result.outcome.property.map(exceeds) == true
            || result.outcome.steps.count > steps
            || result.outcome.output.reduce(0) { $0 + $1.utf8.count + 1 } > outputBytes
            || result.outcome.output.contains { $0.utf8.count > outputLineBytes }
    }

    package static func exceeds(_ failure: ScenarioFailure) -> Bool {
        failure.message.utf8.count > messageBytes || (failure.expected?.utf8.count ?? 0) > valueBytes
            || (failure.actual?.utf8.count ?? 0) > valueBytes || (failure.diff?.utf8.count ?? 0) > diffBytes
            || failure.diff.map { lineCount($0) > diffLines } == true
    }

    /// A property's drawn values (each as an expected or actual value) and replay (as a diff).
    static func exceeds(_ report: PropertyReport) -> Bool {
        report.drawn.contains {
            $0.value.utf8.count > valueBytes || $0.call.utf8.count > nameBytes || ($0.name?.utf8.count ?? 0) > nameBytes
        }
            || (report.replay.map { $0.utf8.count > diffBytes || lineCount($0) > diffLines } ?? false)
    }

    private static func capped(_ report: PropertyReport, whole: String) -> PropertyReport {
        var shown = report
        for index in shown.drawn.indices {
            shown.drawn[index].value = cut(report.drawn[index].value, bytes: valueBytes, whole: whole)
            shown.drawn[index].call = cut(report.drawn[index].call, bytes: nameBytes, whole: whole)
            shown.drawn[index].name = report.drawn[index].name.map { cut($0, bytes: nameBytes, whole: whole) }
        }
        shown.replay = report.replay.map { cutLines($0, bytes: diffBytes, lines: diffLines, whole: whole) }
        return shown
    }

    /// Where the whole of a scenario's failure goes, under the artifacts folder:
    /// `failures/Scenarios/home.lua/<scenario slug>.txt` (`file-did-not-load.txt` for a file).
    package static func artifact(file: String, scenario: String?) -> String {
        let name = scenario.map(SnapshotName.slug) ?? "file-did-not-load"
        return SnapshotPaths.mirror(FileSystem.join(file, name + ".txt"), under: "failures")
    }

    private static func capped(_ failure: ScenarioFailure, whole: String) -> ScenarioFailure {
        var shown = failure
        shown.message = cut(failure.message, bytes: messageBytes, whole: whole)
        shown.expected = failure.expected.map { cut($0, bytes: valueBytes, whole: whole) }
        shown.actual = failure.actual.map { cut($0, bytes: valueBytes, whole: whole) }
        shown.diff = failure.diff.map { cutLines($0, bytes: diffBytes, lines: diffLines, whole: whole) }
        return shown
    }

    private static func cappedOutput(_ lines: [String], whole: String) -> [String] {
        var shown: [String] = []
        var bytes = 0
        for (index, line) in lines.enumerated() {
            if bytes + min(line.utf8.count, outputLineBytes) > outputBytes {
                let rest = lines[index...].reduce(0) { $0 + $1.utf8.count + 1 }
                shown.append("… " + note("\(grouped(rest)) more bytes of output", whole))
                break
            }
            shown.append(cut(line, bytes: outputLineBytes, whole: whole))
            bytes += min(line.utf8.count, outputLineBytes) + 1
        }
        return shown
    }

    /// The text's first `bytes` bytes (at a character's start) and a note, or the text itself.
    static func cut(_ text: String, bytes: Int, whole: String) -> String {
        let utf8 = text.utf8
        guard utf8.count > bytes else { return text }
        var end = utf8.index(utf8.startIndex, offsetBy: bytes)
        while end > utf8.startIndex, UTF8.isContinuation(utf8[end]) { end = utf8.index(before: end) }
        let kept = String(text[..<end])
        return kept + " … " + note("\(grouped(utf8.count - kept.utf8.count)) more bytes", whole)
    }

    /// Multi-line text cut after a whole line, within `bytes` and `lines`, and a note line.
    static func cutLines(_ text: String, bytes: Int, lines: Int, whole: String) -> String {
        let utf8 = text.utf8
        guard utf8.count > bytes || lineCount(text) > lines else { return text }
        var end = utf8.startIndex
        var kept = 0
        for index in utf8.indices where utf8[index] == UInt8(ascii: "\n") {
            guard utf8.distance(from: utf8.startIndex, to: index) <= bytes, kept < lines else { break }
            end = index
            kept += 1
        }
        if kept == 0 { return cut(text, bytes: bytes, whole: whole) }
        let left = lineCount(text) - kept
        let bytesLeft = utf8.distance(from: end, to: utf8.endIndex) - 1
        return String(text[..<end]) + "\n… " + note("\(grouped(left)) more lines (\(grouped(bytesLeft)) bytes)", whole)
    }

    /// "12 more lines left out (the whole is in the artifacts folder: failures/a.lua/b.txt)".
    static func note(_ what: String, _ whole: String) -> String {
        "\(what) left out (the whole is in the artifacts folder: \(whole))"
    }

    static func lineCount(_ text: String) -> Int {
        text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// 16777216 → "16,777,216".
    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var output = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { output.append(",") }
            output.append(digit)
        }
        return output
    }
}
