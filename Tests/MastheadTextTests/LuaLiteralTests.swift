import TestSupport
import Testing

@testable import MastheadText

/// Literals read back by Debian's lua5.4 to the same values.
@Suite struct LuaLiteralTests {
    @Test func theDocumentedExamples() {
        #expect(LuaLiteral.string("a\u{1}5") == "\"a\\0015\"")
        #expect(LuaLiteral.list(["1", LuaLiteral.number(.nan)]) == "{ 1, (0/0) }")
    }

    /// Tricky text, controls and digits after escapes, and long repeats.
    @Test(.needs(.lua)) func stringsRoundTrip() throws {
        let texts =
            EscaperTests.tricky + [
                "a\u{0}1", "\u{7F}9", String(repeating: "👩‍👩‍👧‍👦", count: 2500), "é" + String(repeating: "x", count: 200),
                String(repeating: "ab\u{1}", count: 100),
            ]
        let lines = try EscaperLuaTests.hexOfStrings(texts.map(LuaLiteral.string))
        #expect(lines == texts.map(EscaperLuaTests.hex))
    }

    @Test func longRepeatsAreWrittenAsRep() {
        #expect(LuaLiteral.string(String(repeating: "ab", count: 5000)) == "(\"ab\"):rep(5000)")
        #expect(LuaLiteral.string(String(repeating: "\u{1}5", count: 61)) == "(\"\\0015\"):rep(61)")
    }

    @Test(.needs(.lua)) func numbersRoundTrip() throws {
        let values: [Double] = [
            0.0, -0.0, 393, 0.333, 1e300, -1e-300, .greatestFiniteMagnitude, 1e15, 123456789.25, .infinity, -.infinity,
        ]
        let source = values.map {
            "local v = \(LuaLiteral.number($0)); print(math.type(v), string.format('%.17g', v))\n"
        }
        let scratch = try ScratchDirectory(prefix: "lua-number")
        defer { scratch.remove() }
        try ScratchDirectory.write(source.joined() + "print(tostring((0/0) ~= (0/0)))\n", to: scratch.path + "/n.lua")
        let result = try Subprocess.run(OutsideTool.lua.path, [scratch.path + "/n.lua"])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == values.count + 1, "\(result.output)")
        for (value, line) in zip(values, lines) {
            let fields = line.split(separator: "\t")
            let back = fields.count == 2 ? Double(fields[1]) ?? Self.special(String(fields[1])) : nil
            #expect(back == value && back?.sign == value.sign, "\(LuaLiteral.number(value)) read back as \(line)")
        }
        #expect(lines.last == "true", "(0/0) is NaN")
        #expect(LuaLiteral.number(.nan) == "(0/0)")
    }

    /// Bytes that are not UTF-8 read back as the same bytes; the characters around them are
    /// written as `string(_:)` writes them.
    @Test(.needs(.lua)) func bytesThatAreNotUTF8RoundTrip() throws {
        let samples: [[UInt8]] = [
            [0x4D, 0xFF, 0x00, 0x31, 0xC3, 0x22, 0x5C], [0xC3, 0xA9, 0xE9, 0x35], [0xED, 0xA0, 0x80],
            [0xF0, 0x9F, 0x91], [0xC0, 0xAF, 0x0A], Array("Maya".utf8) + [0x80],
        ]
        let literals = samples.map(LuaLiteral.string(bytes:))
        #expect(literals[0] == "\"M\\255\\0001\\195\\\"\\\\\"")
        #expect(literals[1] == "\"é\\2335\"")
        let lines = try EscaperLuaTests.hexOfStrings(literals)
        #expect(lines == samples.map { $0.map { Escaper.hex(UInt32($0), digits: 2) }.joined() })
        #expect(LuaLiteral.string(bytes: Array("Maya\n".utf8)) == LuaLiteral.string("Maya\n"))
    }

    /// Floats stay floats: `100.0`, never the integer `100`, which `math.type` and `//` tell apart.
    @Test(.needs(.lua)) func floatsReadBackAsFloats() throws {
        let values: [Double] = [0.0, -0.0, 100, 0.5, 1e300, 1e15, 2.5e-7, -42, .infinity]
        #expect(LuaLiteral.float(100) == "100.0")
        #expect(LuaLiteral.float(-0.0) == "-0.0")
        let source = values.map {
            "local v = \(LuaLiteral.float($0)); print(math.type(v), string.format('%.17g', v))\n"
        }
        let scratch = try ScratchDirectory(prefix: "lua-float")
        defer { scratch.remove() }
        try ScratchDirectory.write(source.joined(), to: scratch.path + "/f.lua")
        let result = try Subprocess.run(OutsideTool.lua.path, [scratch.path + "/f.lua"])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == values.count, "\(result.output)")
        for (value, line) in zip(values, lines) {
            let fields = line.split(separator: "\t")
            let back = fields.count == 2 ? Double(fields[1]) ?? Self.special(String(fields[1])) : nil
            #expect(fields.first == "float", "\(LuaLiteral.float(value)) read back as \(line)")
            #expect(back == value && back?.sign == value.sign, "\(LuaLiteral.float(value)) read back as \(line)")
        }
    }

    @Test func keysAreBareOnlyWhenTheyAreNames() {
        #expect(LuaLiteral.key("unread") == "unread")
        #expect(LuaLiteral.key("_x9") == "_x9")
        #expect(LuaLiteral.key("end") == "[\"end\"]")
        #expect(LuaLiteral.key("long-reads") == "[\"long-reads\"]")
        #expect(LuaLiteral.key("9a") == "[\"9a\"]")
        #expect(LuaLiteral.key("é") == "[\"é\"]")
        #expect(LuaLiteral.key("") == "[\"\"]")
    }

    /// lua5.4 reads each key of a table constructor back as the same string.
    @Test(.needs(.lua)) func keysReadBackAsTheirNames() throws {
        let names = ["unread", "_x9", "end", "long-reads", "9a", "é", "", "a\u{0}b", "nil"]
        let table = LuaLiteral.list(names.enumerated().map { "\(LuaLiteral.key($1)) = \($0 + 1)" })
        let lines = try EscaperLuaTests.hexOfStrings(
            names.indices.map { index in
                "(function() for k, v in pairs(\(table)) do if v == \(index + 1) then return k end end end)()"
            })
        #expect(lines == names.map(EscaperLuaTests.hex))
    }

    @Test func integersIncludeTheSmallest() {
        #expect(LuaLiteral.integer(42) == "42")
        #expect(LuaLiteral.integer(Int.min) == "math.mininteger")
    }

    private static func special(_ text: String) -> Double? {
        switch text {
        case "inf": .infinity
        case "-inf": -.infinity
        default: nil
        }
    }
}
