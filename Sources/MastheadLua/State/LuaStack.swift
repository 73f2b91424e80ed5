import CLuaShim

/// The stack of one Lua thread: what callbacks read their arguments from and push results to.
///
/// Indices follow Lua's convention: 1 is the bottom, -1 the top. Every operation here either cannot
/// raise or runs protected; reads are raw (no metamethods run behind a Swift frame).
package struct LuaStack {
    let raw: OpaquePointer
    /// The state this thread belongs to.
    package unowned(unsafe) let state: LuaState

    init(raw: OpaquePointer, state: LuaState) {
        self.raw = raw
        self.state = state
    }

    /// The number of values on the stack (in a callback: the number of arguments).
    package var top: Int32 {
        get { lua_gettop(raw) }
        nonmutating set { lua_settop(raw, newValue) }
    }

    package func pop(_ count: Int32 = 1) { mh_pop(raw, count) }
    package func remove(at index: Int32) { mh_remove(raw, index) }
    package func insert(at index: Int32) { mh_insert(raw, index) }
    package func pushCopy(of index: Int32) { lua_pushvalue(raw, index) }
    package func absolute(_ index: Int32) -> Int32 { lua_absindex(raw, index) }

    /// Makes room for `count` more values; false when the stack cannot grow.
    @discardableResult
    package func reserve(_ count: Int32) -> Bool { lua_checkstack(raw, count) != 0 }

    package func type(at index: Int32) -> LuaType {
        LuaType(rawValue: lua_type(raw, index)) ?? .none
    }

    package func typeName(at index: Int32) -> String {
        type(at: index).name
    }

    package func pushGlobalTable() { mh_pushglobaltable(raw) }

    /// Sets the global `name` to the value on top (and pops it).
    package func setGlobal(_ name: String) {
        pushGlobalTable()
        insert(at: -2)
        setField(name, in: -2)
        pop()
    }

    /// Pushes the global `name` (raw: no `__index` on the globals table).
    package func pushGlobal(_ name: String) {
        pushGlobalTable()
        pushField(name, of: -1)
        remove(at: -2)
    }
}

package enum LuaType: Int32, Sendable {
    case none = -1
    case `nil` = 0
    case boolean, lightUserdata, number, string, table, function, userdata,
        thread

    /// The name Lua's `type()` gives.
    package var name: String {
        switch self {
        case .none: return "no value"
        case .nil: return "nil"
        case .boolean: return "boolean"
        case .lightUserdata, .userdata: return "userdata"
        case .number: return "number"
        case .string: return "string"
        case .table: return "table"
        case .function: return "function"
        case .thread: return "thread"
        }
    }
}
