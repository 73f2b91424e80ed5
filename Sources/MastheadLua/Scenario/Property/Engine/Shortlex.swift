/// The order property runs are compared in, as Hypothesis's Conjecture engine compares them: a
/// run's record of choices is simpler than another's when it is shorter, or as long and smaller
/// at the first place they differ. Every choice is a whole number where 0 is the simplest (the
/// lower bound, the first item, `false`, a list that stops here), so a simpler record draws
/// simpler values, and shrinking, which only ever moves to a simpler record, always ends.
enum Shortlex {
    static func precedes(_ first: [UInt64], _ second: [UInt64]) -> Bool {
        if first.count != second.count { return first.count < second.count }
        for (a, b) in zip(first, second) where a != b { return a < b }
        return false
    }
}
