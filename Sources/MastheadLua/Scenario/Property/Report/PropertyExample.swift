import MastheadText

/// Where a worker finds the failing cases properties remembered (the runner reads
/// `.masthead/examples/`).
package protocol PropertyExampleSource: Sendable {
    /// The record of choices remembered for the property `property` of `file`, if any.
    func remembered(file: String, property: String) -> [UInt64]?
}

/// A remembered failing case: the record of choices of a property's shrunk failure, as the text
/// of its file under `.masthead/examples/`. The next run replays it before drawing anything new,
/// so a failure found once fails again at once until it is fixed.
///
/// ```
/// # masthead: a failing case of a property, tried first by the next run (docs/scenarios.md)
/// file "Scenarios/properties/badge.lua"
/// property "the badge shows at most two characters"
/// seed 1234
/// choices 100 0 3
/// ```
package struct PropertyExample: Sendable, Equatable {
    package var file: String
    package var property: String
    package var seed: UInt64
    package var choices: [UInt64]

    package init(file: String, property: String, seed: UInt64, choices: [UInt64]) {
        self.file = file
        self.property = property
        self.seed = seed
        self.choices = choices
    }

    static let heading = "# masthead: a failing case of a property, tried first by the next run (docs/scenarios.md)"

    package var text: String {
        [
            Self.heading, "file \(LuaLiteral.string(file))", "property \(LuaLiteral.string(property))",
            "seed \(seed)", "choices " + choices.map(String.init).joined(separator: " "),
        ].joined(separator: "\n") + "\n"
    }

    /// The choices of the case `text` holds for the property `property` of `file`; nil when it
    /// is another's (two names can share a file name), or not such a file at all (from another
    /// version, or edited into something else): it is then ignored, and replaced by the next
    /// failure.
    package static func choices(in text: String, file: String, property: String) -> [UInt64]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 5, lines[0] == heading, lines[1] == "file \(LuaLiteral.string(file))",
            lines[2] == "property \(LuaLiteral.string(property))", lines[3].hasPrefix("seed "),
            lines[4].hasPrefix("choices ")
        else { return nil }
        let choices = lines[4].dropFirst("choices ".count).split(separator: " ").map { UInt64($0) }
        guard !choices.contains(nil) else { return nil }
        return choices.compactMap { $0 }
    }
}
