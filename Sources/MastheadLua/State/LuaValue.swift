import CLuaShim

/// A Lua value copied out of a state.
///
/// Plain data (nil, booleans, numbers, strings, tables of those) is copied; functions, userdata
/// and threads stay in their state and are held through a `LuaReference`.
package enum LuaValue {
    case `nil`
    case boolean(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case table(LuaTable)
    case reference(LuaReference)
}

/// A Lua table copied out: its sequence part and its other fields (keys written as strings).
package struct LuaTable {
    package var array: [LuaValue] = []
    package var fields: [String: LuaValue] = [:]

    package init(array: [LuaValue] = [], fields: [String: LuaValue] = [:]) {
        self.array = array
        self.fields = fields
    }
}

/// A value that stays inside its state (a function, userdata, thread or deep table), kept alive
/// in the registry until this reference goes away.
package final class LuaReference {
    private weak var state: LuaState?
    private let slot: Int32
    /// The Lua type of the referenced value.
    package let type: LuaType

    init(to index: Int32, on stack: LuaStack) {
        state = stack.state
        type = stack.type(at: index)
        stack.pushCopy(of: index)
        slot = luaL_ref(stack.raw, mh_registryindex())
    }

    /// Pushes the referenced value on `stack`, which must belong to the same state.
    package func push(on stack: LuaStack) {
        precondition(stack.state === state, "a LuaReference used with another state")
        lua_rawgeti(stack.raw, mh_registryindex(), lua_Integer(slot))
    }

    deinit {
        guard let state else { return }
        luaL_unref(state.stack.raw, mh_registryindex(), slot)
    }
}
