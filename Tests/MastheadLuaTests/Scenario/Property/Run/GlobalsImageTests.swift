import Testing

@testable import MastheadLua

@Suite("GlobalsImage")
struct GlobalsImageTests {
    /// A global added, changed or removed, and a metatable set on the globals, are all put back.
    @Test func theGlobalsComeBackAsTheyWere() throws {
        let lua = try LuaState()
        lua.arm(.scenarioDefault)
        try lua.run("kept = 1; changed = 'a'", chunkName: "=top")
        let image = GlobalsImage(lua.stack)
        try lua.run(
            "added = 2; changed = 'b'; kept = nil; print = nil; setmetatable(_G, { __index = function() return 9 end })",
            chunkName: "=run")
        image.restore(lua.stack)
        let state = try lua.run(
            "return tostring(kept) .. ',' .. changed .. ',' .. tostring(rawget(_G, 'added')) .. ','"
                + " .. type(print) .. ',' .. tostring(getmetatable(_G)) .. ',' .. tostring(missing)",
            chunkName: "=check")
        guard case .string(let text) = state else {
            Issue.record("not a string")
            return
        }
        #expect(text == "1,a,nil,function,nil,nil")
    }
}
