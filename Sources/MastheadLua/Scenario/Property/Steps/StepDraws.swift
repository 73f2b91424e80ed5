/// The draws every header's steps are made of (`HeaderBinding.drawStep`): which step, scroll offsets,
/// seconds, ids.
enum StepDraws {
    /// Which step, from `weights` (in percent, one per step, in the order of the step names):
    /// shrinks to the first.
    static func which(_ choices: ChoiceDraws, weights: [UInt64]) throws -> Int {
        Int(
            try choices.draw(upTo: UInt64(weights.count - 1)) { stream in
                var roll = stream.upTo(weights.reduce(0, +) - 1)
                for (index, weight) in weights.enumerated() {
                    if roll < weight { return UInt64(index) }
                    roll -= weight
                }
                return 0
            })
    }

    /// A scroll offset or distance in whole points, up to `farthest` either way: a sign, then
    /// the size, so it shrinks to 0. The collapse distance and its half come up often.
    static func offset(_ choices: ChoiceDraws, farthest: Int64, negative percent: UInt64) throws -> PropertyValue {
        let negative = try choices.flag(percent)
        let size = try choices.draw(upTo: UInt64(farthest), edges: [36, 72, 73, UInt64(farthest)])
        return .integer(negative ? -Int64(size) : Int64(size))
    }

    /// Seconds for `advance`, in hundredths up to three seconds (shrinks to 0): a spring's
    /// tenths, its settling, and a minute boundary's second come up often.
    static func seconds(_ choices: ChoiceDraws) throws -> PropertyValue {
        .float(Double(try choices.draw(upTo: 300, edges: [10, 25, 50, 100, 300])) / 100)
    }

    /// One of `ids`, the first the simplest.
    static func id(_ choices: ChoiceDraws, among ids: [String]) throws -> PropertyValue {
        .text(ids[Int(try choices.draw(upTo: UInt64(ids.count - 1)))])
    }

    static func step(_ name: String, _ arguments: PropertyValue...) -> PropertyValue {
        .list([.text(name)] + arguments)
    }
}
