/// The order of a `--shuffle` run: a Fisher–Yates shuffle driven by SplitMix64 from the seed, so
/// the same seed gives the same order on every machine and every Swift version (the standard
/// library's generators promise neither).
struct SeededShuffle {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// SplitMix64 (Steele, Lea, Flood 2014).
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    mutating func shuffle<Item>(_ items: inout [Item]) {
        guard items.count > 1 else { return }
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            let other = Int(next() % UInt64(index + 1))
            items.swapAt(index, other)
        }
    }
}
