/// A unified line diff of two renderings, as failures and snapshot mismatches show it:
///
/// ```
/// --- expected
/// +++ actual
/// @@ -2,3 +2,3 @@
///  date_line  Friday, October 23
/// -badge      3
/// +badge      4
/// ```
package enum LineDiff {
    package enum Change: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The line-by-line changes from `expected` to `actual` (a longest common subsequence).
    ///
    /// Swift work is not interrupted by the time limit, so the work is bounded: past
    /// `maximumPairs` compared line pairs or `maximumBytes` of differing lines, the middle is
    /// shown as removed, then added (linear in the text). Lines are compared by number, each
    /// distinct line hashed once: 2,000 long lines that share their first kilobytes took
    /// seconds to compare pair by pair.
    package static func changes(expected: [String], actual: [String]) -> [Change] {
        // Trim the common head and tail first: renderings usually differ in a few lines.
        var head = 0
        while head < expected.count, head < actual.count, expected[head] == actual[head] { head += 1 }
        var tail = 0
        while tail < expected.count - head, tail < actual.count - head,
            expected[expected.count - 1 - tail] == actual[actual.count - 1 - tail]
        {
            tail += 1
        }
        let a = Array(expected[head..<(expected.count - tail)])
        let b = Array(actual[head..<(actual.count - tail)])
        let bytes = (a + b).reduce(0) { $0 + $1.utf8.count }
        let middle: [Change]
        if a.count * b.count > maximumPairs || bytes > maximumBytes {
            middle = a.map { .removed($0) } + b.map { .added($0) }
        } else {
            middle = lcsChanges(a, b)
        }
        return expected[..<head].map { .same($0) } + middle
            + expected[(expected.count - tail)...].map { .same($0) }
    }

    /// The most line pairs the longest common subsequence compares (a 2,000 × 2,000 diff).
    package static let maximumPairs = 4_000_000
    /// The most bytes of differing lines it compares.
    package static let maximumBytes = 4 << 20

    private static func lcsChanges(_ a: [String], _ b: [String]) -> [Change] {
        var numbers: [String: Int32] = [:]
        func number(_ line: String) -> Int32 {
            if let known = numbers[line] { return known }
            numbers[line] = Int32(numbers.count)
            return Int32(numbers.count - 1)
        }
        let x = a.map(number)
        let y = b.map(number)
        let n = x.count
        let m = y.count
        let width = m + 1
        // lengths[i * width + j]: the longest common subsequence of x[i...] and y[j...].
        var lengths = [Int32](repeating: 0, count: (n + 1) * width)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    x[i] == y[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var changes: [Change] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, x[i] == y[j] {
                changes.append(.same(a[i]))
                i += 1
                j += 1
            } else if i < n, j == m || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                changes.append(.removed(a[i]))
                i += 1
            } else {
                changes.append(.added(b[j]))
                j += 1
            }
        }
        return changes
    }

    /// The unified diff with `context` unchanged lines around each change; "" when equal.
    package static func render(expected: String, actual: String, context: Int = 2) -> String {
        let changes = changes(expected: lines(expected), actual: lines(actual))
        guard changes.contains(where: { if case .same = $0 { return false } else { return true } }) else { return "" }
        var output = ["--- expected", "+++ actual"]
        for hunk in hunks(changes, context: context) {
            output.append(hunk.header)
            output.append(contentsOf: hunk.lines)
        }
        return output.joined(separator: "\n")
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private struct Hunk {
        var header: String
        var lines: [String]
    }

    private static func hunks(_ changes: [Change], context: Int) -> [Hunk] {
        let changed = changes.indices.filter { if case .same = changes[$0] { return false } else { return true } }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(changes.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        // Line numbers before each change, counted once (not again for every hunk).
        var before: [(old: Int, new: Int)] = []
        before.reserveCapacity(changes.count)
        var position = (old: 1, new: 1)
        for change in changes {
            before.append(position)
            switch change {
            case .same:
                position.old += 1
                position.new += 1
            case .removed: position.old += 1
            case .added: position.new += 1
            }
        }
        return ranges.map { range in
            let start = before[range.lowerBound]
            var oldCount = 0
            var newCount = 0
            var lines: [String] = []
            for change in changes[range] {
                switch change {
                case .same(let line):
                    lines.append(" " + line)
                    oldCount += 1
                    newCount += 1
                case .removed(let line):
                    lines.append("-" + line)
                    oldCount += 1
                case .added(let line):
                    lines.append("+" + line)
                    newCount += 1
                }
            }
            return Hunk(header: "@@ -\(start.old),\(oldCount) +\(start.new),\(newCount) @@", lines: lines)
        }
    }
}
