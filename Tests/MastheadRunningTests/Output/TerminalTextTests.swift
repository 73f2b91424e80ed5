import Testing

@testable import MastheadRunning

/// Control characters from scripts are shown, never sent to the terminal.
@Suite struct TerminalTextTests {
    @Test func aNameStaysOnOneLineWithEveryControlEscaped() {
        #expect(
            TerminalText.line("a\u{7}b\u{1B}[2Jc\nd\te\r\u{7F}\u{9B}f › ✓")
                == "a\\x07b\\x1b[2Jc\\nd\\te\\r\\x7f\\x9bf › ✓")
    }

    @Test func textKeepsItsLinesAndTabs() {
        #expect(TerminalText.text("one\n\ttwo \u{1B}]0;title\u{7}") == "one\n\ttwo \\x1b]0;title\\x07")
        #expect(TerminalText.text("plain text, ünïcode and \\ backslashes") == "plain text, ünïcode and \\ backslashes")
    }
}
