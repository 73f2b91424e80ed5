import CLuaShim

/// Reading values without running metamethods and without converting values in place.
extension LuaStack {
    /// The string at `index` (only a real string; numbers are not converted).
    package func string(at index: Int32) -> String? {
        guard type(at: index) == .string else { return nil }
        var length = 0
        guard let chars = mh_tostring(raw, index, &length) else { return nil }
        let bytes = UnsafeRawBufferPointer(start: chars, count: length)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// At most the first `maximumBytes` bytes of the string at `index` (a multi-byte character
    /// cut at the end is dropped), and whether that is the whole string: for describing a value
    /// without copying all of a string that may hold megabytes.
    package func string(at index: Int32, prefixBytes maximumBytes: Int) -> (text: String, isWhole: Bool)? {
        guard type(at: index) == .string else { return nil }
        var length = 0
        guard let chars = mh_tostring(raw, index, &length) else { return nil }
        guard length > maximumBytes else {
            return (String(decoding: UnsafeRawBufferPointer(start: chars, count: length), as: UTF8.self), true)
        }
        var end = maximumBytes
        let bytes = UnsafeRawBufferPointer(start: chars, count: length)
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return (String(decoding: bytes[..<end], as: UTF8.self), false)
    }

    package func number(at index: Int32) -> Double? {
        guard type(at: index) == .number else { return nil }
        return mh_tonumber(raw, index)
    }

    /// The integer at `index`: an integer, or a float with an exact integer value.
    package func integer(at index: Int32) -> Int? {
        guard type(at: index) == .number else { return nil }
        var isInteger: Int32 = 0
        let value = mh_tointeger(raw, index, &isInteger)
        return isInteger != 0 ? Int(value) : nil
    }

    package func isInteger(at index: Int32) -> Bool { lua_isinteger(raw, index) != 0 }

    package func boolean(at index: Int32) -> Bool { lua_toboolean(raw, index) != 0 }

    /// Calls `body` for each key and value of the table at `table`, the value on top of the stack.
    /// Keys are read raw; the order is Lua's `next` order, so sort when it matters.
    package func forEachPair(
        in table: Int32, _ body: (_ key: LuaKey, _ valueIndex: Int32) throws -> Void
    ) rethrows {
        let table = absolute(table)
        reserve(3)
        pushNil()
        while lua_next(raw, table) != 0 {
            let key: LuaKey
            switch type(at: -2) {
            case .string: key = .name(string(at: -2) ?? "")
            case .number:
                if let index = integer(at: -2) { key = .index(index) } else { key = .other("number") }
            default: key = .other(typeName(at: -2))
            }
            do {
                try body(key, absolute(-1))
            } catch {
                pop(2)
                throw error
            }
            pop()
        }
    }

    /// A copy of the value at `index`. Tables are copied deeply up to `depth` levels (cycles and
    /// deeper levels become references); functions, userdata and threads become references.
    package func value(at index: Int32, depth: Int = 16) -> LuaValue {
        switch type(at: index) {
        case .none, .nil: return .nil
        case .boolean: return .boolean(boolean(at: index))
        case .number:
            if isInteger(at: index), let whole = integer(at: index) { return .integer(Int64(whole)) }
            return .number(number(at: index) ?? .nan)
        case .string: return .string(string(at: index) ?? "")
        case .table where depth > 0: return .table(table(at: index, depth: depth - 1))
        default: return .reference(LuaReference(to: index, on: self))
        }
    }

    private func table(at index: Int32, depth: Int) -> LuaTable {
        var table = LuaTable()
        let count = rawLength(at: index)
        for item in stride(from: 1, through: count, by: 1) {
            pushIndex(item, of: index)
            table.array.append(value(at: -1, depth: depth))
            pop()
        }
        forEachPair(in: index) { key, valueIndex in
            switch key {
            case .index(let item) where item >= 1 && item <= count: return
            case .name(let name): table.fields[name] = value(at: valueIndex, depth: depth)
            case .index(let item): table.fields[String(item)] = value(at: valueIndex, depth: depth)
            case .other: return
            }
        }
        return table
    }
}

/// A table key as bindings see it.
package enum LuaKey: Equatable, Sendable {
    case name(String)
    case index(Int)
    /// A key of another type (a table, a float, a boolean): named by its type.
    case other(String)

    package var description: String {
        switch self {
        case .name(let name): return name
        case .index(let index): return "[\(index)]"
        case .other(let type): return "[\(type) key]"
        }
    }
}
