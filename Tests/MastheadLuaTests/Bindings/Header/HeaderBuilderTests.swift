import Testing

@testable import MastheadLua

/// Every builder reads its options the same way.
@Suite struct HeaderBuilderTests {
    @Test func aBuilderTakesNothingAsNoOptions() {
        #expect(runScenarioBody("greeting_header()", path: "t.lua").failure == nil)
        #expect(
            runScenarioBody("scope_header()", path: "t.lua").failure?.message
                == "scope_header: field 'title' is required (a non-empty string)")
        #expect(
            runScenarioBody("greeting_header(7)", path: "t.lua").failure?.message
                == "greeting_header expects a table of fields, got 7")
    }
}
