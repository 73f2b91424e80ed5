import TestSupport
import Testing

@testable import MastheadText

/// JSON, YAML, the text rendering's quoted strings, the terminal and TAP descriptions: tricky
/// input pinned byte for byte, and JSON read back by Python's parser.
@Suite struct EscaperBackslashesTests {
    @Test func jsonEscapesQuotesBackslashesAndC0Only() {
        #expect(
            Escaper.jsonString.escaped("a\"b\\c\nd\u{01}\u{1F}e\u{7F}\u{85}𝄞/\u{8}\u{C}\r\t")
                == "a\\\"b\\\\c\\nd\\u0001\\u001fe\u{7F}\u{85}𝄞/\\b\\f\\r\\t")
        #expect(Escaper.jsonString.escaped("\u{1}5") == "\\u00015")
    }

    /// Python's json module reads every tricky text back to the same scalars.
    @Test(.needs(.python)) func pythonReadsBackEveryText() throws {
        let document =
            "[" + EscaperTests.tricky.map { "\"" + Escaper.jsonString.escaped($0) + "\"" }.joined(separator: ",") + "]"
        let script = """
            import json, sys
            for text in json.loads(sys.stdin.read()):
                print(" ".join("%x" % ord(c) for c in text))
            """
        let read = try Subprocess.run(OutsideTool.python.path, ["-c", script], input: document)
        let expected = EscaperTests.tricky.map {
            $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
        }
        #expect(read.status == 0, "\(read.output)")
        #expect(
            read.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == expected
        )
    }

    @Test func yamlWritesTheOtherControlsAsHexBytes() {
        #expect(
            Escaper.yamlDoubleQuoted.escaped("say \"hi\"\\\n\t\r\u{0}\u{1B}\u{7F}\u{9B} ✓ #")
                == "say \\\"hi\\\"\\\\\\n\\t\\r\\x00\\x1b\\x7f\\x9b ✓ #")
    }

    @Test func listingQuotesWriteTheOtherControlsAsSwiftDoes() {
        #expect(
            Escaper.listingQuoted.escaped("\"a\"\\\n\t\r\u{7}\u{1B}\u{7F}\u{85}\u{A0}é")
                == "\\\"a\\\"\\\\\\n\\t\\r\\u{7}\\u{1B}\\u{7F}\\u{85}\u{A0}é")
    }

    @Test func aTerminalLineEscapesEveryControl() {
        #expect(
            Escaper.terminalLine.escaped("a\u{7}b\u{1B}[2Jc\nd\te\r\u{7F}\u{9B}f › ✓ \"\\")
                == "a\\x07b\\x1b[2Jc\\nd\\te\\r\\x7f\\x9bf › ✓ \"\\")
        #expect(Escaper.terminalText.escaped("one\n\ttwo\r \u{1B}]0;title\u{7}") == "one\n\ttwo\\r \\x1b]0;title\\x07")
    }

    @Test func aTAPDescriptionStaysOneLineWithoutDirectives() {
        #expect(Escaper.tapDescription("a # b\nc \\ d") == "a \\# b c \\\\ d")
        // CR LF is one break, a lone CR or LF one each.
        #expect(Escaper.tapDescription("one\r\ntwo\rthree\n\nfour") == "one two three  four")
        // Every `#` is escaped, one that a combining mark or an emoji's selectors follow too.
        #expect(Escaper.tapDescription("#\u{FE0F}\u{20E3} #\u{301}") == "\\#\u{FE0F}\u{20E3} \\#\u{301}")
        #expect(Escaper.tapDescription("ok 1 # SKIP") == "ok 1 \\# SKIP")
        // Controls are the terminal's escapes, their backslash doubled as TAP doubles every one.
        #expect(
            Escaper.tapDescription("a\u{1B}]0;pwned\u{7}.lua\u{9B}\u{7F}\t") == #"a\\x1b]0;pwned\\x07.lua\\x9b\\x7f"#
                + "\t"
        )
    }

    @Test func aComposedPresetEscapesWhatTheFirstWroteWithTheSecond() {
        let composed = Escaper.terminalBreaks.followed(by: Escaper.tapLine)
        let slow = EscaperTests.scanningEverything(Escaper.terminalBreaks).followed(by: Escaper.tapLine)
        for text in EscaperTests.tricky + ["\u{1B}#\\\n\u{85}"] {
            #expect(composed.escaped(text) == slow.escaped(text))
        }
        #expect(Escaper.terminalBreaks.escaped("a\r\nb\u{7}\t") == "a\r\nb" + #"\x07"# + "\t")
    }

    @Test func theTAPPresetsFastPathFlagsWhatItReplaces() {
        let slow = EscaperTests.scanningEverything(Escaper.tapLine)
        for text in EscaperTests.tricky { #expect(Escaper.tapLine.escaped(text) == slow.escaped(text)) }
    }
}
