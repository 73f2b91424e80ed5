import Testing

@testable import MastheadLua

/// Builders read back byte for byte what they were given, bytes that are not UTF-8 included
/// (issue 14, item 3); what the header draws may substitute U+FFFD.
@Suite struct GivenStringsTests {
    func run(_ body: String) -> ScenarioOutcome { runScenarioBody(body, path: "bytes.lua") }

    @Test func aProfileReadsBackItsBytes() {
        let outcome = run(
            #"""
            local p = profile { name = "Ma\xE1 Lin", avatar_url = "https://x/\xFF.png" }
            expect(p.name == "Ma\xE1 Lin"):to_be(true)
            expect(#p.name):to_be(7)
            expect(p.greeting_name == "Ma\xE1"):to_be(true)
            expect(p.avatar_url == "https://x/\xFF.png"):to_be(true)
            local given = profile { name = "A\xFE", greeting_name = "\xFD" }
            expect(given.greeting_name == "\xFD"):to_be(true)
            local h = greeting_header { profile = p }
            expect(h:element("greeting").text):to_be("Good morning, Ma\u{FFFD}")
            """#)
        #expect(outcome.failure == nil, "\(outcome.failure?.message ?? "")")
    }

    @Test func scopesAndChipsReadBackTheirBytes() {
        let outcome = run(
            #"""
            local s = scope { id = "a\xFF", title = "T\xE1", count = 2 }
            expect(s.id == "a\xFF" and s.title == "T\xE1" and s.count == 2):to_be(true)
            local c = chip { id = "\xFE", title = "x\x80", symbol = "s\xFF" }
            expect(c.id == "\xFE" and c.title == "x\x80" and c.symbol == "s\xFF"):to_be(true)
            local plain = chip { id = "unread", title = "Unread" }
            expect(plain.id):to_be("unread")
            expect(plain.symbol):to_be(nil)
            """#)
        #expect(outcome.failure == nil, "\(outcome.failure?.message ?? "")")
    }
}
