import MastheadLua
import MastheadRunning

/// A failure as people read it, line by line: where and what went wrong, the code around that
/// line, the diff (or the expected and actual values), and the script's traceback. The pretty
/// report prints it in colour on a terminal; the JUnit report puts it, plain, in the body of
/// `<failure>` so that CI pages show the same thing.
struct FailureDescription {
    let palette: Palette
    let sources: SourceCache

    func lines(_ failure: ScenarioFailure, indent: String = "") -> [String] {
        var lines: [String] = []
        let place = failure.location.map { "\($0): " } ?? ""
        lines.append(indent + TerminalText.text(place + failure.message))
        if let location = failure.location {
            for (number, text) in sources.context(of: location) {
                let marker = number == location.line ? ">" : " "
                lines.append(
                    palette.dim("\(indent)\(marker) \(String(number).leftPadded(to: 4)) | ") + TerminalText.text(text))
            }
        }
        if let diff = failure.diff {
            for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
                let text = TerminalText.text(String(line))
                lines.append(
                    indent
                        + (text.hasPrefix("+") ? palette.green(text) : text.hasPrefix("-") ? palette.red(text) : text))
            }
        } else {
            if let expected = failure.expected { lines.append("\(indent)expected: \(TerminalText.text(expected))") }
            if let actual = failure.actual { lines.append("\(indent)actual:   \(TerminalText.text(actual))") }
        }
        if failure.traceback.count > 1 {
            lines.append(palette.dim("\(indent)traceback:"))
            lines += failure.traceback.prefix(Self.tracebackLimit).map {
                palette.dim("\(indent)  " + TerminalText.text($0))
            }
        }
        return lines
    }

    /// Frames shown at most; deeper ones are the same recursion over and over.
    static let tracebackLimit = 12
}

extension String {
    package func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
