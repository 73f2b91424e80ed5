import MastheadCore
import MastheadText

/// `h:apply(steps)`: runs a list of step tables (`{ "scroll", 30 }`, `{ "tap", "bell" }`,
/// `{ "advance", 0.2 }`) in order, each as the header's own method (`h:scroll(30)`), so a step
/// does, records and reports exactly what the call does. A tap on an element that is absent, hidden
/// or not a control at that moment (or a sideways scroll of a row that is not shown) is skipped and
/// noted in the step log (`tap("badge") skipped: absent`), since a drawn sequence cannot know what
/// the header will show.
enum StepApplier {
    static let apply = LuaFunction { stack in
        let component = try stack.receiver("apply")
        guard let kind = HeaderStepKinds.of(stack, at: 1) else {
            throw LuaScriptError("apply: this header has no steps to apply")
        }
        guard stack.type(at: 2) == .table else {
            throw LuaArgumentError(
                2, "a list of steps ({ { \"scroll\", 30 }, { \"tap\", \"bell\" } })", function: "apply",
                got: OptionTable.describe(stack, 2))
        }
        for position in stride(from: 1, through: stack.rawLength(at: 2), by: 1) {
            stack.pushIndex(position, of: 2)
            defer { stack.pop() }
            try run(step: stack.absolute(-1), position: position, kind: kind, component: component, on: stack)
        }
        return 0
    }

    private static func run(
        step slot: Int32, position: Int, kind: any HeaderSteps.Type, component: any SceneComponent, on stack: LuaStack
    ) throws {
        guard stack.type(at: slot) == .table, stack.pushIndex(1, of: slot) == .string, let name = stack.string(at: -1)
        else {
            if stack.type(at: slot) == .table { stack.pop() }
            throw LuaScriptError(
                "apply: step \(position) must be a table such as { \"scroll\", 30 } (got \(StepValue.describe(stack, slot)))"
            )
        }
        stack.pop()
        guard kind.stepNames.contains(name),
            let method = kind.luaClass.methods.first(where: { $0.0 == name })?.1
        else {
            throw LuaScriptError(
                "apply: step \(position): a \(kind.kind) header has no step '\(name)'"
                    + "\(Suggestion.didYouMean(name, in: kind.stepNames)) (steps: \(kind.stepNames.joined(separator: ", ")))"
            )
        }
        let count = stack.rawLength(at: slot)
        stack.pushIndex(2, of: slot)
        let argument = stack.string(at: -1)
        stack.pop()
        if let reason = kind.refusal(name, argument: argument, component: component) {
            try stack.scenario().step("\(name)(\(argument.map(LuaLiteral.string) ?? "")) skipped: \(reason)")
            return
        }
        stack.reserve(Int32(count) + 2)
        stack.push(method)
        stack.pushCopy(of: 1)
        for index in stride(from: 2, through: count, by: 1) { stack.pushIndex(index, of: slot) }
        try stack.call(arguments: Int32(count), results: 0)
    }
}
