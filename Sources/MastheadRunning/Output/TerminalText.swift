import MastheadText

/// Text from scripts and their files, as the reports for people print it: every control
/// character is written as an escape (`\x1b`, `\x07`, `\x9b`), so a scenario name, a message or
/// printed output cannot move the cursor, clear the screen, set the window title or ring the
/// bell. The TAP and JUnit writers escape the same characters their own way.
package enum TerminalText {
    /// For a name or anything else that must stay on one line: line breaks and tabs too.
    package static func line(_ text: String) -> String {
        Escaper.terminalLine.escaped(text)
    }

    /// For text that keeps its lines (a message, printed output): line breaks and tabs stay.
    package static func text(_ text: String) -> String {
        Escaper.terminalText.escaped(text)
    }
}
