/// Numbers at the edges: NaN, the infinities, zero of both signs, the tiny and the huge, and
/// ordinary values in a given range.
package enum HostileNumber {
    static let edges: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .ulpOfOne,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-300, 1e300, 1e18, -1e18, 0.5, 1, -1,
    ]

    /// Mostly a value in `typical`, sometimes just outside it, sometimes an edge.
    package static func double(_ random: inout FuzzRandom, typical: ClosedRange<Double>) -> Double {
        switch random.index(10) {
        case 0: return random.pick(edges)
        case 1:
            let span = max(typical.upperBound - typical.lowerBound, 1)
            return random.chance(0.5)
                ? typical.lowerBound - span * random.unit() : typical.upperBound + span * random.unit()
        case 2: return random.pick([typical.lowerBound, typical.upperBound])
        default: return random.double(in: typical)
        }
    }

    /// A finite value only (for inputs that the component promises to take as they are).
    package static func finite(_ random: inout FuzzRandom, typical: ClosedRange<Double>) -> Double {
        let value = double(&random, typical: typical)
        return value.isFinite ? value : typical.lowerBound
    }

    /// A count from 0 to `Int.max`: small ones, the edges of the badge (99, 100), and huge ones.
    package static func count(_ random: inout FuzzRandom) -> Int {
        switch random.index(8) {
        case 0: return 0
        case 1: return random.pick([1, 9, 10, 98, 99, 100, 101, 999, 1000, Int.max, Int.max - 1, Int(Int32.max)])
        case 2: return random.int(in: 0...Int.max)
        default: return random.int(in: 0...150)
        }
    }

    /// A duration to advance the clock: a frame, a sliver, a transition's length, a minute, a
    /// day, years; now and then a negative, NaN or infinite one (the clock refuses those).
    package static func duration(_ random: inout FuzzRandom) -> Double {
        switch random.index(12) {
        case 0: return random.pick([1e-9, 1e-6, .leastNonzeroMagnitude, 0])
        case 1:
            return random.pick([60, 3600, 86_400, 86_400 * 365, 1e9, 1e12, 1e15, 1e18, 1e300, .greatestFiniteMagnitude])
        case 2: return random.pick([-1, -.leastNonzeroMagnitude, .nan, .infinity, -.infinity])
        case 3, 4: return random.double(in: 0...2)
        default: return random.pick([0.016, 0.05, 0.1, 0.25, 0.35, 0.5, 1])
        }
    }
}
