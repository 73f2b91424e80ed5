/// Installs the scenario API into a fresh state: the prelude (`expect`, `print`), `scenario`,
/// `require`, `clock`, and each component's builders.
enum ScenarioGlobals {
    /// The builders and components, each installing its globals. A new component adds its line.
    static let installers: [@Sendable (LuaStack) -> Void] = [
        GreetingBindings.install(on:),
        ScopeHeaderBinding.install,
    ]

    static func install(on stack: LuaStack) throws(LuaError) {
        try PreludeImage.push(on: stack)
        stack.pushTable(fields: Int32(PreludeNatives.functions.count))
        for (name, function) in PreludeNatives.functions {
            stack.push(function)
            stack.setField(name, in: -2)
        }
        try stack.call(arguments: 1, results: 0)

        stack.push(ScenarioBinding.declare)
        stack.setGlobal("scenario")
        stack.push(PropertyBinding.declare)
        stack.setGlobal("property")
        stack.push(ModuleBinding.require)
        stack.setGlobal("require")
        stack.pushLibrary(ClockBinding.functions)
        stack.setGlobal("clock")
        ElementTable.installShapes(on: stack)
        for install in installers { install(stack) }
        for luaClass in classes { stack.register(luaClass) }
    }

    /// The classes of the objects scenarios make, registered with the API.
    static let classes = [GreetingHeaderClass.luaClass, ScopeHeaderBinding.luaClass, AnyBinding.luaClass]
}

extension LuaStack {
    /// Pushes a table of functions (a library such as `clock`).
    public func pushLibrary(_ functions: [(String, LuaFunction)]) {
        pushTable(fields: Int32(functions.count))
        for (name, function) in functions {
            push(function)
            setField(name, in: -2)
        }
    }
}
