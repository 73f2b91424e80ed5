import CLuaShim
import Testing

@testable import MastheadLua

/// Literals read back by the real Lua to the same values.
@Suite("LuaLiteral")
struct LuaLiteralTests {
    static func evaluate(_ literal: String) throws -> LuaValue {
        let lua = try LuaState()
        lua.arm(LuaLimits(instructions: 1_000_000, memoryBytes: 64 << 20, seconds: 5))
        return try lua.run("return \(literal)", chunkName: "=literal")
    }

    /// Byte-exact strings: controls and digits after escapes, joiners, marks, right-to-left text.
    @Test(arguments: [
        "", "Maya Lin", "a\u{0}1", "\u{7F}9", "\"\\\n\r\t", "👩‍👩‍👧‍👦", "e\u{301}", "שלום", "مرحبا", "\u{200F}x",
        String(repeating: "👩‍👩‍👧‍👦", count: 2500),
    ])
    func stringsRoundTrip(_ text: String) throws {
        guard case .string(let back) = try Self.evaluate(LuaLiteral.string(text)) else {
            Issue.record("not a string: \(LuaLiteral.string(text).prefix(40))")
            return
        }
        #expect(Array(back.utf8) == Array(text.utf8))
    }

    /// Bytes that are not UTF-8 read back as the same bytes.
    @Test func bytesThatAreNotUTF8RoundTrip() throws {
        let bytes: [UInt8] = [0x4D, 0xFF, 0x00, 0x31, 0xC3, 0x22, 0x5C]
        let literal = LuaLiteral.string(bytes: bytes)
        #expect(literal == "\"M\\255\\0001\\195\\\"\\\\\"")
        let lua = try LuaState()
        lua.arm(LuaLimits(instructions: 1_000_000, memoryBytes: 64 << 20, seconds: 5))
        try lua.stack.load("return \(literal)", chunkName: "=literal")
        try lua.stack.call(arguments: 0, results: 1)
        var length = 0
        let chars = stringBytes(lua.stack, &length)
        #expect(chars == bytes)
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

    /// Floats stay floats: `100.0`, never the integer `100`.
    @Test(arguments: [0.0, -0.0, 100, 0.5, 1e300, 1e15, 2.5e-7, -42])
    func floatsReadBackAsFloats(_ value: Double) throws {
        guard case .number(let back) = try Self.evaluate(LuaLiteral.float(value)) else {
            Issue.record("\(LuaLiteral.float(value)) does not read back as a float")
            return
        }
        #expect(back == value && back.sign == value.sign)
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

    @Test func keysAreBareOnlyWhenTheyAreNames() {
        #expect(LuaLiteral.key("unread") == "unread")
        #expect(LuaLiteral.key("_x9") == "_x9")
        #expect(LuaLiteral.key("end") == "[\"end\"]")
        #expect(LuaLiteral.key("long-reads") == "[\"long-reads\"]")
        #expect(LuaLiteral.key("9a") == "[\"9a\"]")
        #expect(LuaLiteral.key("é") == "[\"é\"]")
    }
}

/// The string on top of the stack, as bytes.
private func stringBytes(_ stack: LuaStack, _ length: inout Int) -> [UInt8] {
    guard let chars = mh_tostring(stack.raw, -1, &length) else { return [] }
    return Array(UnsafeRawBufferPointer(start: chars, count: length))
}
