import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// Snapshot file names from scenario and snapshot names: readable, safe on any file system, unique.
@Suite struct SnapshotNameTests {
    @Test func plainNamesKeepTheirWordsWithDashes() {
        #expect(SnapshotName.slug("badge rolls up") == "badge-rolls-up")
        #expect(SnapshotName.slug("expanded") == "expanded")
        #expect(SnapshotName.slug("after_scroll 2") == "after_scroll-2")
    }

    @Test func otherNamesGetAHashOfTheExactName() {
        let slug = SnapshotName.slug("Filters opens the sheet")
        #expect(slug.hasPrefix("filters-opens-the-sheet~"))
        #expect(slug.count == "filters-opens-the-sheet~".count + 8)
        #expect(SnapshotName.slug("a.b") == "a-b~" + SnapshotName.hash("a.b"))
        #expect(SnapshotName.slug("🎉") == "~" + SnapshotName.hash("🎉"))
    }

    @Test(arguments: [
        ("badge rolls", "badge-rolls"), ("Badge rolls", "badge rolls"), ("a  b", "a b"), ("a b", "a_b"),
        ("x/y", "x y"), ("café", "cafe"), (" a", "a"), ("collapsed-bar", "collapsed bar"),
    ])
    func namesThatLookAlikeStayApart(first: String, second: String) {
        #expect(SnapshotName.slug(first) != SnapshotName.slug(second))
    }

    @Test(arguments: [
        "../../etc/passwd", "a/b\\c:d*e?f\"g<h>i|j", ".hidden", "CON", String(repeating: "long name ", count: 40),
        "tab\there\nnewline",
    ])
    func slugsAreSafeFileNameParts(name: String) {
        let slug = SnapshotName.slug(name)
        #expect(!slug.isEmpty && slug.count <= 60)
        #expect(
            slug.utf8.allSatisfy {
                ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F || $0 == 0x2D || $0 == 0x7E
            })
        #expect(!slug.contains("."))
    }

    @Test func longNamesAreCutAndStayDistinct() {
        let base = String(repeating: "the header collapses ", count: 5)
        #expect(SnapshotName.slug(base + "one") != SnapshotName.slug(base + "two"))
        #expect(SnapshotName.slug(base + "one").count <= 60)
    }
}
