import MastheadCore
import Testing

@testable import MastheadRunner

/// The elements a failed snapshot changed, read from the element lines of two text renderings
/// (`masthead render greeting` at rest with 3 unread, and half folded with 12).
@Suite struct SnapshotDifferenceTests {
    static let header = "greeting  393×145  default light\n┌──┐\n│  │\n└──┘\n\n"
    static let rest =
        header + """
            date_line               text          0,12 221.125×20  "Friday, October 23"  SF Pro 15 regular subhead  color=textSecondary  [static_text]
            compact_greeting        text          hidden
            bell                    button        289.125,4 36×36  symbol=bell  color=textPrimary fill=fill  [button]
            badge                   badge         311.125,2 19.636×18  "3"  SF Pro 12 regular caption  color=accentOn fill=accent ring=bg
            avatar                  avatar        351,2 40×40  "ML"  SF Pro 15 semibold subhead  color=textSecondary fill=fill ring=separator  [button]
            greeting                text          0,52 393×37  "Good morning, Maya"  SF Pro 30 semibold display  color=textPrimary  [header]

            """
    static let folded =
        header + """
            date_line               text          hidden
            compact_greeting        text          0,11 221.125×22  opacity=0.2  "Good morning, Maya"  SF Pro 17 semibold headline  color=textPrimary  [header]
            bell                    button        289.125,4 36×36  symbol=bell  color=textPrimary fill=fill  [button]
            badge                   badge         311.125,2 24.835×18  "12"  SF Pro 12 regular caption  color=accentOn fill=accent ring=bg
            avatar                  avatar        353,4 36×36  "ML"  SF Pro 14.4 semibold subhead  color=textSecondary fill=fill ring=separator  [button]
            search_button           button        237.125,4 36×36  opacity=0.5  symbol=magnifyingglass  color=textPrimary fill=fill  [button]

            """

    @Test func theChangedElementsWithWhatChangedAndBothFrames() {
        let changes = SnapshotDifference(reference: Self.rest, new: Self.folded).changes
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
        #expect(SnapshotDifference(reference: Self.rest, new: Self.rest).changes.isEmpty)
        #expect(SnapshotDifference(reference: "", new: Self.rest).changes.allSatisfy { $0.aspects == [.added] })
    }

    @Test func coloursTraitsAndMotionAreTheirOwnAspects() {
        let line =
            "bell                    button        289.125,4 36×36  symbol=bell  color=textPrimary fill=fill  [button]"
        let changed =
            Self.header + line.replacing("fill=fill  [button]", with: "fill=accent  [button, selected]")
            + "  motion=snappy 0.5\n"
        let change = SnapshotDifference(reference: Self.header + line + "\n", new: changed).changes
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
