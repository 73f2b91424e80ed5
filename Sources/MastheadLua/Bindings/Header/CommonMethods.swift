import MastheadCore
import MastheadRender

/// The methods every header has: reading it (`element`, `elements`, `text`, `voiceover`, `svg`,
/// `json`, `events`, `theme`) and moving the shared clock (`advance`, `settle`).
enum CommonMethods {
    static let all: [(String, LuaFunction)] = [
        ("element", element), ("elements", elements), ("text", text), ("voiceover", voiceover),
        ("svg", svg), ("json", json), ("events", events), ("theme", theme), ("advance", advance),
        ("settle", settle),
    ]

    static let element = LuaFunction { stack in
        let component = try stack.receiver("element").header
        let id = try HeaderArguments.elementID(stack, at: 2, function: "element")
        let tree = component.currentTree()
        if let element = tree[id] {
            ElementTable.push(element, in: tree, on: stack)
        } else {
            try ElementTable.checkVocabulary(id, of: tree, target: component.targetTree)
            stack.pushNil()
        }
        return 1
    }

    static let elements = LuaFunction { stack in
        let tree = try stack.receiver("elements").header.currentTree()
        stack.pushTable(array: Int32(tree.elements.count))
        for (offset, element) in tree.elements.enumerated() {
            ElementTable.push(element, in: tree, on: stack)
            stack.setIndex(offset + 1, in: -2)
        }
        return 1
    }

    static let text = rendering("text", TextRenderer.render)
    static let svg = rendering("svg", SVGRenderer.render)
    static let json = rendering("json", JSONRenderer.render)

    /// `h:text()`, `h:svg()`, `h:json()`: the header as drawn now, rendered.
    private static func rendering(_ method: String, _ render: @escaping @Sendable (RenderTree) -> String)
        -> LuaFunction
    {
        LuaFunction { stack in
            stack.push(render(try stack.receiver(method).header.currentTree()))
            return 1
        }
    }

    /// What VoiceOver reads (`HeaderController.voiceOver`: by the layout the header is heading for).
    static let voiceover = LuaFunction { stack in
        stack.push(try stack.receiver("voiceover").header.voiceOver)
        return 1
    }

    static let events = LuaFunction { stack in
        stack.push(try stack.receiver("events").header.events)
        return 1
    }

    static let theme = LuaFunction { stack in
        let environment = try stack.receiver("theme").header.environment
        ThemeTable.push(environment.theme, appearance: environment.appearance, on: stack)
        return 1
    }

    static let advance = LuaFunction { stack in
        _ = try stack.receiver("advance")
        try ClockBinding.step(stack, call: "advance", secondsAt: 2)
        return 0
    }

    /// Advances the clock to the instant every header of the scenario comes to rest
    /// (`HeaderScene.settle`).
    static let settle = LuaFunction { stack in
        _ = try stack.receiver("settle")
        let context = try stack.scenario()
        context.step("settle()")
        try context.settle(on: stack)
        return 0
    }
}
