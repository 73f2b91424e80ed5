/// One call of an `any` generator: its arguments, read strictly, and the run it draws for.
///
/// Generators are called with a dot (`any.integer(0, 5)`); called with a colon
/// (`any:integer(0, 5)`), the `any` itself comes first and is passed over. A generator's last
/// argument may be a name for the value (`any.integer(0, 5000, "unread")`), which the report shows.
final class AnyCall {
    let stack: LuaStack
    let generator: String
    let draws: PropertyDraws
    /// The name the call gave the value, if any.
    var name: String?
    /// For `any.one_of`: the position of the item picked.
    var pick: Int?
    /// The stack slot of the first argument.
    private let first: Int32

    init(_ stack: LuaStack, generator: String) throws {
        self.stack = stack
        self.generator = generator
        guard let context = stack.state.context as? ScenarioContext, let draws = context.property else {
            throw LuaScriptError(
                "any.\(generator) draws only inside a property's function (property(\"name\", function(any) ... end))")
        }
        self.draws = draws
        let called: PropertyDraws? = stack.object(at: 1, as: AnyBinding.luaClass)
        first = called == nil ? 1 : 2
    }

    var choices: ChoiceDraws { draws.choices }
    var function: String { "any.\(generator)" }

    func slot(_ argument: Int) -> Int32 { first + Int32(argument) - 1 }
    func type(_ argument: Int) -> LuaType { stack.type(at: slot(argument)) }
    func isAbsent(_ argument: Int) -> Bool { type(argument) == .nil || type(argument) == .none }

    func integer(_ argument: Int, _ what: String, default value: Int64? = nil) throws -> Int64 {
        if isAbsent(argument), let value { return value }
        guard let number = stack.integer(at: slot(argument)) else {
            throw self.argument(argument, "an integer (\(what))")
        }
        return Int64(number)
    }

    func number(_ argument: Int, _ what: String) throws -> Double {
        guard let number = stack.number(at: slot(argument)), number.isFinite else {
            throw self.argument(argument, "a finite number (\(what))")
        }
        return number
    }

    /// Reads the name the value may be given at `argument`.
    func readName(at argument: Int) throws {
        guard !isAbsent(argument) else { return }
        guard let text = stack.string(at: slot(argument)), !text.isEmpty else {
            throw self.argument(argument, "a name for the value (a string)")
        }
        name = text
    }

    func argument(_ argument: Int, _ expected: String) -> LuaArgumentError {
        LuaArgumentError(argument, expected, function: function, got: OptionTable.describe(stack, slot(argument)))
    }

    /// `lo` is not above `hi`, or an error naming both.
    func checkOrder<Bound: Comparable>(_ low: Bound, _ high: Bound, _ names: (String, String) = ("lo", "hi")) throws {
        guard low <= high else {
            throw LuaScriptError("\(function): \(names.0) (\(low)) is greater than \(names.1) (\(high))")
        }
    }

    /// The `min` and `max` at arguments `first` and `first + 1`: from 0, `max` defaulting to 10
    /// past `min`, and at most `largest`.
    func bounds(at first: Int, largest: Int64) throws -> (minimum: Int, maximum: Int) {
        let minimum = try integer(first, "min", default: 0)
        let maximum = try integer(first + 1, "max", default: minimum + 10)
        // A negative count names its argument (it read "0 (0) is greater than min (-10)").
        guard minimum >= 0 else { throw argument(first, "a count from 0 (min)") }
        try checkOrder(minimum, maximum, ("min", "max"))
        guard maximum <= largest else {
            throw LuaScriptError("\(function): max must be at most \(largest) (got \(maximum))")
        }
        return (Int(minimum), Int(maximum))
    }

    /// The call as the report shows it, with its first `count` arguments: `any.integer(0, 5000)`,
    /// `any.text{ max = 12 }`, `any.list(fn, 0, 5)`.
    func text(arguments count: Int) -> String {
        if generator == "text", type(1) == .table { return "\(function){ \(StepFields.list(stack, at: slot(1))) }" }
        var parts = (1...max(count, 1)).map { describe($0) }
        while parts.last == "nil" { parts.removeLast() }
        return "\(function)(\(parts.joined(separator: ", ")))"
    }

    private func describe(_ argument: Int) -> String {
        switch type(argument) {
        case .none, .nil: return "nil"
        case .function: return "fn"
        case .table: return StepValue.describe(stack, slot(argument))
        default: return OptionTable.describe(stack, slot(argument))
        }
    }
}
