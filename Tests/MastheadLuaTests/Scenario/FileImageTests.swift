import CLuaShim
import Testing

@testable import MastheadLua

/// A file's top level runs once per worker when its image can stand in for it (`FileImage`):
/// every scenario must still find the file exactly as its top level, run afresh, leaves it, and be
/// charged the same instructions.
@Suite struct FileImageTests {
    /// Runs `names` in order on one host, and each alone on a fresh one.
    private func run(_ text: String, _ names: [String], services: ScenarioServices = ScenarioServices())
        -> (reused: [ScenarioOutcome], fresh: [ScenarioOutcome])
    {
        let source = ScenarioFile.compile(ScenarioSource(path: "image.lua", text: text))
        let host = ScenarioHost()
        let reused = names.map { host.run(source, scenario: $0, services: services) }
        let fresh = names.map { ScenarioHost().run(source, scenario: $0, services: services) }
        return (reused, fresh)
    }

    private func expectSame(_ outcomes: (reused: [ScenarioOutcome], fresh: [ScenarioOutcome])) {
        for (reused, fresh) in zip(outcomes.reused, outcomes.fresh) {
            #expect(reused.passed, "\(reused.failure?.message ?? "")")
            #expect(reused.failure == fresh.failure)
            #expect(reused.output == fresh.output)
            #expect(reused.instructions == fresh.instructions)
            #expect(reused.assertions == fresh.assertions)
        }
    }

    @Test func topLevelLocalsAScenarioChangesAreFreshForTheNext() {
        let outcomes = run(
            """
            local count, shared = 0, { n = 0, list = { 1, 2, 3 } }
            local function bump() count = count + 1; return count end
            count = count + 1
            scenario("a", function()
              expect(count):to_be(1); expect(shared.n):to_be(0); expect(#shared.list):to_be(3)
              expect(bump()):to_be(2)
              shared.n = 5; shared.extra = true; table.remove(shared.list); shared.list = nil
              setmetatable(shared, { __index = function() return "leak" end })
            end)
            scenario("b", function()
              expect(count):to_be(1); expect(shared.n):to_be(0); expect(shared.extra):to_be_nil()
              expect(#shared.list):to_be(3); expect(getmetatable(shared)):to_be_nil()
              count = 99
            end)
            """, ["a", "b", "a", "b", "b", "a"])
        expectSame(outcomes)
    }

    @Test func randomNumbersDrawnAtTopLevelAndAfterAreTheSame() {
        let outcomes = run(
            """
            local first = math.random(1, 1000000)
            scenario("draw", function() print(first, math.random(1, 1000000)); math.randomseed(99) end)
            scenario("other", function() print(first, math.random()) end)
            """, ["draw", "other", "draw", "draw"])
        expectSame(outcomes)
        #expect(outcomes.reused[0].output == outcomes.reused[2].output)
    }

    @Test func globalsAndLibrariesTheTopLevelChangesAreAsItLeftThem() {
        let outcomes = run(
            """
            counter = (counter or 0) + 1
            string.shout = function(s) return s:upper() .. "!" end
            rawset(math, "tau", 2 * math.pi)
            scenario("a", function()
              expect(counter):to_be(1); expect(("hi"):shout()):to_be("HI!"); expect(math.tau > 6):to_be(true)
              counter = 50; string.shout = nil; math.tau = nil; greeting_header = nil
            end)
            scenario("b", function()
              expect(counter):to_be(1); expect(("hi"):shout()):to_be("HI!")
              expect(type(greeting_header)):to_be("function")
            end)
            """, ["a", "b", "a", "b"])
        expectSame(outcomes)
    }

    /// Steps are charged from the same hook phase whether the top level ran or its image was put
    /// back: the reports' instruction counts and every limit read the same.
    @Test func instructionsAreChargedAsIfTheTopLevelRanAgain() {
        let outcomes = run(
            """
            local total = 0
            for i = 1, 1234 do total = total + i end
            local text = ("ab"):rep(300):gsub("a", "c")
            scenario("loop", function() local x = 0 for i = 1, 777 do x = x + i end end)
            scenario("coroutine", function()
              local co = coroutine.wrap(function() for i = 1, 5000 do coroutine.yield(i) end end)
              for _ = 1, 5000 do co() end
            end)
            scenario("empty", function() end)
            """, ["loop", "coroutine", "empty", "loop", "empty", "coroutine"])
        expectSame(outcomes)
        #expect(outcomes.reused[2].instructions > 0)
    }

    @Test func aTopLevelAndScenarioOverTheBudgetFailForEveryScenario() {
        var services = ScenarioServices()
        services.limits = LuaLimits(instructions: 200_000, memoryBytes: 16 << 20, seconds: 60)
        let outcomes = run(
            """
            local x = 0
            for i = 1, 40000 do x = x + i end
            scenario("heavy", function() for i = 1, 40000 do x = x + i end end)
            scenario("light", function() x = x + 1 end)
            """, ["light", "heavy", "light", "heavy"], services: services)
        #expect(outcomes.reused.map(\.passed) == [true, false, true, false])
        #expect(outcomes.reused.map(\.failure?.kind) == outcomes.fresh.map(\.failure?.kind))
        #expect(outcomes.reused[0].instructions == outcomes.fresh[0].instructions)
    }

    /// What an image cannot put back makes the file run its top level for each scenario.
    @Test func topLevelsAnImageCannotStandInForRunAgain() {
        expectSame(
            run(
                """
                local co = coroutine.wrap(function() coroutine.yield(1); coroutine.yield(2) end)
                scenario("a", function() expect(co()):to_be(1) end)
                """, ["a", "a"]))
        expectSame(
            run(
                """
                local cache = setmetatable({}, { __mode = "v" })
                cache[1] = {}
                scenario("a", function() collectgarbage(); expect(cache[1]):to_be_nil(); cache[2] = {} end)
                """, ["a", "a"]))
        expectSame(
            run(
                """
                print("top level")
                expect(1):to_be(1)
                local h = greeting_header { profile = profile.sample, pinned = true }
                scenario("a", function() expect(h.collapse):to_be(0); h:scroll(72) end)
                """, ["a", "a"]))
        let printed = run(#"print("top level") scenario("a", function() end)"#, ["a", "a"]).reused
        #expect(printed.map(\.output) == [["top level"], ["top level"]])
    }

    @Test func aFileThatChangedIsRunAfresh() {
        let host = ScenarioHost()
        let first = ScenarioSource(path: "same.lua", text: #"x = 1 scenario("a", function() expect(x):to_be(1) end)"#)
        let second = ScenarioSource(path: "same.lua", text: #"x = 2 scenario("a", function() expect(x):to_be(2) end)"#)
        let outcomes = [first, first, second, second, first].map {
            host.run($0, scenario: "a", services: ScenarioServices())
        }
        #expect(outcomes.map(\.passed) == [true, true, true, true, true], "\(outcomes.compactMap(\.failure?.message))")
    }

    @Test func aScenarioNameDeclaredTwiceStillFailsOnlyTheScenarioThatHasIt() {
        let outcomes = run(
            """
            scenario("twice", function() end)
            scenario("twice", function() end)
            scenario("once", function() end)
            """, ["once", "twice", "once"])
        #expect(outcomes.reused.map(\.passed) == [true, false, true])
        #expect(outcomes.reused.map(\.failure?.message) == outcomes.fresh.map(\.failure?.message))
    }

    @Test func modulesRequiredAtTopLevelAreFreshInEveryScenario() {
        var services = ScenarioServices()
        services.modules = InMemoryModules(files: [
            "_counter": "local M = { count = 0 } function M.bump() M.count = M.count + 1 return M.count end return M"
        ])
        let outcomes = run(
            """
            local counter = require("_counter")
            counter.bump()
            scenario("a", function()
              expect(counter.bump()):to_be(2); expect(require("_counter")):to_be(counter); counter.extra = 1
            end)
            scenario("b", function() expect(counter.count):to_be(1); expect(counter.extra):to_be_nil() end)
            """, ["a", "b", "a"], services: services)
        expectSame(outcomes)
    }

    @Test func thePreparedImageIsComparedByFingerprints() throws {
        let lua = try LuaState()
        try ScenarioGlobals.install(on: lua.stack)
        #expect(mh_snapshot_take(lua.stack.raw) == LUA_OK)
        #expect(mh_snapshot_fingerprinted(lua.stack.raw) == 1)
    }
}

/// Helper modules kept in memory, by name.
struct InMemoryModules: ModuleResolver {
    var files: [String: String]

    func resolve(_ name: String, from requester: String) -> ScenarioSource? {
        files[name].map { ScenarioSource(path: "\(name).lua", text: $0) }
    }
}
