import Testing

@testable import MastheadFuzz
@testable import MastheadLua

/// Literals read back by the real Lua to the same values.
@Suite("LuaLiteral")
struct LuaLiteralTests {
    static func evaluate(_ literal: String) throws -> LuaValue {
        let lua = try LuaState()
        lua.arm(LuaLimits(instructions: 1_000_000, memoryBytes: 64 << 20, seconds: 5))
        return try lua.run("return \(literal)", chunkName: "=literal")
    }

    /// Every hostile piece, controls and digits after escapes, and long repeats.
    @Test func stringsRoundTrip() throws {
        let texts =
            HostileText.pieces + [
                "a\u{0}1", "\u{7F}9", String(repeating: "👩‍👩‍👧‍👦", count: 2500), "é" + String(repeating: "x", count: 200),
            ]
        for text in texts {
            guard case .string(let back) = try Self.evaluate(LuaLiteral.string(text)) else {
                Issue.record("not a string: \(LuaLiteral.string(text).prefix(40))")
                continue
            }
            #expect(Array(back.utf8) == Array(text.utf8), "\(LuaLiteral.string(text).prefix(40))")
        }
    }

    @Test func longRepeatsAreWrittenAsRep() {
        #expect(LuaLiteral.string(String(repeating: "ab", count: 5000)) == "(\"ab\"):rep(5000)")
    }

    @Test(arguments: [0.0, -0.0, 393, 0.333, 1e300, -1e-300, .greatestFiniteMagnitude, 1e15, 123456789.25])
    func numbersRoundTrip(_ value: Double) throws {
        switch try Self.evaluate(LuaLiteral.number(value)) {
        case .number(let back): #expect(back == value && back.sign == value.sign)
        case .integer(let back): #expect(Double(back) == value)
        default: Issue.record("not a number")
        }
    }

    @Test func nanAndTheInfinitiesAreExpressions() throws {
        guard case .number(let nan) = try Self.evaluate(LuaLiteral.number(.nan)) else {
            Issue.record("nan")
            return
        }
        #expect(nan.isNaN)
        guard case .number(let infinity) = try Self.evaluate(LuaLiteral.number(-.infinity)) else {
            Issue.record("inf")
            return
        }
        #expect(infinity == -.infinity)
    }
}
