import MastheadCore

/// The order of a `--shuffle` run: a Fisher–Yates shuffle driven by `SplitMix64` from the seed,
/// written out here (rather than `shuffle(using:)`, whose algorithm may change between Swift
/// versions) so that one seed gives one order on every machine.
package struct SeededShuffle {
    private var generator: SplitMix64

    package init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    package mutating func next() -> UInt64 { generator.next() }

    mutating func shuffle<Item>(_ items: inout [Item]) {
        guard items.count > 1 else { return }
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            let other = Int(next() % UInt64(index + 1))
            items.swapAt(index, other)
        }
    }
}
