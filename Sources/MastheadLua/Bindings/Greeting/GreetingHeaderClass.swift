import MastheadCore

/// The greeting header as a Lua object: the steps `set`, `scroll`, `scroll_by`, `notify`, `tap`,
/// the methods every header has, and read-only fields (`h.collapse`, `h.unread`, …).
enum GreetingHeaderClass {
    static let luaClass: LuaClass = LuaClass(
        name: "masthead.greeting_header",
        methods: [("set", set), ("scroll", scroll), ("scroll_by", scrollBy), ("notify", notify), ("tap", tap)]
            + CommonMethods.all,
        get: GreetingHeaderFields.get, set: GreetingHeaderFields.refuseWrite, tostring: GreetingHeaderFields.describe)

    /// The header a method was called on, or an error that shows the method-call form.
    static func receiver(_ stack: LuaStack, _ method: String) throws -> GreetingHeaderComponent {
        guard let component: GreetingHeaderComponent = stack.object(at: 1, as: luaClass) else {
            throw LuaScriptError("\(method) is a method: call it as h:\(method)(...) on a greeting header")
        }
        return component
    }

    /// `h:set{ field = value, ... }`: any input or environment option; the change animates.
    static let set: LuaFunction = LuaFunction { stack in
        let component = try receiver(stack, "set")
        let options = try OptionTable(stack, at: 2, function: "set", fields: GreetingHeaderSettings.fields)
        try stack.scenario().step("set{\(describeFields(of: 2, on: stack))}")
        try component.apply(options, on: stack)
        return 0
    }

    /// `h:scroll(y)`: the content's scroll offset in points; collapse follows at once.
    static let scroll: LuaFunction = LuaFunction { stack in
        let component = try receiver(stack, "scroll")
        let offset = try offsetArgument(stack, function: "scroll")
        try stack.scenario().step("scroll(\(Points.format(offset)))")
        component.controller.scroll(to: offset)
        return 0
    }

    /// `h:scroll_by(dy)`: scrolls on from where the content is.
    static let scrollBy: LuaFunction = LuaFunction { stack in
        let component = try receiver(stack, "scroll_by")
        let delta = try offsetArgument(stack, function: "scroll_by")
        try stack.scenario().step("scroll_by(\(Points.format(delta)))")
        component.controller.scroll(by: delta)
        return 0
    }

    /// `h:notify(n)`: n notifications (default 1) arrive.
    static let notify: LuaFunction = LuaFunction { stack in
        let component = try receiver(stack, "notify")
        var count = 1
        if stack.type(at: 2) != .nil && stack.type(at: 2) != .none {
            guard let given = stack.integer(at: 2), given >= 0 else {
                throw LuaArgumentError(
                    2, "a non-negative whole number of notifications", function: "notify",
                    got: OptionTable.describe(stack, 2))
            }
            count = given
        }
        try stack.scenario().step("notify(\(count))")
        component.controller.notify(count)
        return 0
    }

    /// `h:tap(id)`: taps a control, records its event and runs its `on_…` function (protected),
    /// with the header as the argument.
    static let tap: LuaFunction = LuaFunction { stack in
        let component = try receiver(stack, "tap")
        guard let id = stack.string(at: 2) else {
            throw LuaArgumentError(2, "an element id", function: "tap", got: OptionTable.describe(stack, 2))
        }
        try stack.scenario().step("tap(\"\(id)\")")
        let action: GreetingAction
        do throws(HeaderTapError) {
            action = try component.controller.tap(id)
        } catch {
            throw LuaScriptError(error.description)
        }
        if let handler = component.handler(for: action) {
            handler.push(on: stack)
            stack.pushCopy(of: 1)
            try stack.call(arguments: 1, results: 0)
        }
        return 0
    }

    private static func offsetArgument(_ stack: LuaStack, function: String) throws -> Double {
        guard let value = stack.number(at: 2), value.isFinite else {
            throw LuaArgumentError(
                2, "a finite number of points", function: function, got: OptionTable.describe(stack, 2))
        }
        return value
    }

    /// `unread = 0, status = "3 tasks due today"`: a step's options, sorted by name.
    static func describeFields(of index: Int32, on stack: LuaStack) -> String {
        StepFields.list(stack, at: index)
    }
}
