import CLuaShim

/// Pushing Swift values. Allocation cannot fail outside script code (see host.c), so none of these
/// raise.
extension LuaStack {
    package func pushNil() { lua_pushnil(raw) }
    package func push(_ value: Bool) { lua_pushboolean(raw, value ? 1 : 0) }
    package func push(_ value: Int) { lua_pushinteger(raw, lua_Integer(value)) }
    package func push(_ value: Int64) { lua_pushinteger(raw, lua_Integer(value)) }
    package func push(_ value: Double) { lua_pushnumber(raw, value) }

    package func push(_ value: String) {
        var value = value
        value.withUTF8 { bytes in
            _ = bytes.withMemoryRebound(to: CChar.self) { chars in
                lua_pushlstring(raw, chars.baseAddress, chars.count)
            }
        }
    }

    /// Pushes UTF-8 bytes as a Lua string.
    func push(utf8 bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { bytes in
            _ = bytes.withMemoryRebound(to: CChar.self) { chars in lua_pushlstring(raw, chars.baseAddress, chars.count)
            }
        }
    }

    package func push(_ value: String?) {
        if let value { push(value) } else { pushNil() }
    }

    package func push(_ value: Double?) {
        if let value { push(value) } else { pushNil() }
    }

    package func push(_ value: Int?) {
        if let value { push(value) } else { pushNil() }
    }

    /// Pushes a new table with room for `array` list items and `fields` named ones.
    package func pushTable(array: Int32 = 0, fields: Int32 = 0) {
        lua_createtable(raw, array, fields)
    }

    /// Pushes a list of strings as a Lua sequence.
    package func push(_ strings: [String]) {
        pushTable(array: Int32(strings.count))
        for (offset, string) in strings.enumerated() {
            push(string)
            setIndex(offset + 1, in: -2)
        }
    }

    /// Pushes a Swift function. It must outlive the state: a static `let`, or owned with `own`.
    package func push(_ function: LuaFunction) {
        mh_pushfunction(raw, Unmanaged.passUnretained(function).toOpaque())
    }

    /// Pushes a Swift closure that the state keeps alive until it closes.
    package func pushClosure(_ body: @escaping @Sendable (LuaStack) throws -> Int32) {
        let function = LuaFunction(body)
        state.own(function)
        push(function)
    }

    /// Pushes a value read earlier with `value(at:)`.
    package func push(_ value: LuaValue) {
        switch value {
        case .nil: pushNil()
        case .boolean(let flag): push(flag)
        case .integer(let number): push(number)
        case .number(let number): push(number)
        case .string(let text): push(text)
        case .table(let table): push(table)
        case .reference(let reference): reference.push(on: self)
        }
    }

    private func push(_ table: LuaTable) {
        pushTable(array: Int32(table.array.count), fields: Int32(table.fields.count))
        for (offset, item) in table.array.enumerated() {
            push(item)
            setIndex(offset + 1, in: -2)
        }
        for (key, item) in table.fields {
            push(key)
            push(item)
            lua_rawset(raw, -3)
        }
    }
}
