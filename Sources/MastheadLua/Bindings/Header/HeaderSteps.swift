import MastheadCore

/// The steps every header takes the same way: `h:set{...}`, `h:scroll(y)`, `h:scroll_by(dy)`,
/// `h:tap(id)`, and `h:apply(steps)`, which runs a list of them (`HeaderSteps+Apply`). Each checks its arguments, records itself in the step log (before it can fail,
/// so that a report's last step is the one that failed), and hands the change to the header's
/// controller (`set` to its binding, which knows its options).
enum HeaderSteps<Binding: HeaderBinding> {
    static var all: [(String, LuaFunction)] {
        [("set", set), ("scroll", scroll), ("scroll_by", scrollBy), ("tap", tap), ("apply", apply)]
    }

    /// `h:set{ field = value, ... }`: any option of the builder; input changes animate.
    static var set: LuaFunction {
        LuaFunction { stack in
            let component = try Binding.receiver(stack, "set")
            try OptionTable.checkTable(stack, at: 2, function: "set")
            try stack.scenario().step("set" + StepFields.table(stack, at: 2))
            let options = try OptionTable(
                stack, at: 2, function: "set", fields: Binding.optionFields,
                noting: { HeaderFieldNotes<Binding>.note(for: $0, in: "set") })
            try Binding.apply(options, to: component, on: stack)
            return 0
        }
    }

    /// `h:scroll(y)`: the content's scroll offset in points.
    static var scroll: LuaFunction { move("scroll") { $0.scroll(to: $1) } }

    /// `h:scroll_by(dy)`: scrolls on from where the content is.
    static var scrollBy: LuaFunction { move("scroll_by") { $0.scroll(by: $1) } }

    /// A step that scrolls with the number of points it is given, recorded as `name(points)`.
    private static func move(
        _ name: String, _ body: @escaping @Sendable (Binding.Component.Controller, Double) -> Void
    ) -> LuaFunction {
        LuaFunction { stack in
            let component = try Binding.receiver(stack, name)
            let points = try HeaderArguments.points(stack, at: 2, function: name)
            try stack.scenario().step("\(name)(\(Points.format(points)))")
            body(component.controller, points)
            return 0
        }
    }

    /// `h:tap(id)`: taps a control, records what the app hears, and runs the header's Lua
    /// function for it (`on_…`), protected, with the header as the argument.
    static var tap: LuaFunction {
        LuaFunction { stack in
            let component = try Binding.receiver(stack, "tap")
            let id = try HeaderArguments.elementID(stack, at: 2, function: "tap")
            try stack.scenario().step("tap(\"\(id)\")")
            let result: Binding.Component.Controller.TapResult
            do throws(HeaderTapError) {
                result = try component.controller.tap(id)
            } catch {
                throw LuaScriptError(error.description)
            }
            if let handler = Binding.handler(for: result, of: component) {
                handler.push(on: stack)
                stack.pushCopy(of: 1)
                try stack.call(arguments: 1, results: 0)
            }
            return 0
        }
    }
}
