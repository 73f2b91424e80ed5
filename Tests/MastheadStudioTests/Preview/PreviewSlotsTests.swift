import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// Pages cut into slots: the changed slots of two pages alike but for them, nil when more changed.
@Suite struct PreviewSlotsTests {
    static func page(_ picture: String, verdict: String = "passes", themes: String = "") -> String {
        "<header><p class=\"totals\" data-slot=\"totals\">1 theme</p></header>\n<main>\(themes)"
            + "<p data-slot=\"verdict:a\">\(verdict)</p>\n"
            + "<figure data-slot=\"picture:a|x\"><div><img src=\"\(picture)\" /></div><p>cap</p></figure>\n"
            + "<figure data-slot=\"picture:a|y\"><div>same</div></figure>\n</main>"
    }

    @Test func aPageIsCutAtItsSlots() {
        let slots = PreviewSlots(Self.page("one"))
        #expect(slots.slots.map(\.name) == ["totals", "verdict:a", "picture:a|x", "picture:a|y"])
        #expect(
            slots.slots[2].html == "<figure data-slot=\"picture:a|x\"><div><img src=\"one\" /></div><p>cap</p></figure>"
        )
        #expect(slots.skeleton.contains("<main>\u{1}verdict:a\u{1}\n\u{1}picture:a|x\u{1}"))
    }

    @Test func onlyTheChangedSlotsArePushed() throws {
        let before = PreviewSlots(Self.page("one"))
        let changes = try #require(before.changes(to: PreviewSlots(Self.page("two", verdict: "fails"))))
        #expect(changes.map(\.name) == ["verdict:a", "picture:a|x"])
        #expect(changes[1].html.contains("two"))
        #expect(before.changes(to: before)?.isEmpty == true)
        #expect(before.changes(to: PreviewSlots(Self.page("one", themes: "<section>new</section>"))) == nil)
        #expect(before.firstDifference(from: before) == nil)
    }
}
