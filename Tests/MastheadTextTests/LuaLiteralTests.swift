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
