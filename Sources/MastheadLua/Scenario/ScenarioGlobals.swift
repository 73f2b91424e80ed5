/// Installs the scenario API into a fresh state: the prelude (`expect`, `print`), `scenario`,
/// `property` (and the class of its `any`), `require`, `clock`, and each header's builders (`HeaderBindings.all`).
enum ScenarioGlobals {

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
        for binding in HeaderBindings.all { binding.install(on: stack) }
        for luaClass in HeaderBindings.classes { stack.register(luaClass) }
        stack.register(AnyBinding.luaClass)
    }
}

extension LuaStack {
    /// Pushes a table of functions (a library such as `clock`).
    package func pushLibrary(_ functions: [(String, LuaFunction)]) {
        pushTable(fields: Int32(functions.count))
        for (name, function) in functions {
            push(function)
            setField(name, in: -2)
        }
    }
}
