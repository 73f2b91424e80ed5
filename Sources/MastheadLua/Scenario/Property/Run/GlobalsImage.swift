import CLuaShim

/// The globals as the file's top level left them, put back before each run of a property: a
/// global one run sets, changes or removes (`count = count + 1`) is as it was for the next, so no
/// run depends on the runs before it, and the replay (which runs once, on its own) does what the
/// failing run did.
///
/// Only the globals table itself is put back, raw (no metamethod runs), with its metatable: a
/// run that changes the contents of a table (a helper module's, a library's) or a top-level
/// local leaves that change to the runs after it. The runner checks the replay on its own, so
/// such a leak shows in the report (`ReplayCheck`).
final class GlobalsImage {
    /// A table holding the globals' keys and values, and the globals' metatable.
    private let copy: LuaReference
    private let metatable: LuaReference?

    init(_ stack: LuaStack) {
        let raw = stack.raw
        stack.pushTable()
        stack.pushGlobalTable()
        stack.pushNil()
        while lua_next(raw, -2) != 0 {
            lua_pushvalue(raw, -2)
            mh_insert(raw, -2)
            lua_rawset(raw, -5)
        }
        metatable = lua_getmetatable(raw, -1) != 0 ? Self.referenceAndPop(stack) : nil
        stack.pop()
        copy = LuaReference(to: -1, on: stack)
        stack.pop()
    }

    /// Puts the globals back: keys added since are removed, values changed are restored.
    func restore(_ stack: LuaStack) {
        let raw = stack.raw
        let base = stack.top
        defer { stack.top = base }
        stack.pushGlobalTable()
        let globals = stack.top
        copy.push(on: stack)
        let saved = stack.top
        // Keys the image does not have, gathered first: a table must not gain or lose keys while
        // `next` walks it.
        stack.pushTable()
        let stale = stack.top
        var count = 0
        stack.pushNil()
        while lua_next(raw, globals) != 0 {
            stack.pop()
            lua_pushvalue(raw, -1)
            if lua_rawget(raw, saved) == LUA_TNIL {
                stack.pop()
                count += 1
                lua_pushvalue(raw, -1)
                lua_rawseti(raw, stale, lua_Integer(count))
            } else {
                stack.pop()
            }
        }
        for index in stride(from: 1, through: count, by: 1) {
            lua_rawgeti(raw, stale, lua_Integer(index))
            stack.pushNil()
            lua_rawset(raw, globals)
        }
        stack.pushNil()
        while lua_next(raw, saved) != 0 {
            lua_pushvalue(raw, -2)
            mh_insert(raw, -2)
            lua_rawset(raw, globals)
        }
        if let metatable { metatable.push(on: stack) } else { stack.pushNil() }
        lua_setmetatable(raw, globals)
    }

    private static func referenceAndPop(_ stack: LuaStack) -> LuaReference {
        defer { stack.pop() }
        return LuaReference(to: -1, on: stack)
    }
}
