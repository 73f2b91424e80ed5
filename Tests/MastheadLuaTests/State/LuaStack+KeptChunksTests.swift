import Testing

@testable import MastheadLua

/// A helper `require`d by scenario after scenario is compiled once per state, and still runs
/// afresh in each: its own locals, its `_ENV`, and a change of its text.
@Suite struct LuaStackKeptChunksTests {
    private let body = """
        local helper = require("_helper")
        expect(helper.calls()):to_be(1)
        expect(helper.calls()):to_be(2)
        expect(leaked):to_be_nil()
        """

    private func run(_ modules: InMemoryModules, times: Int, host: ScenarioHost) -> [ScenarioOutcome] {
        var services = ScenarioServices()
        services.modules = modules
        let source = ScenarioSource(path: "kept.lua", text: "scenario('s', function()\n\(body)\nend)\n")
        return (0..<times).map { _ in host.run(source, scenario: "s", services: services) }
    }

    @Test func aKeptHelperRunsAfreshInEveryScenario() {
        let modules = InMemoryModules(files: [
            "_helper": """
            if leaked then error("the last run's _ENV is still set") end
            local calls = 0
            local M = {}
            function M.calls() calls = calls + 1 return calls end
            local real = _ENV
            _ENV = setmetatable({}, { __index = real })
            leaked = true
            return M
            """
        ])
        let outcomes = run(modules, times: 3, host: ScenarioHost())
        #expect(outcomes.map(\.passed) == [true, true, true], "\(outcomes.compactMap(\.failure?.message))")
    }

    @Test func aHelperWhoseTextChangedIsCompiledAgain() {
        let host = ScenarioHost()
        let counting = "local n = 0 return { calls = function() n = n + 1 return n end }"
        let first = run(InMemoryModules(files: ["_helper": counting]), times: 1, host: host)
        let changed = run(
            InMemoryModules(files: ["_helper": "return { calls = function() return 7 end }"]), times: 1, host: host)
        #expect(first.map(\.passed) == [true])
        #expect(changed.first?.failure?.message.contains("expected 1, got 7") == true)
    }
}
