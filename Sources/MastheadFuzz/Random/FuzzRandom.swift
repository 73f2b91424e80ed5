/// The fuzzers' random numbers: xoshiro256** seeded through SplitMix64, written here so that a
/// seed means the same sequence on every machine and every toolchain (the standard library's
/// generators and `random(in:)` algorithms promise neither).
package struct FuzzRandom {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    package init(seed: UInt64) {
        var mixer = SplitMix64(seed)
        state = (mixer.next(), mixer.next(), mixer.next(), mixer.next())
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        let result = Self.rotate(state.1 &* 5, 7) &* 9
        let shifted = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= shifted
        state.3 = Self.rotate(state.3, 45)
        return result
    }

    /// A uniform number in `0..<bound` (bound > 0), without modulo bias.
    package mutating func below(_ bound: UInt64) -> UInt64 {
        precondition(bound > 0, "below(0)")
        let threshold = (0 &- bound) % bound
        while true {
            let value = next()
            if value >= threshold { return value % bound }
        }
    }

    /// A uniform index in `0..<count`.
    package mutating func index(_ count: Int) -> Int { Int(below(UInt64(count))) }

    /// A uniform integer in `range`, the whole of `Int` included.
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        let offset = span == 0 ? next() : below(span)
        return range.lowerBound &+ Int(bitPattern: UInt(offset))
    }

    /// A uniform number in [0, 1).
    package mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// A uniform number in `range`.
    package mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// True with probability `probability`.
    package mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    package mutating func pick<Item>(_ items: [Item]) -> Item { items[index(items.count)] }

    /// Picks by weight: `[(3, a), (1, b)]` gives a three times in four.
    package mutating func weighted<Item>(_ choices: [(Int, Item)]) -> Item {
        var roll = index(choices.reduce(0) { $0 + $1.0 })
        for (weight, item) in choices {
            if roll < weight { return item }
            roll -= weight
        }
        return choices[choices.count - 1].1
    }

    /// A derived generator for sub-task `index` (case 17 of a run), independent of how many
    /// numbers the earlier sub-tasks drew.
    package static func derived(seed: UInt64, index: UInt64) -> FuzzRandom {
        var mixer = SplitMix64(seed ^ (index &* 0x9E37_79B9_7F4A_7C15))
        return FuzzRandom(seed: mixer.next())
    }

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }
}

/// SplitMix64: spreads one seed into well-mixed words (xoshiro's recommended seeding).
struct SplitMix64 {
    private var state: UInt64

    init(_ seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
