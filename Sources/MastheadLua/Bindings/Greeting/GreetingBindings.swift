import MastheadCore

/// The greeting header's globals: `profile` (with `profile.sample`) and `greeting_header{...}`.
enum GreetingBindings {
    static func install(on stack: LuaStack) {
        ProfileBinding.install(on: stack)
        stack.push(build)
        stack.setGlobal("greeting_header")
    }

    /// `greeting_header{...}`: builds the header, lets it follow the scenario's clock and asks its
    /// status provider (if any) for the first time.
    static let build = LuaFunction { stack in
        let context = try stack.scenario()
        if stack.type(at: 1) == .nil || stack.type(at: 1) == .none {
            stack.top = 0
            stack.pushTable()
        }
        let options = try OptionTable(stack, at: 1, function: "greeting_header", fields: GreetingHeaderSettings.fields)
        var settings = GreetingHeaderSettings()
        try settings.apply(options, services: context.services)
        context.step("greeting_header{\(GreetingHeaderClass.describeFields(of: 1, on: stack))}")
        let component = GreetingHeaderComponent(settings, context: context)
        context.add(component)
        component.refreshStatus(on: stack)
        stack.push(object: component, as: GreetingHeaderClass.luaClass)
        return 1
    }
}
