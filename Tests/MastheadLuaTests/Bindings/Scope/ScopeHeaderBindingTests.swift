import Testing

@testable import MastheadLua

/// The scope header's Lua bindings, driven the way `masthead run` drives a scenario file.
@Suite struct ScopeHeaderBindingTests {
    /// Runs `body` as the one scenario of a file named t.lua (line 1 is the `scenario(` line).
    func run(_ body: String, preamble: String = "") -> ScenarioOutcome {
        let text = preamble + "scenario(\"t\", function()\n" + body + "\nend)\n"
        return ScenarioFile.run(ScenarioSource(path: "t.lua", text: text), scenario: "t", services: ScenarioServices())
    }

    func expectPass(_ body: String, preamble: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let outcome = run(body, preamble: preamble)
        #expect(outcome.failure == nil, "\(outcome.failure?.message ?? "")", sourceLocation: sourceLocation)
    }

    @Test func buildersReturnPlainTablesEvenAtFileLoad() {
        expectPass(
            """
            expect(s.id):to_be("for-you")
            expect(c.symbol):to_be("envelope.badge")
            expect(type(scope_header.sample_scopes[1])):to_be("table")
            expect(scope_header.sample_chips[2].id):to_be("saved")
            """,
            preamble: """
                local s = scope { id = "for-you", title = "For you", count = 4 }
                local c = chip { id = "unread", title = "Unread", symbol = "envelope.badge" }

                """)
    }

    @Test func theHeaderExposesItsBindingsAsFields() {
        expectPass(
            """
            local h = scope_header { title = "Reading", scopes = scope_header.sample_scopes, scope = "saved",
              chips = scope_header.sample_chips, selected = { "today", "unread" }, on_filters = true, pinned = true }
            expect(h.scope):to_be("saved")
            expect(h.selected):to_equal({ "unread", "today" })
            expect(h.filter_count):to_be(2)
            expect(h.is_stuck):to_be(false)
            h:scroll(10)
            expect(h.is_stuck):to_be(true)
            expect(h.title):to_be("Reading")
            """)
    }

    @Test func badInputFailsAtTheScenariosLineNamingTheField() {
        let outcome = run(
            """
            local x = 1
            scope_header { title = "Reading", scopes = scope_header.sample_scopes, scope = "podcasts" }
            """)
        #expect(outcome.failure?.kind == .error)
        #expect(outcome.failure?.location == MastheadLua.SourceLocation(file: "t.lua", line: 3))
        #expect(outcome.failure?.message.contains("field 'scope'") == true)
        #expect(outcome.failure?.message.contains("\"podcasts\"") == true)
    }

    @Test func stepsAreRecorded() {
        let outcome = run(
            """
            local h = scope_header { title = "Reading", scopes = scope_header.sample_scopes, chips = scope_header.sample_chips }
            h:tap("chip.unread")
            h:set { scope = "saved" }
            h:scroll(40)
            h:scroll_by(-5)
            h:scroll_row("chips", 12)
            """)
        #expect(outcome.failure == nil)
        #expect(
            outcome.steps == [
                "scope_header{ chips = { unread, saved, long-reads, audio, … 1 more }, scopes = { for-you, following, saved }, title = \"Reading\" }",
                "tap(\"chip.unread\")", "set{ scope = \"saved\" }", "scroll(40)", "scroll_by(-5)",
                "scroll_row(\"chips\", 12)",
            ])
    }

    @Test func filtersRunsTheLuaFunctionWithTheHeader() {
        expectPass(
            """
            local calls = 0
            local h
            h = scope_header { title = "R", chips = scope_header.sample_chips,
              on_filters = function(header) calls = calls + 1; expect(header):to_be(h) end }
            h:tap("filters")
            expect(calls):to_be(1)
            expect(h:events()):to_equal({ "on_filters" })
            """)
    }

    @Test func anErrorInOnFiltersFailsAtTheFunctionsLine() {
        let outcome = run(
            """
            local h = scope_header { title = "R", chips = scope_header.sample_chips,
              on_filters = function() error("no sheet") end }
            h:tap("filters")
            """)
        #expect(outcome.failure?.message.contains("no sheet") == true)
        #expect(outcome.failure?.location == MastheadLua.SourceLocation(file: "t.lua", line: 3))
    }

    @Test func tapErrorsListWhatCanBeTapped() {
        let outcome = run(
            """
            local h = scope_header { title = "R", scopes = scope_header.sample_scopes, chips = {} }
            h:tap("filters")
            """)
        let message = outcome.failure?.message ?? ""
        #expect(message.contains("\"filters\""))
        #expect(message.contains("scope.for-you, scope.following, scope.saved"))
        #expect(outcome.failure?.location?.line == 3)
    }

    @Test func theGenericBindingsRecogniseTheHeader() {
        expectPass(
            """
            local h = scope_header { title = "Reading", scopes = scope_header.sample_scopes, chips = scope_header.sample_chips, on_filters = true }
            expect(h:text()):to_contain("Reading")
            expect(h:voiceover()[1]):to_be("Reading, Heading")
            expect(h:element("chip.unread").scroll_row):to_be("chips")
            expect(#h:elements() > 5):to_be(true)
            expect(h:theme().name):to_be("default")
            h:settle()
            expect(clock.now()):to_be("2026-10-23 09:41")
            h:advance(2)
            expect(clock.now()):to_be("2026-10-23 09:41:02")
            """)
    }

    @Test func methodsCalledWithoutTheHeaderSaySo() {
        let outcome = run(
            """
            local h = scope_header { title = "R" }
            h.tap("scope.x")
            """)
        #expect(outcome.failure?.message.contains("h:tap(") == true)
    }
}
