import MastheadCore
import MastheadRender

/// The methods every header has: reading it (`element`, `elements`, `text`, `voiceover`, `svg`,
/// `json`, `events`, `theme`), moving the shared clock (`advance`, `settle`) and running a list
/// of steps (`apply`, `StepApplier`).
enum CommonMethods {
    static let all: [(String, LuaFunction)] = [
        ("element", element), ("elements", elements), ("text", text), ("voiceover", voiceover),
        ("svg", svg), ("json", json), ("events", events), ("theme", theme), ("advance", advance),
        ("settle", settle), ("apply", StepApplier.apply),
    ]

    static let element = LuaFunction { stack in
        let component = try stack.receiver("element")
        guard let id = stack.string(at: 2) else {
            throw LuaArgumentError(2, "an element id", function: "element", got: stack.typeName(at: 2))
        }
        let tree = component.currentTree()
        if let element = tree[id] {
            ElementTable.push(element, in: tree, on: stack)
        } else {
            try ElementTable.checkVocabulary(id, of: tree, target: component.targetTree())
            stack.pushNil()
        }
        return 1
    }

    static let elements = LuaFunction { stack in
        let tree = try stack.receiver("elements").currentTree()
        stack.pushTable(array: Int32(tree.elements.count))
        for (offset, element) in tree.elements.enumerated() {
            ElementTable.push(element, in: tree, on: stack)
            stack.setIndex(offset + 1, in: -2)
        }
        return 1
    }

    static let text = LuaFunction { stack in
        stack.push(TextRenderer.render(try stack.receiver("text").currentTree()))
        return 1
    }

    /// What VoiceOver reads goes by the layout the header is heading for, as the accessibility
    /// tree changes at once while the picture animates (docs/motion.md).
    static let voiceover = LuaFunction { stack in
        stack.push(VoiceOverRenderer.lines(try stack.receiver("voiceover").targetTree()))
        return 1
    }

    static let svg = LuaFunction { stack in
        stack.push(SVGRenderer.render(try stack.receiver("svg").currentTree()))
        return 1
    }

    static let json = LuaFunction { stack in
        stack.push(JSONRenderer.render(try stack.receiver("json").currentTree()))
        return 1
    }

    static let events = LuaFunction { stack in
        stack.push(try stack.receiver("events").events)
        return 1
    }

    static let theme = LuaFunction { stack in
        let environment = try stack.receiver("theme").environment
        ThemeTable.push(environment.theme, appearance: environment.appearance, on: stack)
        return 1
    }

    static let advance = LuaFunction { stack in
        _ = try stack.receiver("advance")
        try ClockBinding.step(stack, call: "advance", secondsAt: 2)
        return 0
    }

    /// Advances the clock to the instant every component's transitions come to rest, and no
    /// further; again if reaching it started something (a minute boundary on the way). The
    /// loading shimmer never rests and is not waited for. Bounded: a theme's slowest spring
    /// settles within seconds.
    static let settle = LuaFunction { stack in
        _ = try stack.receiver("settle")
        let context = try stack.scenario()
        context.step("settle()")
        var rounds = 0
        while let resting = context.restingTime, resting > context.clock.now + Animator.timeTolerance, rounds < 100 {
            try context.advanceClock(by: resting - context.clock.now, on: stack)
            rounds += 1
        }
        return 0
    }
}
