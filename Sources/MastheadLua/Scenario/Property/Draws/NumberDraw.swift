/// `any.number(lo, hi)`: a float in `lo...hi` from one choice: how many steps of 2⁻ᵇ it lies above
/// `lo`, with b as many bits as the width leaves in 63 (53 for any width up to 1,024: every double
/// in [0, 1) a step). The value grows with the choice, so it shrinks to `lo` and the binary search
/// ends on the exact boundary: a rule that fails from 0.5 up ends at 0.5.
///
/// Generating, a quarter of draws take an edge (the bounds, 0 and 1, the middle), a quarter a
/// whole number of points, the rest are uniform.
enum NumberDraw {
    static func draw(_ draws: ChoiceDraws, from low: Double, to high: Double) throws -> Double {
        let width = high - low
        let wholeBits = width < 1 ? 1 : width < 0x1p62 ? Int(width.rounded(.up)).bitWidthNeeded : 63
        let bits = UInt64(max(0, min(53, 63 - wholeBits)))
        let maximum = bits == 0 ? UInt64.max : UInt64(width * Double(UInt64(1) << bits))
        func value(_ step: UInt64) -> Double {
            guard bits > 0 else {
                // Spread over a range too wide for steps (wider than Double's largest, even).
                let share = Double(step) / Double(UInt64.max)
                return min(high, max(low, low * (1 - share) + high * share))
            }
            let whole = Double(step >> bits)
            let fraction = Double(step & ((1 << bits) - 1)) / Double(UInt64(1) << bits)
            return min(high, low + whole + fraction)
        }
        let edges =
            bits == 0
            ? [0, maximum, maximum / 2]
            : [low, high, 0, 1, low + width / 2].compactMap { edge -> UInt64? in
                guard edge >= low, edge <= high else { return nil }
                return min(maximum, UInt64((edge - low) * Double(UInt64(1) << bits)))
            }
        let step = try draws.draw(upTo: maximum) { stream in
            let roll = stream.upTo(99)
            if roll < 25 { return stream.pick(edges) }
            if roll < 50, bits > 0 { return stream.upTo(maximum >> bits) << bits }
            return stream.upTo(maximum)
        }
        return value(step)
    }
}

extension Int {
    /// The bits needed to write the (non-negative) number: 1 for 0 and 1, 10 for 1,000.
    fileprivate var bitWidthNeeded: Int { Swift.max(1, Int.bitWidth - leadingZeroBitCount) }
}
