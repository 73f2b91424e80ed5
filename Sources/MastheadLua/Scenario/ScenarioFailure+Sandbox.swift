import MastheadText

extension ScenarioFailure {
    /// The failure with a note when Lua's own words leave a newcomer guessing: a library the
    /// sandbox leaves out (`io.write` is "attempt to index a nil value (global 'io')"), `any`
    /// outside a property, or a misspelt `clock` function ("attempt to call a nil value (field
    /// 'nwo')", which names neither `clock` nor `now`). `source` is the scenario's file, whose
    /// failing line tells whose field it was.
    func notingSandbox(in source: ScenarioSource) -> ScenarioFailure {
        guard kind == .error, let note = Self.sandboxNote(message, line: failingLine(in: source)) else { return self }
        var failure = self
        failure.message += " (\(note))"
        return failure
    }

    /// What the sandbox offers instead of each global it leaves out.
    static let missingGlobals: [String: String] = [
        "io": "scenarios have no io: print(...) writes to the scenario's output",
        "os": "scenarios have no os: clock.now() and clock.date() read the virtual clock, math.random is seeded",
        "debug": "scenarios have no debug library",
        "package": "scenarios have no package library: require(\"name\") loads a helper from the suite",
        "dofile": "scenarios cannot load files by path: require(\"name\") loads a helper from the suite",
        "loadfile": "scenarios cannot load files by path: require(\"name\") loads a helper from the suite",
        "any": "any is the argument of a property's body: property(\"name\", function(any) ... end)",
    ]

    static func sandboxNote(_ message: String, line: String?) -> String? {
        if let global = quoted(after: "nil value (global '", in: message) { return missingGlobals[global] }
        guard let field = quoted(after: "attempt to call a nil value (field '", in: message),
            let line, line.contains("clock." + field)
        else { return nil }
        let names = ClockBinding.functions.map(\.0)
        let guess = Suggestion.closest(to: field, in: names).map { ": did you mean clock.\($0)?" } ?? ";"
        return "clock has no function '\(field)'\(guess) it has \(names.joined(separator: ", "))"
    }

    /// The name between `prefix` and the next quote.
    private static func quoted(after prefix: String, in message: String) -> String? {
        guard let start = message.firstRange(of: prefix)?.upperBound, let end = message[start...].firstIndex(of: "'")
        else { return nil }
        return String(message[start..<end])
    }

    /// The text of the line the failure is at, when it is in `source`.
    private func failingLine(in source: ScenarioSource) -> String? {
        guard let location, location.file == source.path || source.path.hasSuffix(location.file.drop { $0 == "." })
        else { return nil }
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.contains(location.line - 1) ? String(lines[location.line - 1]) : nil
    }
}
