import MastheadCore
import Testing

@testable import MastheadRender

/// The text rendering in between: cells show the heaviest look and the nearest figures; element
/// lines say what moves them.
@Suite struct TextMotionTests {
    @Test func aRollingBadgeShowsTheFiguresNearestTheirPlace() {
        let early = TextRendering(HeaderFixtures.inBetween(at: 0.1, HeaderFixtures.count("4")))
        #expect(early.rows(containing: "(3)").count == 1)
        #expect(early.line("badge")?.hasSuffix(#"motion=snappy 0.388  roll "3"→"4" up"#) == true)
        let late = TextRendering(HeaderFixtures.inBetween(at: 0.3, HeaderFixtures.count("4")))
        #expect(late.rows(containing: "(4)").count == 1)
    }

    @Test func aCrossFadeShowsTheHeavierLookAndSaysWhatItFadesFrom() {
        let change: (inout RenderTree) -> Void = { $0.update("date_line") { $0.text = "Offline" } }
        let early = TextRendering(HeaderFixtures.inBetween(at: 0.05, change))
        #expect(early.rows(containing: "Friday, October 23").count == 1)
        #expect(early.line("date_line")?.contains(#""Offline""#) == true)
        #expect(early.line("date_line")?.contains(#"fade 0.138 from "Friday, October 23""#) == true)
        let late = TextRendering(HeaderFixtures.inBetween(at: 0.2, change))
        #expect(late.rows(containing: "Offline").count == 1)
        #expect(late.rows(containing: "Friday").isEmpty)
    }

    @Test func underReduceMotionTheLineGivesWhereTheOldLookStays() {
        let moved = TextRendering(
            HeaderFixtures.inBetween(at: 0.1, reduceMotion: true) { tree in
                tree.update("bell") { $0.frame = $0.frame.offsetBy(dx: -40) }
            })
        let line = moved.line("bell")!
        #expect(line.contains("motion=fade 0.5  fade 0.5 from 289,12 40×40"))
    }

    @Test func aLeavingElementSaysSo() {
        let gone = TextRendering(
            HeaderFixtures.inBetween(at: 0.1) { tree in
                tree.replaceElements(tree.elements.filter { $0.id != "badge" })
            })
        #expect(gone.line("badge")?.hasSuffix("leaving") == true)
    }
}
