import MastheadText

/// Reads a table of named options strictly, the way every builder does: unknown fields are errors
/// (with a "did you mean"), and each accessor checks the type and range and names the field.
///
/// ```swift
/// let options = try OptionTable(stack, at: 1, function: "chip", fields: ["id", "title", "symbol"])
/// let title = try options.requiredString("title")
/// ```
package struct OptionTable {
    package let stack: LuaStack
    package let index: Int32
    /// The builder's name, for messages: "chip" (or "scope_header: scopes[2]" for an item of a
    /// list: put together only when a message asks for it).
    package var function: String { name.text }
    let name: MessageName
    /// The fields given, with their types, and the text of each string up to `maximumTextBytes`
    /// (read as the table is walked: looking each up again by name cost more than the walk). A
    /// handful at most: a list beats a dictionary's hashing and allocation (builders read a table
    /// per scope and per chip).
    private let present: [(name: String, type: LuaType, text: String?)]

    package init(_ stack: LuaStack, at index: Int32, function: String, fields: [String]) throws {
        try self.init(stack, at: index, name: MessageName(function), fields: fields)
    }

    /// The same, with `note` adding what an unknown field is instead, when it knows (`chips` on a
    /// greeting header is one of the scope header's: `HeaderFieldNotes`).
    init(
        _ stack: LuaStack, at index: Int32, function: String, fields: [String],
        noting note: (String) -> String?
    ) throws {
        try self.init(stack, at: index, name: MessageName(function), fields: fields, noting: note)
    }

    /// The same, its messages named `name`.
    init(
        _ stack: LuaStack, at index: Int32, name: MessageName, fields: [String],
        noting note: (String) -> String? = { _ in nil }
    ) throws {
        self.stack = stack
        self.index = stack.absolute(index)
        self.name = name
        if stack.type(at: index) != .table { try Self.checkTable(stack, at: index, function: name.text) }
        var present: [(name: String, type: LuaType, text: String?)] = []
        // Room at once for what a builder's table usually holds: growing from empty made a new
        // buffer for each of the first fields (a scope scenario reads some twenty such tables).
        present.reserveCapacity(min(fields.count, 8))
        var isStrict = true
        stack.forEachPair(in: index) { key, valueIndex in
            guard case .name(let field) = key, !Self.isStranger(key, fields) else {
                isStrict = false
                return
            }
            let type = stack.type(at: valueIndex)
            present.append((field, type, type == .string ? Self.boundedText(stack, at: valueIndex) : nil))
        }
        guard isStrict else { throw Self.firstStranger(stack, at: index, name: name, fields: fields, note: note) }
        self.present = present
    }

    /// The string at `slot` when it holds at most `maximumTextBytes` bytes: a longer one is left
    /// to `string(_:)`, which refuses it (a table whose every field holds the same 16 MB string
    /// is not copied for each).
    private static func boundedText(_ stack: LuaStack, at slot: Int32) -> String? {
        stack.rawLength(at: slot) <= maximumTextBytes ? stack.string(at: slot) : nil
    }

    /// The error for the entry that is not a field, the first by name when there are several: the
    /// same one on every run, as `next`'s order is not.
    private static func firstStranger(
        _ stack: LuaStack, at index: Int32, name: MessageName, fields: [String], note: (String) -> String?
    ) -> LuaScriptError {
        let messages = stack.firstPairs(
            1, in: index, where: { key, _ in isStranger(key, fields) },
            text: { key, _ in
                guard case .name(let field) = key else {
                    return "\(name.text): unexpected entry \(key.description) (fields have names)"
                }
                return "\(name.text): unknown field '\(field)'"
                    + (note(field).map { " (\($0))" } ?? Suggestion.didYouMean(field, in: fields))
            })
        return LuaScriptError(messages.first ?? "\(name.text): unexpected entry")
    }

    /// An entry that is none of `fields`: a key without a name, or an unknown name.
    private static func isStranger(_ key: LuaKey, _ fields: [String]) -> Bool {
        guard case .name(let field) = key else { return true }
        return !fields.contains(field)
    }

    /// Throws unless the value at `index` is a table: "set expects a table of fields, got 42".
    package static func checkTable(_ stack: LuaStack, at index: Int32, function: String) throws {
        guard stack.type(at: index) != .table else { return }
        throw LuaScriptError("\(function) expects a table of fields, got \(describe(stack, index))")
    }

    package func has(_ name: String) -> Bool { present.contains { $0.name == name } }

    package func type(of name: String) -> LuaType { present.first { $0.name == name }?.type ?? .nil }

    /// Pushes the field's value (raw) and returns its stack index; pop it when done.
    package func push(_ name: String) -> Int32 {
        stack.pushField(name, of: index)
        return stack.top
    }

    private func read<T>(_ name: String, _ body: (Int32) throws -> T) rethrows -> T {
        let slot = push(name)
        defer { stack.pop() }
        return try body(slot)
    }

    package func fieldError(_ name: String, _ expectation: String, got slot: Int32) -> LuaScriptError {
        LuaScriptError("\(function): field '\(name)' must be \(expectation) (got \(Self.describe(stack, slot)))")
    }

    /// The most UTF-8 bytes one text option may hold. Far beyond any real name or title, and
    /// small enough that laying it out stays quick: Swift code cannot be interrupted by the time
    /// limit, and Lua's memory cap does not bound Swift's copies of a string shared many times.
    package static let maximumTextBytes = 65_536
    /// The most items one list option (scopes, chips, selected ids) may hold.
    package static let maximumListItems = 1_000

    package func string(_ name: String, nonEmpty: Bool = false) throws -> String? {
        guard let field = present.first(where: { $0.name == name }) else { return nil }
        if let text = field.text, !(nonEmpty && text.isEmpty) {
            try Self.checkLength(text, "\(function): field '\(name)'")
            return text
        }
        return try read(name) { slot in
            guard let text = stack.string(at: slot), !(nonEmpty && text.isEmpty) else {
                throw fieldError(name, nonEmpty ? "a non-empty string" : "a string", got: slot)
            }
            try Self.checkLength(text, "\(function): field '\(name)'")
            return text
        }
    }

    /// Refuses a text longer than `maximumTextBytes`; `what` names it in the message.
    package static func checkLength(_ text: String, _ what: @autoclosure () -> String) throws {
        guard text.utf8.count <= maximumTextBytes else {
            throw LuaScriptError("\(what()) is too long (\(text.utf8.count) bytes; at most \(maximumTextBytes))")
        }
    }

    /// Refuses a list longer than `maximumListItems`.
    package static func checkCount(_ count: Int, _ what: @autoclosure () -> String) throws {
        guard count <= maximumListItems else {
            throw LuaScriptError("\(what()) has \(count) items (at most \(maximumListItems))")
        }
    }

    /// Throws unless the table at `slot` is a list, keys 1…`count` only: "field 'scopes' must be a
    /// list (found key title)", naming the stray key first by name.
    package static func checkList(_ stack: LuaStack, at slot: Int32, count: Int, _ what: @autoclosure () -> String)
        throws
    {
        func isStray(_ key: LuaKey) -> Bool {
            guard case .index(let position) = key else { return true }
            return position < 1 || position > count
        }
        guard
            let stray = stack.firstPairs(
                1, in: slot, where: { key, _ in isStray(key) }, text: { key, _ in key.description }
            ).first
        else { return }
        throw LuaScriptError("\(what()) must be a list (found key \(stray))")
    }

    package func requiredString(_ name: String, nonEmpty: Bool = true) throws -> String {
        guard let text = try string(name, nonEmpty: nonEmpty) else {
            throw LuaScriptError(
                "\(function): field '\(name)' is required (\(nonEmpty ? "a non-empty string" : "a string"))")
        }
        return text
    }

    package func boolean(_ name: String) throws -> Bool? {
        guard has(name) else { return nil }
        return try read(name) { slot in
            guard stack.type(at: slot) == .boolean else { throw fieldError(name, "true or false", got: slot) }
            return stack.boolean(at: slot)
        }
    }

    /// A finite number, optionally within a closed range.
    package func number(_ name: String, in range: ClosedRange<Double>? = nil) throws -> Double? {
        guard has(name) else { return nil }
        return try read(name) { slot in
            guard let value = stack.number(at: slot), value.isFinite, range.map({ $0.contains(value) }) ?? true else {
                let bounds = range.map { " from \(Self.format($0.lowerBound)) to \(Self.format($0.upperBound))" } ?? ""
                throw fieldError(name, "a number\(bounds)", got: slot)
            }
            return value
        }
    }

    /// An integer of at least `minimum`.
    package func integer(_ name: String, minimum: Int = .min) throws -> Int? {
        guard has(name) else { return nil }
        return try read(name) { slot in
            guard let value = stack.integer(at: slot), value >= minimum else {
                let what =
                    minimum == 0
                    ? "a non-negative integer" : minimum == .min ? "an integer" : "an integer of at least \(minimum)"
                throw fieldError(name, what, got: slot)
            }
            return value
        }
    }

    /// One of a fixed set of names.
    package func choice(_ name: String, among choices: [String]) throws -> String? {
        guard has(name) else { return nil }
        return try read(name) { slot in
            guard let text = stack.string(at: slot), choices.contains(text) else {
                throw LuaScriptError(
                    "\(function): field '\(name)' must be one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")) (got \(Self.describe(stack, slot)))"
                        + (stack.string(at: slot).map { Suggestion.didYouMean($0, in: choices) } ?? ""))
            }
            return text
        }
    }

    /// A list of strings.
    package func strings(_ name: String) throws -> [String]? {
        guard has(name) else { return nil }
        return try read(name) { slot in
            guard stack.type(at: slot) == .table else { throw fieldError(name, "a list of strings", got: slot) }
            var items: [String] = []
            let count = stack.rawLength(at: slot)
            try Self.checkCount(count, "\(function): field '\(name)'")
            try Self.checkList(stack, at: slot, count: count, "\(function): field '\(name)'")
            for position in stride(from: 1, through: count, by: 1) {
                stack.pushIndex(position, of: slot)
                defer { stack.pop() }
                guard let item = stack.string(at: -1) else {
                    throw LuaScriptError(
                        "\(function): field '\(name)'[\(position)] must be a string (got \(Self.describe(stack, -1)))")
                }
                try Self.checkLength(item, "\(function): field '\(name)'[\(position)]")
                items.append(item)
            }
            return items
        }
    }

    /// A short description of a value for messages: `"abc"`, `-3`, `a table`, `nil`.
    package static func describe(_ stack: LuaStack, _ slot: Int32) -> String {
        switch stack.type(at: slot) {
        case .string:
            // A prefix only: a 16 MB string shared by 100,000 fields must not be copied for each.
            let (text, isWhole) = stack.string(at: slot, prefixBytes: 256) ?? ("", true)
            let shown = text.prefix(40)
            return "\"" + shown + (isWhole && shown.endIndex == text.endIndex ? "" : "…") + "\""
        case .number: return LuaNumberFormat.string(for: stack, at: slot)
        case .boolean: return stack.boolean(at: slot) ? "true" : "false"
        case .nil, .none: return "nil"
        default: return "a \(stack.typeName(at: slot))"
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
