import MastheadText
import Testing

@testable import MastheadFuzz
@testable import MastheadLua

/// Every hostile text the fuzzers make, written by the shared literal writer, reads back as the same bytes.
@Suite struct HostileTextTests {
    static func evaluate(_ literal: String) throws -> LuaValue {
        let lua = try LuaState()
        lua.arm(LuaLimits(instructions: 1_000_000, memoryBytes: 64 << 20, seconds: 60))
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
}
