/// One run's drawing, as the `any` generators reach it (through the run's scenario context): its
/// choices, and the values drawn at the property's own level (not those drawn inside another
/// generator, such as `any.list`'s items), in order, for the report and the replay.
final class PropertyDraws {
    let choices: ChoiceDraws
    private(set) var drawn: [DrawnValue] = []
    private var depth = 0
    /// The `any` object this run hands the property (and `any.list` hands its function).
    var anyObject: LuaReference?

    init(_ choices: ChoiceDraws) {
        self.choices = choices
    }

    /// Draws one value with `body`, which pushes it and says what it is; the choices it takes
    /// form one span. `call` says how it was drawn, once it has been.
    func draw(_ body: () throws -> PropertyValue, call: () -> DrawnValue.Call) throws {
        depth += 1
        defer { depth -= 1 }
        let value = try choices.span(body)
        if depth == 1 { drawn.append(DrawnValue(position: drawn.count + 1, call: call(), value: value)) }
    }
}

/// A value a run drew at the property's own level.
struct DrawnValue: Equatable, Sendable {
    /// Where and how it was drawn.
    struct Call: Equatable, Sendable {
        /// `integer`, `steps`, …
        var generator: String
        /// As the report shows it: `any.integer(0, 5000)`.
        var text: String
        /// The name given to the generator (`any.integer(0, 5000, "unread")`), if any.
        var name: String?
        /// The line of the property's code that drew it.
        var line: Int
        /// For `any.one_of`: the position of the item it picked (from 1).
        var pick: Int?
    }

    /// From 1, in the order they were drawn.
    var position: Int
    var call: Call
    var value: PropertyValue
}
