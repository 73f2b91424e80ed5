import MastheadCore

/// The greeting header in Lua: `greeting_header{...}` (with `profile`, its builder), the steps
/// every header has, and its own `h:notify(n)`. What is the same for every header lives in the
/// skeleton (`HeaderBinding`); this says what is the greeting header's.
enum GreetingHeaderBinding: HeaderBinding {
    static let name = "greeting_header"
    static let luaClass = makeClass()
    static let optionFields = GreetingHeaderSettings.fields
    static let valueOptions = [(option: "profile", fields: ProfileTable.readBackFields)]
    static let ownMethods: [(String, LuaFunction)] = [("notify", notify)]
    static let builder = HeaderBuilder<Self>.function(optionsAt: 1)

    /// `profile` (with `profile.sample`) and `greeting_header{...}`.
    static func install(on stack: LuaStack) {
        ProfileBinding.install(on: stack)
        stack.push(builder)
        stack.setGlobal(name)
    }

    static func settings(from options: OptionTable, in context: ScenarioContext) throws -> GreetingHeaderSettings {
        var settings = GreetingHeaderSettings()
        try settings.apply(options, services: context.services)
        return settings
    }

    static func build(_ settings: GreetingHeaderSettings, in context: ScenarioContext) -> GreetingHeaderComponent {
        GreetingHeaderComponent(settings, context: context)
    }

    /// Asks the status provider (if any) for the first time.
    static func started(_ component: GreetingHeaderComponent, on stack: LuaStack) {
        component.refreshStatus(on: stack)
    }

    static func apply(_ options: OptionTable, to component: GreetingHeaderComponent, on stack: LuaStack) throws {
        try component.apply(options, on: stack)
    }

    /// The `on_…` function behind the way out tapped, if one was given (rather than `true`).
    static func handler(for action: GreetingAction, of component: GreetingHeaderComponent) -> LuaReference? {
        component.settings.handlers[action]
    }

    /// `greeting_header(collapse 0.5, unread 3)`.
    static func describe(_ component: GreetingHeaderComponent) -> String {
        let controller = component.controller
        return
            "greeting_header(collapse \(Points.format(controller.collapse)), unread \(controller.inputs.unreadCount))"
    }

    /// `h:notify(n)`: n notifications (default 1) arrive.
    static let notify = LuaFunction { stack in
        let component = try receiver(stack, "notify")
        var count = 1
        if stack.type(at: 2) != .nil && stack.type(at: 2) != .none {
            guard let given = stack.integer(at: 2), given >= 0 else {
                throw LuaArgumentError(
                    methodSlot: 2, "a non-negative whole number of notifications", function: "notify",
                    got: OptionTable.describe(stack, 2))
            }
            count = given
        }
        try stack.scenario().step("notify(\(count))")
        component.controller.notify(count)
        return 0
    }
}
