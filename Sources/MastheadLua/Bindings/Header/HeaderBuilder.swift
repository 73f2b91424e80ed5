import MastheadCore

/// `greeting_header{...}`, `scope_header{...}`: every builder the same way. It records the step
/// (`greeting_header{ pinned = true, unread = 3 }`: before it can fail, and before the header
/// exists, so that a trace's step before it ends on what was there), reads the options
/// strictly, builds the header on the scenario's clock, and returns it.
enum HeaderBuilder<Binding: HeaderBinding> {
    static func function(optionsAt index: Int32) -> LuaFunction {
        LuaFunction { stack in
            let context = try stack.scenario()
            if stack.type(at: index) == .nil || stack.type(at: index) == .none {
                stack.top = index - 1
                stack.pushTable()
            }
            try OptionTable.checkTable(stack, at: index, function: Binding.name)
            context.step(Binding.name + StepFields.table(stack, at: index))
            let options = try OptionTable(
                stack, at: index, function: Binding.name, fields: Binding.optionFields,
                noting: { HeaderFieldNotes<Binding>.note(for: $0, in: Binding.name) })
            let settings = try Binding.settings(from: options, in: context)
            let component = try Binding.build(settings, in: context)
            context.add(component)
            Binding.started(component, on: stack)
            stack.push(object: component, as: Binding.luaClass)
            return 1
        }
    }
}
