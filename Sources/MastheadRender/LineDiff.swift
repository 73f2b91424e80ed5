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
public enum LineDiff {
    public enum Change: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The line-by-line changes from `expected` to `actual` (a longest common subsequence).
    public static func changes(expected: [String], actual: [String]) -> [Change] {
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
        var middle: [Change] = []
        if a.count * b.count > 4_000_000 {
            middle = a.map { .removed($0) } + b.map { .added($0) }
        } else {
            middle = lcsChanges(a, b)
        }
        return expected[..<head].map { .same($0) } + middle
            + expected[(expected.count - tail)...].map { .same($0) }
    }

    private static func lcsChanges(_ a: [String], _ b: [String]) -> [Change] {
        let n = a.count
        let m = b.count
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var changes: [Change] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                changes.append(.same(a[i]))
                i += 1
                j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
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
    public static func render(expected: String, actual: String, context: Int = 2) -> String {
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
        return ranges.map { range in
            var oldStart = 1
            var newStart = 1
            for change in changes[..<range.lowerBound] {
                switch change {
                case .same:
                    oldStart += 1
                    newStart += 1
                case .removed: oldStart += 1
                case .added: newStart += 1
                }
            }
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
            return Hunk(header: "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@", lines: lines)
        }
    }
}
