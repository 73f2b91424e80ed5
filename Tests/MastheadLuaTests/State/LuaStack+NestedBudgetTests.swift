import Testing

@testable import MastheadLua

/// A budget nested in the running one (CLuaShim's subbudget.c).
@Suite struct NestedBudgetTests {
    /// A state with a global `nested(code)` that runs `code` under a nested budget of 100 000
    /// instructions and returns "ok" or the error.
    static func state() throws -> LuaState {
        let lua = try LuaState()
        lua.stack.pushClosure { stack in
            let code = stack.string(at: 1) ?? ""
            do {
                try stack.withNestedBudget(LuaLimits(instructions: 100_000, memoryBytes: 1 << 20, seconds: 60)) {
                    () throws(LuaError) in
                    try stack.load(code, chunkName: "=nested")
                    try stack.call(arguments: 0, results: 0)
                }
                stack.push("ok")
            } catch {
                stack.push(String(describing: error))
            }
            return 1
        }
        lua.stack.setGlobal("nested")
        return lua
    }

    @Test func theNestedBudgetTripsAndTheOuterOneCarriesOn() throws {
        let lua = try Self.state()
        lua.arm(LuaLimits(instructions: 5_000_000, memoryBytes: 0, seconds: 60))
        let value = try lua.run(
            """
            local message = nested('while true do end')
            local n = 0
            for i = 1, 10000 do n = n + 1 end
            return message .. ' / ' .. n .. ' / ' .. nested('local x = 1')
            """, chunkName: "=outer")
        guard case .string(let text) = value else {
            Issue.record("got \(value)")
            return
        }
        #expect(text == "instruction limit exceeded (100000 instructions) / 10000 / ok")
    }

    @Test func theScriptsOwnPcallCannotGetPastANestedTrip() throws {
        let lua = try Self.state()
        lua.arm(LuaLimits(instructions: 5_000_000, memoryBytes: 0, seconds: 60))
        let value = try lua.run(
            "return nested('for i = 1, 10 do pcall(function() while true do end end) end')", chunkName: "=outer")
        guard case .string(let text) = value else {
            Issue.record("got \(value)")
            return
        }
        #expect(text == "instruction limit exceeded (100000 instructions)")
    }

    @Test func nestedWorkIsChargedToTheOuterBudget() throws {
        let lua = try Self.state()
        lua.arm(LuaLimits(instructions: 150_000, memoryBytes: 0, seconds: 60))
        do {
            try lua.run("for i = 1, 3 do nested('while true do end') end", chunkName: "=outer")
            Issue.record("the outer budget should have run out")
        } catch {
            #expect(error.kind == .limit(.instructions))
        }
    }

    @Test func theNestedMemoryCapStopsAnAllocationSpree() throws {
        let lua = try Self.state()
        lua.arm(LuaLimits(instructions: 50_000_000, memoryBytes: 64 << 20, seconds: 60))
        let value = try lua.run(
            "return nested('local t = {} for i = 1, 1e6 do t[i] = {} end')", chunkName: "=outer")
        guard case .string(let text) = value else {
            Issue.record("got \(value)")
            return
        }
        #expect(text == "memory limit exceeded (1 MiB)")
    }
}
