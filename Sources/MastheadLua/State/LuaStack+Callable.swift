import CLuaShim

extension LuaStack {
    /// Makes the table at `index` callable, as builders with fields are (`scope_header{...}` next
    /// to `scope_header.sample_scopes`): calling it runs `function` with the table as argument 1
    /// and the call's arguments after it. The metatable is locked, so scripts cannot swap it.
    package func makeCallable(tableAt index: Int32, _ function: LuaFunction) {
        let table = absolute(index)
        pushTable(fields: 2)
        push(function)
        setField("__call", in: -2)
        push("locked")
        setField("__metatable", in: -2)
        lua_setmetatable(raw, table)
    }
}
