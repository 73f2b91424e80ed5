import MastheadCore

/// `h:apply(steps)`: runs a list of step tables (`{ "scroll", 30 }`, `{ "tap", "bell" }`,
/// `{ "advance", 0.2 }`) in order, each as the header's own method (`h:scroll(30)`), so a step
/// does, records and reports exactly what the call does. A tap on an element that is absent, hidden
/// or not a control at that moment is skipped and noted in the step log
/// (`tap("badge") skipped: absent`), since a drawn sequence cannot know what the header will show.
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
        if name == "tap", stack.pushIndex(2, of: slot) == .string, let id = stack.string(at: -1) {
            stack.pop()
            if let reason = refusal(of: id, component: component, tappable: kind.tappable(component)) {
                try stack.scenario().step("tap(\"\(id)\") skipped: \(reason)")
                return
            }
        } else if name == "tap" {
            stack.pop()
        }
        stack.reserve(Int32(count) + 2)
        stack.push(method)
        stack.pushCopy(of: 1)
        for index in stride(from: 2, through: count, by: 1) { stack.pushIndex(index, of: slot) }
        try stack.call(arguments: Int32(count), results: 0)
    }

    /// Why a tap on `id` cannot happen now, or nil when it can.
    static func refusal(of id: String, component: any SceneComponent, tappable: [String]) -> String? {
        guard !tappable.contains(id) else { return nil }
        let tree = component.targetTree()
        guard let element = tree[id] else { return "absent" }
        return element.isControl ? "hidden" : "not a control"
    }
}
