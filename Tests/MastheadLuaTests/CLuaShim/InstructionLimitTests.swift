import CLuaShim
import Testing

@testable import MastheadLua

/// Escape 1 and 2 of facts.md: a script's own pcall cannot swallow the instruction limit, and
/// coroutines are covered by it.
@Suite struct InstructionLimitTests {
    @Test func anEndlessLoopStopsWithTheLimitNamed() {
        let error = sandboxError("while true do end")
        #expect(error?.kind == .limit(.instructions))
        #expect(error?.message == "instruction limit exceeded (2000000 instructions)")
        #expect(error?.location == SourceLocation(file: "hostile.lua", line: 1))
    }

    @Test func aPcallWrappedLoopCannotSwallowTheLimit() {
        let error = sandboxError(
            """
            local caught = 0
            for i = 1, 1e9 do
              local ok = pcall(function() while true do end end)
              if not ok then caught = caught + 1 end
            end
            """)
        #expect(error?.kind == .limit(.instructions))
    }

    @Test func anXpcallHandlerThatLoopsIsStoppedToo() {
        let error = sandboxError(
            """
            while true do
              xpcall(function() while true do end end, function() while true do end end)
            end
            """)
        #expect(error?.kind == .limit(.instructions))
    }

    @Test func aLoopInsideACoroutineIsStopped() {
        let error = sandboxError(
            """
            local co = coroutine.create(function() while true do end end)
            local ok, message = coroutine.resume(co)
            while true do end
            """)
        #expect(error?.kind == .limit(.instructions))
    }

    @Test func aCoroutineCreatedBeforeTheBudgetIsStillCovered() throws {
        let lua = try LuaState()
        lua.arm(.unlimited)
        try lua.run("co = coroutine.wrap(function() while true do end end)", chunkName: "=setup")
        lua.arm(.testDefault)
        do {
            try lua.run("co()", chunkName: "@later.lua")
            Issue.record("the coroutine escaped the budget")
        } catch {
            #expect(error.kind == .limit(.instructions))
        }
    }

    @Test func resumingCoroutinesForeverIsStopped() {
        let error = sandboxError(
            """
            local gen = coroutine.wrap(function() while true do coroutine.yield(1) end end)
            while true do pcall(gen) end
            """)
        #expect(error?.kind == .limit(.instructions))
    }

    @Test func theWallClockLimitStopsALoopWhenInstructionsAreUnlimited() {
        let started = monotonicSeconds()
        let error = sandboxError("while true do end", limits: LuaLimits(instructions: 0, memoryBytes: 0, seconds: 0.2))
        #expect(error?.kind == .limit(.time))
        #expect(error?.message == "time limit exceeded (0.2 s)")
        #expect(monotonicSeconds() - started < 2)
    }

    @Test func aFreshBudgetClearsTheTrip() throws {
        let lua = try LuaState()
        lua.arm(.testDefault)
        #expect(throws: LuaError.self) { try lua.run("while true do end", chunkName: "=a") }
        lua.arm(.testDefault)
        guard case .integer(1) = try lua.run("return 1", chunkName: "=b") else {
            Issue.record("the state did not recover")
            return
        }
    }
}

func monotonicSeconds() -> Double { mh_monotonic_seconds() }
