import MastheadCore

/// The random numbers a property draws from while it generates runs: SplitMix64 (whose sequence
/// its seed fixes on every machine and toolchain), one stream per run, derived from the seed, the
/// run's number and the property's name, so a run's values depend on nothing else.
struct PropertyRandom {
    private var generator: SplitMix64

    init(seed: UInt64, run: Int, property: String) {
        var mixer = SplitMix64(seed: seed ^ FNV1a.hash(property) ^ (UInt64(run) &* 0x9E37_79B9_7F4A_7C15))
        generator = SplitMix64(seed: mixer.next())
    }

    /// A uniform number in `0...maximum`, without modulo bias (the standard library's
    /// `random(in:)` promises no fixed algorithm).
    mutating func upTo(_ maximum: UInt64) -> UInt64 {
        if maximum == .max { return generator.next() }
        let bound = maximum + 1
        let threshold = (0 &- bound) % bound
        while true {
            let value = generator.next()
            if value >= threshold { return value % bound }
        }
    }

    /// True `percent` times in a hundred.
    mutating func chance(_ percent: UInt64) -> Bool { upTo(99) < percent }

    mutating func pick<Item>(_ items: [Item]) -> Item { items[Int(upTo(UInt64(items.count - 1)))] }

    /// A property's seed when its options give none: from the run's seed (`--seed`, 0 without
    /// it), its file's name and its own name. So a property draws the same cases on every run and
    /// machine, whatever the order, the jobs, the files selected, the folder the suite is checked
    /// out in and the way its path is spelt; another `--seed` draws others. At most `UInt32.max`,
    /// so it can be written as the property's own `seed` option.
    static func propertySeed(run seed: UInt64, file: String, property: String) -> UInt64 {
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        var mixer = SplitMix64(seed: seed ^ FNV1a.hash(fileName + " › " + property))
        return mixer.next() >> 32
    }

}
