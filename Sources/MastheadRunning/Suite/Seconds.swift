/// Seconds as the timings file and the JUnit report write them: to the microsecond. A scenario
/// takes a third of a millisecond or so, so milliseconds (or tenths of them) recorded most as 0,
/// and shards balanced on zeros come out lopsided.
package enum Seconds {
    static let decimals = 6

    /// "0.000347", "2.000000": always six decimals (the timings file, whose lines then align).
    static func fixed(_ seconds: Double) -> String {
        let (whole, fraction) = parts(seconds)
        let digits = String(fraction)
        return "\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
    }

    /// "0.000347", "1.5", "0": at most six decimals, no trailing zeros (JUnit's `time`).
    package static func trimmed(_ seconds: Double) -> String {
        let (whole, fraction) = parts(seconds)
        guard fraction > 0 else { return String(whole) }
        var text = fixed(seconds)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// Whole seconds and millionths, of a duration that is never negative or infinite.
    private static func parts(_ seconds: Double) -> (whole: Int64, fraction: Int64) {
        let micro = seconds.isFinite && seconds > 0 ? Int64((min(seconds, 1e12) * 1e6).rounded()) : 0
        return (micro / 1_000_000, micro % 1_000_000)
    }
}
