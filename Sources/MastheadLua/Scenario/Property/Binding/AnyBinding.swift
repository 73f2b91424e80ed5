import MastheadText

/// The `any` a property's function receives: the generators (`any.integer(0, 5000)`,
/// `any.profile()`, `any.steps("greeting", 0, 12)` …), each drawing from the run's choices
/// (`ChoiceDraws`), so every value a property draws can be replayed and shrunk.
///
/// `any` is an object whose fields are the generators; any other field is an error with the
/// nearest names, and it cannot be changed.
enum AnyBinding {
    static let luaClass = LuaClass(
        name: "masthead.any", methods: generators + domainGenerators, get: unknownGenerator, set: refuseWrite,
        tostring: LuaFunction { stack in
            stack.push("any (the generators of a property's run)")
            return 1
        })

    static var names: [String] { (generators + domainGenerators).map(\.0).sorted() }

    /// What a generator's body leaves: a value for the wrapper to push, or one it pushed itself
    /// (a value the script made, which only Lua holds).
    enum Drawn {
        case value(PropertyValue)
        case pushed(PropertyValue)
    }

    /// A generator: reads the call, draws, pushes one value and records it. `arguments` is how
    /// many arguments the generator takes before the optional name.
    static func generator(
        _ name: String, arguments: Int, _ body: @escaping @Sendable (AnyCall) throws -> Drawn
    ) -> (String, LuaFunction) {
        let function = LuaFunction { stack in
            let call = try AnyCall(stack, generator: name)
            try call.readName(at: arguments + 1)
            let text = call.text(arguments: arguments)
            let line = stack.scriptLine()
            try call.draws.draw {
                switch try body(call) {
                case .value(let value):
                    try value.push(on: stack)
                    return value
                case .pushed(let value):
                    return value
                }
            } call: {
                DrawnValue.Call(generator: name, text: text, name: call.name, line: line, pick: call.pick)
            }
            return 1
        }
        return (name, function)
    }

    static let generators: [(String, LuaFunction)] = [
        generator("integer", arguments: 2) { call in
            let low = try call.integer(1, "lo")
            let high = try call.integer(2, "hi")
            try call.checkOrder(low, high)
            return .value(.integer(try IntegerDraw.draw(call.choices, from: low, to: high)))
        },
        generator("number", arguments: 2) { call in
            let low = try call.number(1, "lo")
            let high = try call.number(2, "hi")
            try call.checkOrder(low, high)
            return .value(.float(try NumberDraw.draw(call.choices, from: low, to: high)))
        },
        generator("boolean", arguments: 0) { call in
            .value(.boolean(try call.choices.draw(upTo: 1, edges: [0, 1]) == 1))
        },
        generator("one_of", arguments: 1, oneOf),
        generator("text", arguments: 1, text),
        generator("list", arguments: 3, list),
    ]

    /// `any.one_of(list)`: an item of a non-empty list; earlier items are simpler.
    static func oneOf(_ call: AnyCall) throws -> Drawn {
        let stack = call.stack
        let count = call.type(1) == .table ? stack.rawLength(at: call.slot(1)) : 0
        guard count > 0 else { throw call.argument(1, "a list with at least one item") }
        let index = Int(try call.choices.draw(upTo: UInt64(count - 1), edges: [0, UInt64(count - 1)]))
        stack.pushIndex(index + 1, of: call.slot(1))
        call.pick = index + 1
        return .pushed(PropertyValue.read(stack, at: -1))
    }

    static let textFields = ["min", "max", "alphabet", "name"]

    /// `any.text{ min = 0, max = 40, alphabet = "ascii" | "unicode", name = … }`.
    static func text(_ call: AnyCall) throws -> Drawn {
        var minimum = 0
        var maximum: Int?
        var alphabet = TextAlphabet.ascii
        if !call.isAbsent(1) {
            let options = try OptionTable(call.stack, at: call.slot(1), function: call.function, fields: textFields)
            minimum = try options.integer("min", minimum: 0) ?? 0
            maximum = try options.integer("max", minimum: 0)
            if try options.choice("alphabet", among: ["ascii", "unicode"]) == "unicode" { alphabet = .unicode }
            if let name = try options.string("name", nonEmpty: true) { call.name = name }
        }
        let longest = maximum ?? max(40, minimum)
        try call.checkOrder(minimum, longest, ("min", "max"))
        guard longest <= TextDraw.maximumLength else {
            throw LuaScriptError("\(call.function): max must be at most \(TextDraw.maximumLength) (got \(longest))")
        }
        return .value(.text(try TextDraw.draw(call.choices, minimum: minimum, maximum: longest, alphabet: alphabet)))
    }

    /// The most items `any.list` draws.
    static let maximumListItems = 1_000

    /// `any.list(fn, min, max)`: `fn(any)` called for each item; the list shrinks to fewer items
    /// and each item as `fn`'s own draws do.
    static func list(_ call: AnyCall) throws -> Drawn {
        let stack = call.stack
        guard call.type(1) == .function else { throw call.argument(1, "a function that draws one item") }
        let (minimum, maximum) = try call.bounds(at: 2, largest: Int64(maximumListItems))
        stack.pushTable(array: Int32(minimum))
        let list = stack.top
        var items: [PropertyValue] = []
        _ = try call.choices.collection(minimum: minimum, maximum: maximum) { index in
            stack.pushCopy(of: call.slot(1))
            call.draws.anyObject?.push(on: stack) ?? stack.pushNil()
            try stack.call(arguments: 1, results: 1)
            items.append(PropertyValue.read(stack, at: -1))
            stack.setIndex(index + 1, in: list)
        }
        return .pushed(.list(items))
    }

    static let unknownGenerator = LuaFunction { stack in
        let key = stack.string(at: 2) ?? OptionTable.describe(stack, 2)
        throw LuaScriptError(
            "any has no generator '\(key)'\(Suggestion.didYouMean(key, in: names)) (generators: \(names.joined(separator: ", ")))"
        )
    }

    static let refuseWrite = LuaFunction { stack in
        let key = stack.string(at: 2) ?? OptionTable.describe(stack, 2)
        throw LuaScriptError("any is read-only: its field '\(key)' cannot be set")
    }
}
