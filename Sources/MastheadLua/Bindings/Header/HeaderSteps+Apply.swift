import MastheadCore
import MastheadText

/// `h:apply(steps)`, every header's the same way: runs a list of step tables (`{ "scroll", 30 }`,
/// `{ "tap", "bell" }`, `{ "advance", 0.2 }`) in order, each as the header's own method
/// (`h:scroll(30)`), so a step does, records and reports exactly what the call does. A step that
/// cannot happen at that moment (`HeaderBinding.refusal`: a tap on an element that is absent,
/// hidden or not a control; a sideways scroll of a row that is not shown) is skipped and noted in
/// the step log (`tap("badge") skipped: absent`), since a drawn sequence (`any.steps`) cannot know
/// what the header will show.
///
/// ```lua
/// h:apply{ { "scroll", 30 }, { "tap", "badge" }, { "advance", 0.2 } }
/// -- steps: scroll(30), tap("badge") skipped: absent, advance(0.2)
/// ```
extension HeaderSteps {
    static var apply: LuaFunction {
        LuaFunction { stack in
            let component = try Binding.receiver(stack, "apply")
            guard stack.type(at: 2) == .table else {
                throw LuaArgumentError(
                    methodSlot: 2, "a list of steps ({ { \"scroll\", 30 }, { \"tap\", \"bell\" } })", function: "apply",
                    got: OptionTable.describe(stack, 2))
            }
            for position in stride(from: 1, through: stack.rawLength(at: 2), by: 1) {
                stack.pushIndex(position, of: 2)
                defer { stack.pop() }
                try run(step: stack.absolute(-1), position: position, component: component, on: stack)
            }
            return 0
        }
    }

    /// Runs the step table at `slot` as the method it names, or notes why it cannot happen now.
    private static func run(step slot: Int32, position: Int, component: Binding.Component, on stack: LuaStack)
        throws
    {
        let name = try stepName(at: slot, position: position, on: stack)
        let count = stack.rawLength(at: slot)
        stack.pushIndex(2, of: slot)
        let argument = stack.string(at: -1)
        stack.pop()
        if let reason = Binding.refusal(name, argument: argument, component: component) {
            try stack.scenario().step("\(name)(\(argument.map(LuaLiteral.string) ?? "")) skipped: \(reason)")
            return
        }
        guard let method = Binding.luaClass.methods.first(where: { $0.0 == name })?.1 else { return }
        stack.reserve(Int32(count) + 2)
        stack.push(method)
        stack.pushCopy(of: 1)
        for index in stride(from: 2, through: count, by: 1) { stack.pushIndex(index, of: slot) }
        try stack.call(arguments: Int32(count), results: 0)
    }

    /// The step's name, its table's first item: one of the header's `stepNames`.
    private static func stepName(at slot: Int32, position: Int, on stack: LuaStack) throws -> String {
        guard stack.type(at: slot) == .table, stack.pushIndex(1, of: slot) == .string, let name = stack.string(at: -1)
        else {
            if stack.type(at: slot) == .table { stack.pop() }
            throw LuaScriptError(
                "apply: step \(position) must be a table such as { \"scroll\", 30 } (got \(StepValue.describe(stack, slot)))"
            )
        }
        stack.pop()
        guard Binding.stepNames.contains(name) else {
            throw LuaScriptError(
                "apply: step \(position): a \(Binding.kind) has no step '\(name)'"
                    + "\(Suggestion.didYouMean(name, in: Binding.stepNames)) (steps: \(Binding.stepNames.joined(separator: ", ")))"
            )
        }
        return name
    }
}

extension HeaderBinding {
    /// A tap on what the header's `tappableIDs` does not list cannot happen now.
    static func refusal(_ name: String, argument: String?, component: Component) -> String? {
        tapRefusal(name, argument: argument, component: component)
    }

    /// Why a tap on `argument` cannot happen now: the element is absent, hidden or not a control.
    static func tapRefusal(_ name: String, argument: String?, component: Component) -> String? {
        guard name == "tap", let id = argument, !component.controller.tappableIDs.contains(id) else { return nil }
        guard let element = component.controller.targetTree[id] else { return "absent" }
        return element.isControl ? "hidden" : "not a control"
    }

    /// The header's kind as `any.steps(kind, …)` names it: its builder's name without
    /// `_header` ("greeting", "scope").
    static var stepKind: String {
        name.hasSuffix("_header") ? String(name.dropLast("_header".count)) : name
    }
}
