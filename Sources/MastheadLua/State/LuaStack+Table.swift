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

    /// t[name] = top, with t at `table`; pops the value, for a name written in the source: hashing
    /// the name was most of setting a field of a table made here.
    func setField(literal name: StaticString, in table: Int32) {
        let table = absolute(table)
        push(literal: name)
        insert(at: -2)
        lua_rawset(raw, table)
    }

    /// Pushes t[name], with t at `table` (raw), for a name written in the source (see
    /// `setField(literal:in:)`).
    @discardableResult
    func pushField(literal name: StaticString, of table: Int32) -> LuaType {
        let table = absolute(table)
        push(literal: name)
        return LuaType(rawValue: lua_rawget(raw, table)) ?? .none
    }

    /// Pushes a name written in the source: Lua finds the string it made for the same address
    /// before (its string cache) instead of hashing the name again.
    private func push(literal name: StaticString) {
        if name.hasPointerRepresentation {
            // The literal's bytes in the binary, ending in NUL: the same address every time.
            _ = name.utf8Start.withMemoryRebound(to: CChar.self, capacity: name.utf8CodeUnitCount + 1) { name in
                lua_pushstring(raw, name)
            }
        } else {
            // A one-character literal held as its scalar: its bytes are made for the call.
            name.withUTF8Buffer { name in
                _ = name.withMemoryRebound(to: CChar.self) { name in lua_pushlstring(raw, name.baseAddress, name.count)
                }
            }
        }
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
