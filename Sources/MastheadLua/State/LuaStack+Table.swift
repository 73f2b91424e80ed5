import CLuaShim

/// Raw table access: no metamethod ever runs behind a Swift frame.
extension LuaStack {
    /// t[name] = top, with t at `table`; pops the value.
    package func setField(_ name: String, in table: Int32) {
        let table = absolute(table)
        push(name)
        insert(at: -2)
        lua_rawset(raw, table)
    }

    /// t[index] = top, with t at `table`; pops the value.
    package func setIndex(_ index: Int, in table: Int32) {
        lua_rawseti(raw, table, lua_Integer(index))
    }

    /// Pushes t[name], with t at `table` (raw).
    @discardableResult
    package func pushField(_ name: String, of table: Int32) -> LuaType {
        let table = absolute(table)
        push(name)
        return LuaType(rawValue: lua_rawget(raw, table)) ?? .none
    }

    /// Pushes t[index], with t at `table` (raw).
    @discardableResult
    package func pushIndex(_ index: Int, of table: Int32) -> LuaType {
        LuaType(rawValue: lua_rawgeti(raw, table, lua_Integer(index))) ?? .none
    }

    /// The raw length of the table or string at `index`.
    package func rawLength(at index: Int32) -> Int { Int(lua_rawlen(raw, index)) }
}

extension LuaStack {
    /// Pushes the registry table (host-only storage scripts cannot reach).
    func pushRegistry() { lua_pushvalue(raw, mh_registryindex()) }
}
