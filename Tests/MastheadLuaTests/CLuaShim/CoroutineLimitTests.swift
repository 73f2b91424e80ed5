import Testing

@testable import MastheadLua

/// Limits that trip inside coroutines (coroutine.c) and limits a script catches: once one has
/// tripped, the script fails with it, whatever it caught, at the line it was at. (The looping
/// `__close` handlers that used to hang run through the binary, with a deadline, in
/// `HostileCorpusTests`.)
@Suite struct CoroutineLimitTests {
    @Test(arguments: [
        "local co = coroutine.create(function() while true do end end)\nlocal ok = coroutine.resume(co)\nreturn 1",
        "local f = coroutine.wrap(function() while true do end end)\npcall(f)\nreturn 1",
        """
        local co = coroutine.create(function()
          local guard <close> = setmetatable({}, { __close = function() while true do end end })
          coroutine.yield()
        end)
        coroutine.resume(co)
        pcall(coroutine.close, co)
        return 1
        """,
    ])
    func aLimitSwallowedInACoroutineStillFails(_ source: String) {
        let error = sandboxError(source)
        #expect(error?.kind == .limit(.instructions), "\(error?.message ?? "it passed")")
    }

    @Test func theLimitNamesTheLineInsideTheCoroutine() {
        let error = sandboxError(
            """
            local co = coroutine.create(function()
              local n = 0
              while true do n = n + 1 end
            end)
            coroutine.resume(co)
            """)
        #expect(error?.location == SourceLocation(file: "hostile.lua", line: 3))
    }

    @Test func theResumerStopsAtOnceRatherThanAThousandInstructionsLater() throws {
        let lua = try LuaState()
        lua.arm(.testDefault)
        #expect(throws: LuaError.self) {
            try lua.run(
                """
                local co = coroutine.create(function() while true do end end)
                coroutine.resume(co)
                after = 0
                for i = 1, 100 do after = i end
                """, chunkName: "@hostile.lua")
        }
        lua.arm(.unlimited)
        guard case .nil = try lua.run("return after", chunkName: "=probe") else {
            Issue.record("the main thread ran on after the coroutine's limit")
            return
        }
    }

    @Test(arguments: [
        "pcall(function() while true do local s = ('x'):rep(4e6):upper() end end)",
        "pcall(function() local t = {} for i = 1, 1e9 do t[i] = ('x'):rep(1000) .. i end end)",
    ])
    func aTimeOrMemoryTripInTheAllocatorCaughtByPcallStillFails(_ source: String) {
        let error = sandboxError(source, limits: LuaLimits(instructions: 0, memoryBytes: 16 << 20, seconds: 0.5))
        #expect(error?.isLimit == true, "\(error?.message ?? "it passed")")
        #expect(error?.location == SourceLocation(file: "hostile.lua", line: 1))
    }

    @Test func guardedCoroutinesBehaveAsLuasOwn() throws {
        let result = try sandboxResult(
            """
            local log = {}
            local co = coroutine.create(function(a, b)
              log[#log + 1] = tostring(coroutine.isyieldable())
              local c = coroutine.yield(a + b)
              local ok, err = pcall(function() coroutine.yield("inside pcall") error("boom", 0) end)
              log[#log + 1] = err
              return c * 2, "done"
            end)
            local _, sum = coroutine.resume(co, 1, 2)
            local _, inside = coroutine.resume(co, 5)
            local _, doubled, word = coroutine.resume(co)
            local gen = coroutine.wrap(function() for i = 1, 3 do coroutine.yield(i) end end)
            local seen = {}
            for i in gen do seen[#seen + 1] = i end
            local bad = coroutine.wrap(function() error("oops") end)
            local _, message = pcall(bad)
            local dead = coroutine.create(function() error({ code = 7 }) end)
            local _, value = coroutine.resume(dead)
            return table.concat({ sum, inside, doubled, word, table.concat(seen, ","), message,
              coroutine.status(dead), value.code, table.concat(log, ","),
              select(2, pcall(coroutine.create, 1)) }, " | ")
            """)
        #expect(
            result
                == "3 | inside pcall | 10 | done | 1,2,3 | probe.lua:15: oops | dead | 7 | true,boom | "
                + "bad argument #1 to 'coroutine.create' (function expected, got number)")
    }
}
