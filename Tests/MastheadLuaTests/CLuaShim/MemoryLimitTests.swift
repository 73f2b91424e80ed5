import Testing

@testable import MastheadLua

/// Escape 6 of facts.md (one long C call) for memory: the allocator's cap stops it.
@Suite struct MemoryLimitTests {
    @Test func aTableThatGrowsForeverHitsTheMemoryCap() {
        let error = sandboxError(
            """
            local t = {}
            for i = 1, 1e9 do t[i] = ("x"):rep(1000) .. i end
            """, limits: LuaLimits(instructions: 0, memoryBytes: 8 << 20, seconds: 60))
        #expect(error?.kind == .limit(.memory))
        #expect(error?.message == "memory limit exceeded (8 MiB)")
    }

    @Test func oneHugeStringRepIsRefusedInsideTheCall() {
        let error = sandboxError(
            "local s = ('x'):rep(1e9)", limits: LuaLimits(instructions: 0, memoryBytes: 8 << 20, seconds: 60))
        #expect(error?.kind == .limit(.memory))
    }

    @Test func concatenatingInALoopHitsTheCap() {
        let error = sandboxError(
            """
            local s = "x"
            while true do s = s .. s end
            """, limits: LuaLimits(instructions: 0, memoryBytes: 8 << 20, seconds: 60))
        #expect(error?.kind == .limit(.memory))
    }

    /// The cap is on what the script keeps: a refusal that Lua's emergency collection cures (the
    /// garbage was in the way) is no trip. Only the retry that fails again is the limit. (Three
    /// 1 MB strings kept; the collector lets garbage reach 9.5 MB in lua5.4 before it catches up.
    /// The concatenation allocates in Lua's core, which retries; lauxlib's buffers, as in
    /// `string.rep`, do not, and their refusal is final.)
    @Test func garbageTheEmergencyCollectionFreesIsNoTrip() {
        let error = sandboxError(
            """
            local base, kept = ("x"):rep(1e6), {}
            for i = 1, 300 do kept[i % 3] = base .. i end
            return #kept
            """, limits: LuaLimits(instructions: 0, memoryBytes: 6 << 20, seconds: 60))
        #expect(error == nil, "\(error?.message ?? "")")
    }

    @Test func aMemoryTripNamesTheLineOfTheAllocation() {
        let error = sandboxError(
            """
            local t = {}
            for i = 1, 1e9 do
              t[i] = ("x"):rep(1000) .. i
            end
            """, limits: LuaLimits(instructions: 0, memoryBytes: 8 << 20, seconds: 60))
        #expect(error?.location == SourceLocation(file: "hostile.lua", line: 3))
    }

    @Test func theStateStaysUsableForTheHostAfterAMemoryTrip() throws {
        let lua = try LuaState()
        lua.arm(LuaLimits(instructions: 0, memoryBytes: 4 << 20, seconds: 60))
        #expect(throws: LuaError.self) {
            try lua.run("local t = {} while true do t[#t + 1] = {} end", chunkName: "=bomb")
        }
        lua.arm(.testDefault)
        guard case .integer(3) = try lua.run("collectgarbage() return 1 + 2", chunkName: "=after") else {
            Issue.record("the state did not recover")
            return
        }
    }

    @Test func deepRecursionFailsCleanly() {
        let error = sandboxError(
            "local function f(n) return 1 + f(n + 1) end f(1)",
            limits: LuaLimits(instructions: 0, memoryBytes: 64 << 20, seconds: 60))
        #expect(error != nil)
        #expect(error?.message.contains("stack overflow") == true || error?.kind == .limit(.memory))
    }

    @Test func recursionThroughMetamethodsFailsCleanly() {
        let error = sandboxError("local t = setmetatable({}, { __index = function(t, k) return t[k] end }) return t.x")
        #expect(error?.message.contains("stack overflow") == true)
    }
}
