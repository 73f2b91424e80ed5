/// `any.integer(lo, hi)`: one choice, the value's distance from `lo`, so every integer shrinks to
/// its lower bound, by halving and then a binary search (`Shrinker`): the smallest failing value
/// comes out exact.
///
/// Generating, a quarter of draws take an edge: the bounds and their neighbours, 0 and ±1, and the
/// places where a number gains a digit (9 and 10, 99 and 100, 999 and 1000…: a badge's "99+",
/// text that widens); a fifth take a value just above `lo`; the rest are uniform.
enum IntegerDraw {
    static func draw(_ draws: ChoiceDraws, from low: Int64, to high: Int64) throws -> Int64 {
        let span = UInt64(bitPattern: high &- low)
        let edges = Self.edges(from: low, to: high).map { UInt64(bitPattern: $0 &- low) }
        return low &+ Int64(bitPattern: try draws.draw(upTo: span, edges: edges))
    }

    /// The edges inside `low...high`.
    static func edges(from low: Int64, to high: Int64) -> [Int64] {
        var candidates: [Int64] = [low, high, 0, 1, -1]
        if low < .max { candidates.append(low + 1) }
        if high > .min { candidates.append(high - 1) }
        var power: Int64 = 10
        while power <= 1_000_000_000_000 {
            candidates += [power - 1, power, -power, 1 - power]
            power *= 10
        }
        var seen = Set<Int64>()
        return candidates.filter { (low...high).contains($0) && seen.insert($0).inserted }
    }
}
