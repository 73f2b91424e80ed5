import MastheadLua
import MastheadRunning
import MastheadText

/// How an option's text becomes its value, and what the option takes, as its error says it:
/// `--jobs takes a whole number from 1 to 256 (got 0)`. The presets give every command the same
/// wording for the same kind of value.
struct ValueParser<Value>: Sendable {
    /// What the option takes: "a whole number from 1 to 256", "missing, all, never or failed".
    let expectation: String
    /// The texts the value can be, to suggest the nearest of (empty: any text).
    var candidates: [String] = []
    let parse: @Sendable (String) -> Value?

    /// The value of `text`, or a usage error naming the option, what it takes and the nearest candidate.
    func read(_ text: String, for option: String) throws(UsageError) -> Value {
        if let value = parse(text) { return value }
        throw UsageError("\(option) takes \(expectation) (got \(text.isEmpty ? "nothing" : text)\(nearest(to: text)))")
    }

    /// "; did you mean never?" when a candidate is close to `text`.
    func nearest(to text: String) -> String {
        Suggestion.closest(to: text, in: candidates).map { "; did you mean \($0)?" } ?? ""
    }
}

extension ValueParser where Value == String {
    /// Any text: a tag, a folder, a file.
    static var text: Self { Self(expectation: "a text") { $0 } }
}

extension ValueParser where Value == Int {
    /// A whole number in `range`.
    static func whole(_ range: ClosedRange<Int>) -> Self {
        let expectation: String
        switch (range.lowerBound, range.upperBound) {
        case (1, .max): expectation = "a positive whole number"
        case (let lower, .max): expectation = "a whole number ≥ \(lower)"
        case (let lower, let upper): expectation = "a whole number from \(lower) to \(upper)"
        }
        return Self(expectation: expectation) { text in Int(text).flatMap { range.contains($0) ? $0 : nil } }
    }
}

extension ValueParser where Value == UInt64 {
    /// A seed: any whole number a `UInt64` holds.
    static var seed: Self {
        Self(expectation: "a whole number from 0 to \(UInt64.max)") { UInt64($0) }
    }
}

extension ValueParser where Value == Double {
    /// Seconds: finite, and positive (or, with `allowingZero`, ≥ 0).
    static func seconds(allowingZero: Bool = false) -> Self {
        Self(expectation: allowingZero ? "seconds ≥ 0" : "a positive number of seconds") { text in
            Double(text).flatMap { $0.isFinite && ($0 > 0 || (allowingZero && $0 == 0)) ? $0 : nil }
        }
    }
}

extension ValueParser where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
    /// One of an enumeration's raw values: `missing, all, never or failed`.
    static var choice: Self {
        let names = Value.allCases.map(\.rawValue)
        return Self(expectation: ValueParser.alternatives(names), candidates: names) { Value(rawValue: $0) }
    }
}

extension ValueParser {
    /// "a, b, c or d".
    static func alternatives(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
