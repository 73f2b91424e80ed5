import TestSupport
import Testing

@testable import MastheadText

/// The inside of a Lua string literal: pinned byte for byte, and read back by Debian's lua5.4.
@Suite struct EscaperLuaTests {
    @Test func controlsAreThreeDigitEscapesSoADigitAfterThemStaysADigit() {
        #expect(Escaper.luaString.escaped("\u{1}5") == "\\0015")
        #expect(Escaper.luaString.escaped("\u{0}\u{1F}9\u{7F}0") == "\\000\\0319\\1270")
        #expect(Escaper.luaString.escaped("\"q\" \\ \n\r\t") == "\\\"q\\\" \\\\ \\n\\r\\t")
    }

    @Test func visibleCharactersStayAndInvisibleOnesAreNamed() {
        #expect(
            Escaper.luaString.escaped("Maya Lin ✓ café 日本 👩‍👩‍👧‍👦") == "Maya Lin ✓ café 日本 👩\\u{200D}👩\\u{200D}👧\\u{200D}👦")
        #expect(
            Escaper.luaString.escaped("e\u{301}\u{202E}\u{A0}\u{85}\u{FEFF}")
                == "e\\u{301}\\u{202E}\\u{A0}\\u{85}\\u{FEFF}")
        // Bytes that were not UTF-8 reached Swift as U+FFFD, a symbol: written as it is.
        #expect(Escaper.luaString.escaped(EscaperTests.nonUTF8) == EscaperTests.nonUTF8)
        #expect(Escaper.luaString.escaped("]]>") == "]]>")
    }

    /// lua5.4 reads each literal back to the same bytes (printed in hexadecimal, so that the
    /// comparison sees every byte).
    @Test(.needs(.lua)) func lua54ReadsBackEveryText() throws {
        let texts =
            EscaperTests.tricky + ["a\u{0}1", "\u{7F}9", "\u{10FFFF}", "é" + String(repeating: "x", count: 200)]
        let lines = try Self.hexOfStrings(texts.map { "\"" + Escaper.luaString.escaped($0) + "\"" })
        #expect(lines == texts.map(Self.hex))
    }

    /// Runs lua5.4 on a chunk that prints each of `literals` as hexadecimal bytes, a line each.
    static func hexOfStrings(_ literals: [String]) throws -> [String] {
        let source =
            "local function hex(s) return (s:gsub('.', function(c) return string.format('%02x', c:byte()) end)) end\n"
            + literals.map { "print(hex(\($0)))\n" }.joined()
        let scratch = try ScratchDirectory(prefix: "lua-literal")
        defer { scratch.remove() }
        try ScratchDirectory.write(source, to: scratch.path + "/literals.lua")
        let result = try Subprocess.run(OutsideTool.lua.path, [scratch.path + "/literals.lua"])
        guard result.status == 0 else { throw Subprocess.Failure(description: "lua5.4: \(result.output)") }
        return result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    static func hex(_ text: String) -> String {
        text.utf8.map { Escaper.hex(UInt32($0), digits: 2) }.joined()
    }
}
