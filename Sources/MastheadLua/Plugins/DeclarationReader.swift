import MastheadText

/// Walks the table a plugin hands to `theme{...}` or `status_provider{...}`, noting every
/// problem with its token path rather than stopping at the first, so that a designer sees all of
/// them in one run. Reads are raw: no metamethod of the plugin's runs behind a Swift frame.
final class DeclarationReader {
    let stack: LuaStack
    private(set) var diagnostics: [PluginDiagnostic] = []

    init(stack: LuaStack) {
        self.stack = stack
    }

    func note(_ path: [String], _ message: String) {
        diagnostics.append(PluginDiagnostic(path: path, message: message))
    }

    /// Calls `body` with each named field of the table at `slot` whose name is in `allowed`,
    /// the value's index on top. Anything else is noted: a value that is not a table, an entry
    /// without a name, an unknown name (with a suggestion, or `hint` when it has one).
    func fields(
        of slot: Int32, at path: [String], allowed: [String], what: String,
        hint: (String) -> String? = { _ in nil }, _ body: (String, Int32) -> Void
    ) {
        guard stack.type(at: slot) == .table else {
            note(path, "expected \(what) (got \(describe(slot)))")
            return
        }
        stack.forEachPair(in: slot) { key, valueIndex in
            guard case .name(let name) = key else {
                note(
                    path + [key.description], "unexpected entry (tokens have names: \(allowed.joined(separator: ", ")))"
                )
                return
            }
            guard allowed.contains(name) else {
                let advice =
                    Suggestion.closest(to: name, in: allowed).map { " (did you mean '\($0)'?)" }
                    ?? hint(name).map { " (\($0))" } ?? " (known: \(allowed.joined(separator: ", ")))"
                note(path + [name], "unknown token" + advice)
                return
            }
            body(name, valueIndex)
        }
    }

    /// A non-empty string, or nil (noted) when the value is anything else.
    func name(at slot: Int32, _ path: [String]) -> String? {
        guard let text = stack.string(at: slot), !text.isEmpty else {
            note(path, "expected a non-empty string (got \(describe(slot)))")
            return nil
        }
        return text
    }

    /// One of `choices` (a string), or nil (noted) when the value is anything else.
    func choice(at slot: Int32, _ path: [String], among choices: [String], what: String) -> String? {
        guard let text = stack.string(at: slot) else {
            note(path, "expected a \(what) name (got \(describe(slot)); one of \(choices.joined(separator: ", ")))")
            return nil
        }
        guard choices.contains(text) else {
            let suggestion = Suggestion.didYouMean(text, in: choices)
            note(path, "unknown \(what) \"\(text)\" (one of \(choices.joined(separator: ", ")))\(suggestion)")
            return nil
        }
        return text
    }

    /// A finite number in `range`, or nil (noted) when the value is anything else.
    func number(at slot: Int32, _ path: [String], in range: Range<Double>, what: String) -> Double? {
        guard let value = stack.number(at: slot), value.isFinite, range.contains(value) else {
            note(path, "expected \(what) (got \(describe(slot)))")
            return nil
        }
        return value
    }

    /// The value in words, for messages: `"abc"`, `12`, `a table`, `nil`.
    func describe(_ slot: Int32) -> String {
        OptionTable.describe(stack, slot)
    }
}
