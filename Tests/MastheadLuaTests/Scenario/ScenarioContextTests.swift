import Testing

@testable import MastheadLua

/// A recorded step keeps its first 200 characters (not bytes), and an ellipsis when it had more.
@Suite struct ScenarioContextTests {
    static func recorded(_ description: String) -> String? {
        let context = ScenarioContext(source: ScenarioSource(path: "steps.lua", text: ""), services: ScenarioServices())
        context.step(description)
        return context.steps.last
    }

    @Test func aStepOf200CharactersIsKeptWhole() {
        let ascii = String(repeating: "a", count: 200)
        #expect(Self.recorded(ascii) == ascii)
        // 200 characters of four bytes each: more than 200 bytes, still 200 characters.
        let wide = String(repeating: "👋", count: 200)
        #expect(Self.recorded(wide) == wide)
    }

    @Test func aLongerStepIsCutAt200Characters() {
        #expect(Self.recorded(String(repeating: "a", count: 201)) == String(repeating: "a", count: 200) + "…")
        #expect(Self.recorded(String(repeating: "👋🏽", count: 201)) == String(repeating: "👋🏽", count: 200) + "…")
    }
}
