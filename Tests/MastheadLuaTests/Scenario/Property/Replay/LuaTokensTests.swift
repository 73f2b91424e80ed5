import Testing

@testable import MastheadLua

@Suite("LuaTokens")
struct LuaTokensTests {
    func kinds(_ text: String) -> [String] {
        let tokens = LuaTokens(Array(text.utf8))
        return tokens.tokens.map { "\($0.line):\(tokens.text($0))" }
    }

    @Test func namesNumbersStringsAndSymbols() {
        #expect(
            kinds("local x = any.integer(0x1F, 1e-3) .. 'a\\'b' ~= \"c\"")
                == [
                    "1:local", "1:x", "1:=", "1:any", "1:.", "1:integer", "1:(", "1:0x1F", "1:,", "1:1e-3", "1:)",
                    "1:..", "1:'a\\'b'", "1:~=", "1:\"c\"",
                ])
    }

    /// Comments are skipped, long strings and comments count their lines, and every kind of line
    /// break is one line.
    @Test func commentsLongBracketsAndLines() {
        #expect(
            kinds("a -- note\nb --[==[ long\n]] still ]==] c\r\nd [[x\ny]] e\n\rf \"s\\z\n   t\" g")
                == ["1:a", "2:b", "3:c", "4:d", "4:[[x\ny]]", "5:e", "6:f", "6:\"s\\z\n   t\"", "7:g"])
    }

    /// As lua5.4 loads a file: a byte-order mark, then a first line starting with `#`, skipped.
    @Test func aShebangLineAndAByteOrderMarkAreSkipped() {
        let tokens = LuaTokens([0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/env masthead\nx".utf8))
        #expect(tokens.tokens.map { tokens.text($0) } == ["x"])
        #expect(tokens.tokens.first?.line == 2)
    }
}
