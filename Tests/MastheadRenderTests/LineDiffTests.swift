import Testing

@testable import MastheadRender

/// Unified line diffs of renderings, and the bounds that keep them quick on hostile input.
@Suite struct LineDiffTests {
    @Test func aChangedLineIsShownWithItsContext() {
        let expected = "title  Reading\ndate_line  Friday\nbadge  3\nbell\nsearch"
        let actual = "title  Reading\ndate_line  Friday\nbadge  4\nbell\nsearch"
        #expect(
            LineDiff.render(expected: expected, actual: actual)
                == "--- expected\n+++ actual\n@@ -1,5 +1,5 @@\n title  Reading\n date_line  Friday\n-badge  3\n+badge  4\n bell\n search"
        )
        #expect(LineDiff.render(expected: expected, actual: expected) == "")
    }

    @Test func distantChangesMakeHunksNumberedFromTheirFirstLine() {
        let expected = (1...20).map { "line \($0)" }
        var actual = expected
        actual[2] = "changed 3"
        actual.insert("new after 15", at: 15)
        #expect(
            LineDiff.render(expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n"))
                == """
                --- expected
                +++ actual
                @@ -1,5 +1,5 @@
                 line 1
                 line 2
                -line 3
                +changed 3
                 line 4
                 line 5
                @@ -14,4 +14,5 @@
                 line 14
                 line 15
                +new after 15
                 line 16
                 line 17
                """)
    }

    @Test func repeatedLinesAreMatchedAsAnyOtherLine() {
        let changes = LineDiff.changes(expected: ["a", "b", "a", "b"], actual: ["b", "a", "b", "a"])
        #expect(changes.filter { if case .same = $0 { true } else { false } }.count == 3)
    }

    @Test func pastThePairBoundTheMiddleIsRemovedThenAdded() {
        let expected = (0..<2_001).map { "a\($0)" }
        let actual = (0..<2_001).map { "b\($0)" }
        let changes = LineDiff.changes(expected: expected, actual: actual)
        #expect(changes == expected.map { .removed($0) } + actual.map { .added($0) })
    }

    /// 1,500 lines of a kilobyte and a half, half of them shared: within the pair bound, but
    /// past the byte bound, so the middle is shown removed then added rather than compared.
    @Test func pastTheByteBoundTheMiddleIsRemovedThenAdded() {
        let prefix = String(repeating: "p", count: 1_500)
        let expected = (0..<1_500).map { prefix + ($0 % 2 == 0 ? "shared \($0)" : "a\($0)") }
        let actual = (0..<1_500).map { prefix + ($0 % 2 == 0 ? "shared \($0)" : "b\($0)") }
        #expect(1_500 * 1_500 <= LineDiff.maximumPairs)
        let changes = LineDiff.changes(expected: ["x"] + expected + ["y"], actual: ["z"] + actual + ["y"])
        #expect(
            changes
                == (["x"] + expected).map { .removed($0) } + (["z"] + actual).map { .added($0) } + [.same("y")])
        let small = LineDiff.changes(expected: Array(expected.prefix(100)), actual: Array(actual.prefix(100)))
        #expect(small.filter { if case .same = $0 { true } else { false } }.count == 50)
    }
}
