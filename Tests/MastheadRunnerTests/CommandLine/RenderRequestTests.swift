import MastheadLua
import Testing

@testable import MastheadRunner

/// `masthead render --set key=value`: each value reaches the header exactly as typed.
@Suite struct RenderRequestTests {
    private func render(_ component: RenderRequest.Component, _ settings: [(String, String)]) throws -> String {
        var request = RenderRequest(component: component)
        request.settings = settings.map { (key: $0.0, value: $0.1) }
        request.format = .json
        return try request.render(services: ScenarioServices()).get()
    }

    @Test func aTitleWithQuotesBackslashesAndControlCharactersArrivesIntact() throws {
        // "\u{1}5" once became the Lua escape "\15": one wrong character instead of two.
        let json = try render(.scope, [("title", "A \"q\" \\ x\u{1}5\ty")])
        #expect(json.contains(#""text": "A \"q\" \\ x\u00015\ty""#))
    }

    @Test func listsNumbersAndBooleansAreLuaValues() throws {
        let json = try render(.greeting, [("unread", "120"), ("pinned", "true")])
        #expect(json.contains(#""text": "99+""#))
        let chips = try render(.scope, [("selected", "unread,saved")])
        #expect(chips.contains(#""id": "chip.saved""#))
    }

    @Test func aSyntaxErrorInALuaValueIsReported() {
        #expect(throws: ScenarioFailure.self) { try render(.greeting, [("unread", "lua:1 +")]) }
    }
}
