import MastheadCore
import Testing

@testable import MastheadLua

/// Status providers called as the greeting header calls them: inside a scenario's state, once
/// loaded, with `ctx`, under a budget of their own.
@Suite struct StatusProviderTests {
    typealias F = PluginFixtures

    /// A scenario state whose services know the fixture providers, and a global
    /// `provider(name, data)` that calls `StatusProviders.status` the way a header would (from a
    /// Swift callback) and returns the status, or "failed: <file:line>: <message>".
    static func scenarioState(profile: Profile? = .sample) throws -> LuaState {
        let library = PluginLibrary.load(
            F.sources([
                "providers/echo.lua", "providers/quiet.lua", "providers/raises.lua", "providers/loops.lua",
                "providers/returns-table.lua", "providers/returns-number.lua",
            ]))
        #expect(library.problems.isEmpty)
        let lua = try LuaState()
        let context = ScenarioContext(
            source: ScenarioSource(path: "Scenarios/s.lua", text: ""),
            services: ScenarioServices(statusProviders: library.statusProviders))
        lua.context = context
        lua.arm(.scenarioDefault)
        lua.stack.pushClosure { stack in
            let name = stack.string(at: 1) ?? ""
            let data = stack.type(at: 2) == .table ? LuaReference(to: 2, on: stack) : nil
            let now = try stack.scenario().clock.civil
            do {
                stack.push(try StatusProviders.status(named: name, data: data, profile: profile, now: now, on: stack))
            } catch let error as StatusProviderError {
                let failure = error.failure
                #expect(failure.kind == .plugin)
                stack.push("failed: \(failure.location.map { "\($0): " } ?? "")\(failure.message)")
            }
            return 1
        }
        lua.stack.setGlobal("provider")
        return lua
    }

    static func run(_ lua: LuaState, _ code: String) throws -> String {
        guard case .string(let text) = try lua.run(code, chunkName: "@Scenarios/s.lua") else { return "(not a string)" }
        return text
    }

    @Test func aProviderGetsTheTimeTheProfileAndTheData() throws {
        let lua = try Self.scenarioState()
        #expect(
            try Self.run(lua, "return provider('echo', { note = 'hi' })")
                == "1|2026-10-23 09:41 w6|Maya|hi|nil")
    }

    @Test func withoutDataOrProfileTheContextStillHasATable() throws {
        let lua = try Self.scenarioState(profile: nil)
        #expect(try Self.run(lua, "return provider('echo')") == "1|2026-10-23 09:41 w6|nobody|nil|nil")
    }

    @Test func theFileIsLoadedOncePerState() throws {
        let lua = try Self.scenarioState()
        #expect(try Self.run(lua, "provider('echo'); provider('echo'); return provider('echo')").hasPrefix("3|"))
        // A scenario's globals do not leak into the provider, nor the provider's into it.
        #expect(try Self.run(lua, "return tostring(calls) .. tostring(theme)") == "nilnil")
    }

    @Test func nilMeansTheDateLine() throws {
        let lua = try Self.scenarioState()
        #expect(try Self.run(lua, "return tostring(provider('quiet'))") == "nil")
    }

    @Test func aProviderThatRaisesFailsAtItsLine() throws {
        let lua = try Self.scenarioState()
        #expect(
            try Self.run(lua, "return provider('raises')")
                == "failed: Fixtures/plugins/providers/raises.lua:5: status provider \"raises\": the task service is down"
        )
    }

    @Test func aProviderThatReturnsATableOrANumberFailsAtItsFunction() throws {
        let lua = try Self.scenarioState()
        #expect(
            try Self.run(lua, "return provider('returns-table')")
                == "failed: Fixtures/plugins/providers/returns-table.lua:4: status provider \"returns-table\": status returned a table (expected a string, or nil to show the date line)"
        )
        #expect(
            try Self.run(lua, "return provider('returns-number', { tasks = 3 })")
                == "failed: Fixtures/plugins/providers/returns-number.lua:4: status provider \"returns-number\": status returned 3 (expected a string, or nil to show the date line)"
        )
    }

    @Test func aProviderThatLoopsOverrunsItsOwnBudgetAndTheScenarioCarriesOn() throws {
        let lua = try Self.scenarioState()
        let result = try Self.run(
            lua,
            """
            local first = provider('loops')
            local sum = 0
            for i = 1, 100000 do sum = sum + i end
            return first .. ' | then ' .. sum .. ' | ' .. provider('echo')
            """)
        #expect(
            result.hasPrefix(
                "failed: Fixtures/plugins/providers/loops.lua:5: status provider \"loops\": instruction limit exceeded (1000000 instructions) | then 5000050000 | 1|"
            ))
        // The overrun counted against the scenario's budget too, without exhausting it.
        #expect(lua.instructionsUsed > 1_000_000)
        #expect(lua.instructionsUsed < LuaLimits.scenarioDefault.instructions)
    }

    @Test func anUnknownProviderFails() throws {
        let lua = try Self.scenarioState()
        #expect(
            try Self.run(lua, "return provider('nope')")
                == "failed: Scenarios/s.lua:1: unknown status provider \"nope\"")
    }
}
