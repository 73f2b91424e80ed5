import MastheadRender

/// Text from scripts and their files, as the reports for people print it: every control
/// character is written as an escape (`\x1b`, `\x07`, `\x9b`), so a scenario name, a message or
/// printed output cannot move the cursor, clear the screen, set the window title or ring the
/// bell. The TAP and JUnit writers escape the same characters their own way.
enum TerminalText {
    /// For a name or anything else that must stay on one line: line breaks and tabs too.
    static func line(_ text: String) -> String {
        var output = ""
        oneLine.append(text, to: &output)
        return output
    }

    /// For text that keeps its lines (a message, printed output): line breaks and tabs stay.
    static func text(_ text: String) -> String {
        var output = ""
        keepingLines.append(text, to: &output)
        return output
    }

    private static let oneLine = escaper { _ in false }
    private static let keepingLines = escaper { $0 == "\n" || $0 == "\t" }

    /// C0 controls, DEL and the C1 controls (0xC2 leads them in UTF-8), except what `kept` keeps.
    private static func escaper(keeping kept: @escaping @Sendable (Unicode.Scalar) -> Bool) -> Escaper {
        Escaper(
            mayNeedReplacement: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 },
            replacement: { scalar in
                let value = scalar.value
                guard value < 0x20 || (0x7F...0x9F).contains(value), !kept(scalar) else { return nil }
                switch scalar {
                case "\n": return "\\n"
                case "\t": return "\\t"
                case "\r": return "\\r"
                default: return "\\x" + Escaper.hex(value, digits: 2)
                }
            })
    }
}
