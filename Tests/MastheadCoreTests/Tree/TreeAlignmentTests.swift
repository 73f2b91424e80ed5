import Testing

@testable import MastheadCore

/// The runs of ids two trees share at their start and end, and the index a tree edits from the
/// last one's with them.
@Suite struct TreeAlignmentTests {
    static func elements(_ ids: [String]) -> [Element] {
        ids.enumerated().map { MotionFixtures.box($1, x: Double($0) * 50) }
    }

    static func tree(_ ids: [String], after previous: RenderTree? = nil) -> RenderTree {
        RenderTree(
            component: "test", size: HeaderSize(width: 393, height: 100), ground: .bg, elements: elements(ids),
            theme: .standard, appearance: .light, indexedLike: previous)
    }

    @Test func anInsertionLeavesRunsBeforeAndAfterIt() {
        let runs = TreeAlignment(
            Self.elements(["a", "b", "c", "d", "e"]), Self.elements(["a", "b", "x", "c", "d", "e"]), idsAreUnique: true)
        #expect(runs.start == 2 && runs.end == 3)
        #expect(runs.newMiddle == 2..<3 && runs.oldMiddle == 2..<2)
        #expect([0, 1, 2, 3, 5].map(runs.oldIndex(ofNew:)) == [0, 1, nil, 2, 4])
        #expect((0..<5).allSatisfy(runs.isInRun(old:)))
    }

    @Test func runsDoNotOverlap() {
        let runs = TreeAlignment(Self.elements(["a", "b"]), Self.elements(["a", "b", "b"]), idsAreUnique: true)
        #expect(runs.start == 2 && runs.end == 0)
        #expect(runs.newMiddle == 2..<3)
    }

    @Test func repeatedIDsLeaveNoRuns() {
        let runs = TreeAlignment(Self.elements(["a", "b"]), Self.elements(["a", "a", "b"]), idsAreUnique: false)
        #expect(runs.start == 0 && runs.end == 0)
        #expect(runs.oldIndex(ofNew: 0) == nil)
    }

    /// Each edit gives the index a full one would: every id at its position, the first element
    /// with a repeated id winning.
    @Test(arguments: [
        ["a", "b", "x", "c", "d", "e", "f", "g", "h"], // one in
        ["a", "b", "d", "e", "f", "g", "h"], // one out
        ["a", "b", "y", "d", "e", "f", "g", "h"], // one replaced
        ["a", "b", "c", "a", "e", "f", "g", "h"], // a repeated id
        ["h", "g", "f", "e", "d", "c", "b", "a"], // everything moved
        ["a", "b", "c"], // most of it gone
    ])
    func theEditedIndexIsTheFullOne(ids: [String]) {
        let previous = Self.tree(["a", "b", "c", "d", "e", "f", "g", "h"])
        let edited = Self.tree(ids, after: previous)
        let full = Self.tree(ids)
        for id in Set(ids + ["c", "x", "zz"]) {
            #expect(edited[id]?.frame == full[id]?.frame, "\(id)")
        }
        #expect(edited.hasUniqueIDs == full.hasUniqueIDs)
        #expect(edited == full)
    }
}
