import Testing

@testable import MastheadLua

/// An error a script raises in a callback that Swift runs (`on_…` out of `h:tap`) comes out of
/// the Swift function as that same value (issue 14, item 5): a table is the same table, a string
/// the same string, without a second position; uncaught, it is reported where it was raised.
@Suite struct LuaFunctionErrorTests {
    func run(_ body: String) -> ScenarioOutcome { runScenarioBody(body, path: "identity.lua") }

    @Test func aTableRaisedInACallbackIsTheSameTable() {
        let outcome = run(
            """
            local raised = { code = 7 }
            local h = greeting_header { profile = profile.sample, on_search = function() error(raised) end }
            local ok, caught = pcall(h.tap, h, "search_field")
            expect(ok):to_be(false)
            expect(rawequal(caught, raised)):to_be(true)
            """)
        #expect(outcome.failure == nil, "\(outcome.failure?.message ?? "")")
    }

    @Test func stringsComeBackAsRaised() {
        let outcome = run(
            """
            local h = greeting_header { profile = profile.sample, on_search = function() error("plain") end }
            expect(select(2, pcall(h.tap, h, "search_field"))):to_be("identity.lua:2: plain")
            h:set { on_search = function() error("level 0", 0) end }
            expect(select(2, pcall(h.tap, h, "search_field"))):to_be("level 0")
            """)
        #expect(outcome.failure == nil, "\(outcome.failure?.message ?? "")")
    }

    @Test func uncaughtItIsReportedWhereItWasRaised() {
        let outcome = run(
            """
            local h = greeting_header { profile = profile.sample, on_search = function()
              error({ message = "from the callback" })
            end }
            h:tap("search_field")
            """)
        #expect(outcome.failure?.message == "from the callback")
        #expect(outcome.failure?.location?.line == 3)
    }
}
