import Testing

@testable import MastheadLua

/// Escapes 3, 4 and 5 of facts.md, and the libraries a scenario must not reach.
@Suite struct LibraryEscapeTests {
    @Test(arguments: ["io", "os", "debug", "package", "dofile", "loadfile", "require"])
    func unsafeGlobalsAreAbsent(_ name: String) throws {
        #expect(try sandboxResult("return type(\(name))") == "nil")
    }

    @Test func stringDumpIsAbsentEverywhere() throws {
        #expect(try sandboxResult("return type(string.dump)") == "nil")
        #expect(try sandboxResult("return type(('x').dump)") == "nil")
    }

    @Test func theStringMetatableIsLockedAndLeadsToTheSafeTable() throws {
        #expect(try sandboxResult("return getmetatable('')") == "locked")
        #expect(try sandboxResult("return tostring(('x').find == string.find)") == "true")
        #expect(try sandboxResult("return ('abc'):rep(2)") == "abcabc")
    }

    @Test func loadRefusesBinaryChunks() {
        let error = sandboxError(#"local f = assert(load("\27Lua\84\0\25\147\13\10\26\10"))"#)
        #expect(error?.message.contains("attempt to load a binary chunk") == true)
        let asked = sandboxError(#"load("return 1", "x", "b")"#)
        #expect(asked?.message.contains("sandbox: load accepts text chunks only") == true)
        let reader = sandboxError(
            #"""
            local parts = { "\27Lua", "\84\0" }
            local i = 0
            assert(load(function() i = i + 1 return parts[i] end))
            """#)
        #expect(reader?.message.contains("binary chunk") == true)
    }

    @Test func loadStillRunsTextChunksInTheSandbox() throws {
        #expect(try sandboxResult("return load('return type(io)')()") == "nil")
        #expect(try sandboxResult("return load('return x', 'chunk', 't', { x = 'env' })()") == "env")
    }

    @Test func gcMetamethodsAreRefused() {
        let direct = sandboxError("setmetatable({}, { __gc = function() while true do end end })")
        #expect(direct?.message.contains("sandbox: __gc metamethods are not allowed") == true)
        // The 5.4 manual's trick: a placeholder __gc marks the object, the real one comes later.
        let placeholder = sandboxError("local mt = { __gc = true } setmetatable({}, mt) mt.__gc = function() end")
        #expect(placeholder?.message.contains("__gc") == true)
    }

    @Test func addingGcAfterSetmetatableNeverRuns() throws {
        // Lua marks an object for finalization only when its metatable has __gc at setmetatable
        // time, so a finalizer added later never runs (and cannot hang lua_close).
        let lua = try LuaState()
        lua.arm(.testDefault)
        try lua.run(
            """
            ran = false
            local mt = {}
            local t = setmetatable({}, mt)
            mt.__gc = function() ran = true end
            t = nil
            collectgarbage()
            """, chunkName: "=late-gc")
        guard case .boolean(false) = try lua.run("return ran", chunkName: "=probe") else {
            Issue.record("a late __gc ran")
            return
        }
    }

    @Test func collectgarbageOptionsThatChangeTheCollectorAreRefused() throws {
        let error = sandboxError("collectgarbage('stop')")
        #expect(error?.message.contains("collectgarbage(\"stop\") is not allowed") == true)
        #expect(try sandboxResult("return math.type(collectgarbage('count'))") == "float")
    }
}

@Suite struct XpcallTests {
    @Test func xpcallStillReportsErrorsThroughTheHandler() throws {
        #expect(
            try sandboxResult(
                """
                local ok, message = xpcall(function() error('boom', 0) end, function(e) return 'handled: ' .. e end)
                return tostring(ok) .. ' ' .. message
                """) == "false handled: boom")
        #expect(try sandboxResult("return select('#', xpcall(function(...) return ... end, print, 1, 2, 3))") == "4")
    }

    /// As in lua5.4: a handler that fails gives false and "error in error handling".
    @Test func aFailingHandlerGivesFalseAndLuasMessage() throws {
        #expect(
            try sandboxResult(
                """
                local ok, message = xpcall(function() error('first', 0) end, function() error('second', 0) end)
                return tostring(ok) .. ' ' .. message
                """) == "false error in error handling")
    }
}

@Suite struct XpcallCoroutineTests {
    @Test func xpcallWorksAcrossAYield() throws {
        #expect(
            try sandboxResult(
                """
                local co = coroutine.wrap(function()
                  local ok, value = xpcall(function() coroutine.yield('paused') return 'done' end, print)
                  return tostring(ok) .. ' ' .. value
                end)
                local first = co()
                return first .. ' ' .. co()
                """) == "paused true done")
    }

    @Test func xpcallNeedsAFunctionAsHandler() {
        #expect(sandboxError("xpcall(print)")?.message.contains("bad argument #2 to 'xpcall'") == true)
    }
}
