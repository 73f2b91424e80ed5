import MastheadCore
import Testing

@testable import MastheadLua

/// The greeting header's Lua bindings, driven the way `masthead run` drives them: a scenario file
/// run in a fresh state.
@Suite("Greeting bindings")
struct GreetingBindingTests {
    static let path = "Scenarios/greeting/test.lua"

    /// Runs the scenario "s" whose body is `body` (its first line is line 2 of the file).
    static func run(_ body: String, services: ScenarioServices = ScenarioServices()) -> ScenarioOutcome {
        let text = "scenario(\"s\", function()\n" + body + "\nend)\n"
        return ScenarioFile.run(ScenarioSource(path: path, text: text), scenario: "s", services: services)
    }

    @Test func aGoodScenarioPasses() {
        let outcome = Self.run(
            """
            local h = greeting_header { profile = profile.sample, unread = 3 }
            expect(h:element("bell").spoken):to_be("Notifications, 3 unread, Button")
            expect(h.profile.name):to_be("Maya Lin")
            """)
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.assertions == 2)
    }

    @Test func aBadBuilderFieldNamesTheFieldTheValueAndTheLine() {
        let outcome = Self.run(
            """
            local h = greeting_header { profile = profile.sample }
            greeting_header { unread = -1 }
            """)
        #expect(outcome.failure?.kind == .error)
        #expect(outcome.failure?.location == SourceLocation(file: Self.path, line: 3))
        #expect(outcome.failure?.message == "greeting_header: field 'unread' must be a non-negative integer (got -1)")
    }

    @Test func aBadProfileAtFileLoadFailsTheLoadWithItsLine() {
        let source = ScenarioSource(path: Self.path, text: "local p = profile { name = \"Maya\", avatar_ur = \"x\" }\n")
        guard case .failure(let failure) = ScenarioFile.discover(source, services: ScenarioServices()) else {
            Issue.record("the file loaded")
            return
        }
        #expect(failure.kind == .load)
        #expect(failure.location?.line == 1)
        #expect(failure.message.contains("unknown field 'avatar_ur'"))
        #expect(failure.message.contains("did you mean 'avatar_url'"))
    }

    @Test func aProfileInsideTheHeaderIsCheckedToo() {
        let outcome = Self.run("greeting_header { profile = { name = \"Maya\", photo = \"blurred\" } }")
        #expect(outcome.failure?.message.contains("greeting_header.profile: field 'photo'") == true)
        #expect(outcome.failure?.location?.line == 2)
    }

    @Test func anUnknownStatusProviderNamesTheField() {
        let outcome = Self.run("greeting_header { status_provider = \"tasks-du\" }", services: Self.withProvider)
        #expect(
            outcome.failure?.message
                == "greeting_header: field 'status_provider': unknown status provider \"tasks-du\" (did you mean 'tasks-due'?) (known: tasks-due)"
        )
    }

    static let withProvider = ScenarioServices(
        statusProviders: StatusProviderCatalog(providers: [
            "tasks-due": .init(
                name: "tasks-due", source: ScenarioSource(path: "Plugins/status/tasks-due.lua", text: ""), line: 1)
        ]))

    @Test func aFailingProviderLeavesTheDateAndFailsTheScenarioAfterwards() {
        let outcome = Self.run(
            """
            local h = greeting_header { profile = profile.sample, status_provider = "tasks-due" }
            expect(h:element("date_line").text):to_be("Friday, October 23")
            expect(h.status):to_be_nil()
            """, services: Self.withProvider)
        #expect(outcome.assertions == 2)
        #expect(outcome.failure?.kind == .plugin)
        #expect(outcome.failure?.message.contains("tasks-due") == true)
    }

    @Test func everyStepIsRecorded() {
        let outcome = Self.run(
            """
            local h = greeting_header { unread = 3, pinned = true }
            h:set { profile = profile.sample }
            h:scroll(36)
            h:scroll_by(-6)
            h:notify()
            h:tap("bell")
            """)
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(
            outcome.steps == [
                "greeting_header{ pinned = true, unread = 3 }", "set{ profile = Maya Lin }", "scroll(36)",
                "scroll_by(-6)",
                "notify(1)", "tap(\"bell\")",
            ])
    }

    @Test func aTapRunsTheFunctionWithTheHeader() {
        let outcome = Self.run(
            """
            local h = greeting_header { profile = profile.sample, unread = 2,
              on_notifications = function(header) header:set { unread = 0 } end }
            h:tap("bell")
            expect(h.unread):to_be(0)
            expect(h:events()):to_equal({ "on_notifications" })
            """)
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.steps.contains("set{ unread = 0 }"))
    }

    @Test func anAssertionInsideAnOnFunctionStaysAnAssertionAtItsLine() {
        let outcome = Self.run(
            """
            local h = greeting_header { profile = profile.sample,
              on_search = function(header) expect(header.collapse):to_be(1) end }
            h:tap("search_field")
            """)
        #expect(outcome.failure?.kind == .assertion)
        #expect(outcome.failure?.location?.line == 3)
        #expect(outcome.failure?.expected == "1")
    }

    @Test func fieldsAreReadOnlyAndMisspellingsAreErrors() {
        let write = Self.run("local h = greeting_header {}\nh.unread = 4")
        #expect(write.failure?.message == "greeting_header: field 'unread' is read-only; use h:set{...}")
        #expect(write.failure?.location?.line == 3)
        let read = Self.run("local h = greeting_header {}\nlocal x = h.unraed")
        #expect(read.failure?.message.contains("no field 'unraed' (did you mean 'unread'?)") == true)
        #expect(read.failure?.location?.line == 3)
    }

    @Test func aBadTapListsWhatCanBeTapped() {
        let outcome = Self.run(
            "local h = greeting_header { profile = profile.sample, on_search = false }\nh:tap(\"search_field\")")
        #expect(
            outcome.failure?.message
                == "tap(\"search_field\"): there is no \"search_field\" in the greeting header (you can tap: bell, avatar)"
        )
    }
}

extension GreetingBindingTests {
    @Test func aProviderFailingEveryMinuteIsReportedOnce() throws {
        let lua = try LuaState()
        let context = ScenarioContext(source: ScenarioSource(path: Self.path, text: ""), services: Self.withProvider)
        lua.context = context
        try ScenarioGlobals.install(on: lua.stack)
        try lua.run(
            "h = greeting_header { status_provider = 'tasks-due' }\nclock.advance(600)", chunkName: "@" + Self.path)
        #expect(context.deferredFailures.count == 1)
        #expect(context.deferredFailures.first?.kind == .plugin)
    }
}
