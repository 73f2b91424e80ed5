import MastheadCore
import RunnerTestSupport
import Testing

@testable import MastheadRunning

/// The elements a failed snapshot changed, read from the element lines of two text renderings
/// (`masthead render greeting` at rest with 3 unread, and half folded with 12).
@Suite struct SnapshotDifferenceTests {
    @Test func theChangedElementsWithWhatChangedAndBothFrames() {
        let changes = SnapshotDifference(reference: SnapshotTextFixture.rest, new: SnapshotTextFixture.folded).changes
        #expect(changes.map(\.id) == ["date_line", "compact_greeting", "badge", "avatar", "search_button", "greeting"])
        let byID = Dictionary(uniqueKeysWithValues: changes.map { ($0.id, $0) })
        #expect(byID["date_line"]?.aspects == [.hidden])
        #expect(byID["date_line"]?.new == nil)
        #expect(byID["compact_greeting"]?.aspects == [.shown])
        #expect(byID["badge"]?.aspects == [.frame, .text])
        #expect(byID["badge"]?.reference == HeaderRect(x: 311.125, y: 2, width: 19.636, height: 18))
        #expect(byID["badge"]?.new == HeaderRect(x: 311.125, y: 2, width: 24.835, height: 18))
        #expect(byID["avatar"]?.aspects == [.frame, .font])
        #expect(byID["search_button"]?.aspects == [.added])
        #expect(byID["greeting"]?.aspects == [.removed])
        #expect(byID["greeting"]?.reference == HeaderRect(x: 0, y: 52, width: 393, height: 37))
    }

    @Test func theSameRenderingChangesNothing() {
        #expect(SnapshotDifference(reference: SnapshotTextFixture.rest, new: SnapshotTextFixture.rest).changes.isEmpty)
        #expect(
            SnapshotDifference(reference: "", new: SnapshotTextFixture.rest).changes.allSatisfy {
                $0.aspects == [.added]
            })
    }

    @Test func coloursTraitsAndMotionAreTheirOwnAspects() {
        let line =
            "bell                    button        289.125,4 36×36  symbol=bell  color=textPrimary fill=fill  [button]"
        let changed =
            SnapshotTextFixture.header + line.replacing("fill=fill  [button]", with: "fill=accent  [button, selected]")
            + "  motion=snappy 0.5\n"
        let change = SnapshotDifference(reference: SnapshotTextFixture.header + line + "\n", new: changed).changes
        #expect(change.map(\.aspects) == [[.colour, .traits, .motion]])
    }

    @Test func twoSpacesInsideQuotesDoNotCutAPart() {
        let parts = ElementLine.split(
            #"greeting                text          0,52 393×37  "a  \"b  c"  SF Pro 30 semibold display"#)
        #expect(parts == ["greeting", "text", "0,52 393×37", #""a  \"b  c""#, "SF Pro 30 semibold display"])
        #expect(ElementLine.frame("0,52 393×37") == HeaderRect(x: 0, y: 52, width: 393, height: 37))
        #expect(ElementLine.frame("hidden") == nil)
    }
}
