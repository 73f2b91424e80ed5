/// Where one run of a property gets its choices, and the record of what it took.
///
/// Every generator, however complex (a list of step tables, a profile), is built from `draw`
/// calls, each a whole number from 0 to a maximum where 0 is the simplest. A run that generates
/// takes them from a seeded random stream, biased by each generator towards the edges that find
/// bugs; a run that replays takes them from a record: a remembered failure, or a simpler record
/// the shrinker proposes. Either way the choices the run used are recorded, with the spans the
/// generators marked (one per generated value, one per item of a collection), so the shrinker can
/// work on any generator without knowing it (`Shrinker`).
///
/// ```swift
/// let draws = ChoiceDraws(.replay([100]))
/// try IntegerDraw.draw(draws, from: 0, to: 5000)   // 100
/// draws.values                                     // [100]
/// ```
final class ChoiceDraws {
    enum Source {
        /// Generate: choices from the stream, edges first among equals.
        case random(PropertyRandom)
        /// Take these choices in turn; once they run out, the simplest (0).
        case replay([UInt64])
    }

    /// The most choices one run may take: a property that draws more is stopped with an error
    /// rather than left to fill memory (each generator's own bounds keep real ones far below).
    static let maximumChoices = 100_000

    private(set) var values: [UInt64] = []
    /// The choices that make up one generated value or collection item, for the shrinker to
    /// delete or simplify together.
    private(set) var spans: [Range<Int>] = []
    private var random: PropertyRandom?
    private let record: [UInt64]

    init(_ source: Source) {
        switch source {
        case .random(let stream):
            random = stream
            record = []
        case .replay(let choices):
            random = nil
            record = choices
        }
    }

    /// True while the run generates (the record it replays has no say).
    var isGenerating: Bool { random != nil }

    /// The next choice, in `0...maximum`. Generating, `propose` picks it from the stream (a
    /// uniform pick when nil); replaying, it is the record's next value, or 0 when the record has
    /// run out or holds a value this draw does not allow (the record was made by other code, or
    /// the shrinker moved things about).
    func draw(upTo maximum: UInt64, _ propose: ((inout PropertyRandom) -> UInt64)? = nil) throws -> UInt64 {
        guard values.count < Self.maximumChoices else { throw PropertyDrawError.tooManyChoices }
        let value: UInt64
        if var stream = random {
            value = min(propose?(&stream) ?? stream.upTo(maximum), maximum)
            random = stream
        } else if values.count < record.count, record[values.count] <= maximum {
            value = record[values.count]
        } else {
            value = 0
        }
        values.append(value)
        return value
    }

    /// A choice that favours `edges` (each a value in `0...maximum`) in a quarter of generated
    /// draws and small values in a fifth; the rest are uniform.
    func draw(upTo maximum: UInt64, edges: [UInt64]) throws -> UInt64 {
        try draw(upTo: maximum) { stream in
            let roll = stream.upTo(99)
            if roll < 25, !edges.isEmpty { return stream.pick(edges) }
            if roll < 45 { return stream.upTo(min(maximum, 16)) }
            return stream.upTo(maximum)
        }
    }

    /// A choice of 0 or 1 that, generating, is 1 `percent` times in a hundred.
    func flag(_ percent: UInt64) throws -> Bool {
        try draw(upTo: 1) { $0.chance(percent) ? 1 : 0 } == 1
    }

    /// A choice whose generated value is `forced` (recorded as if drawn): how a collection whose
    /// length was picked up front still leaves flags the shrinker can change.
    func forced(_ value: UInt64, upTo maximum: UInt64) throws -> UInt64 {
        try draw(upTo: maximum) { _ in value }
    }

    /// Marks the choices `body` draws as one span.
    func span<Value>(_ body: () throws -> Value) rethrows -> Value {
        let start = values.count
        let value = try body()
        if values.count > start { spans.append(start..<values.count) }
        return value
    }

    /// A collection of `minimum...maximum` items, each made by `item` (given its index), in the
    /// manner of Conjecture: before each item past the `minimum`th, a flag says whether another
    /// follows. An item's flag and choices form one span, so deleting the span removes the item
    /// and setting the flag to 0 ends the collection there. Generating, the length is picked first
    /// (`minimum` or `maximum` now and then, else up to 20 past `minimum`) and the flags follow
    /// it. Returns the number of items.
    func collection(minimum: Int, maximum: Int, _ item: (Int) throws -> Void) throws -> Int {
        let length: Int?
        if var stream = random {
            let roll = stream.upTo(99)
            let short = min(maximum, minimum + 20)
            length =
                roll < 12
                ? minimum : roll < 22 ? maximum : minimum + Int(stream.upTo(UInt64(short - minimum)))
            random = stream
        } else {
            length = nil
        }
        var count = 0
        while count < maximum {
            let start = values.count
            if count >= minimum {
                let more = try forced(length.map { count < $0 ? 1 : 0 } ?? 0, upTo: 1)
                if more == 0 { break }
            }
            try item(count)
            if values.count > start { spans.append(start..<values.count) }
            count += 1
        }
        return count
    }
}

/// Why a run could not take its choices.
enum PropertyDrawError: Error, CustomStringConvertible {
    case tooManyChoices

    var description: String {
        "the property drew more than \(ChoiceDraws.maximumChoices) choices in one run (a list or text too long?)"
    }
}
