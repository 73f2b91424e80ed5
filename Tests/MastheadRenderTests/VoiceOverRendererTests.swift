import MastheadCore
import Testing

@testable import MastheadRender

@Suite("VoiceOverRenderer")
struct VoiceOverRendererTests {
    @Test func expandedGreetingReadsTheLargeGreetingAsHeading() {
        #expect(
            VoiceOverRenderer.lines(HeaderFixtures.greeting()) == [
                "Friday, October 23", "Notifications, 3 unread, Button", "Profile, Maya Lin, Button",
                "Good morning, Maya, Heading", "Search, Search Field",
            ])
    }

    @Test func collapsedGreetingReadsOnlyTheVisibleGreeting() {
        let lines = VoiceOverRenderer.lines(HeaderFixtures.greeting(.collapsed))
        #expect(lines.filter { $0.hasSuffix("Heading") } == ["Good morning, Maya, Heading"])
        #expect(lines.contains("Search, Button"))
        #expect(!lines.contains("Search, Search Field"))
        #expect(!lines.contains("Friday, October 23"))
    }

    @Test func scopesReadSelectedFirstAndChipsTheirHint() {
        let lines = VoiceOverRenderer.lines(HeaderFixtures.scope())
        #expect(lines.first == "Reading, Heading")
        #expect(lines.contains("Selected, For you, 4 new, Button"))
        #expect(lines.contains("Following, Button"))
        #expect(lines.contains("Selected, Unread, Button. Double-tap to toggle the filter"))
        #expect(lines.contains("Filters, 1 on, Button"))
    }

    /// VoiceOver reaches what a row holds out of its window (focusing it scrolls the row), in the
    /// row's order, wherever the row is scrolled.
    @Test func elementsScrolledOutOfTheirRowAreStillRead() {
        let lines = VoiceOverRenderer.lines(HeaderFixtures.scope())
        // chip.trending lies past the chip row's viewport.
        let trending = lines.firstIndex { $0.hasPrefix("Trending") }
        let filters = lines.firstIndex { $0.hasPrefix("Filters") }
        #expect(trending != nil && filters != nil && trending! < filters!)
        let scrolled = VoiceOverRenderer.lines(HeaderFixtures.scope(offset: 400))
        #expect(scrolled == lines)
    }

    /// The whole rendering, as the specs word it: the greeting read as the screen's header, the
    /// bell as "Notifications, 3 unread" and the avatar as "Profile, Maya Lin"
    /// (greeting-header.txt); the title as a header, each scope a button with Selected on the
    /// current one and "4 new" as its value, each chip with Selected when on and a hint, the
    /// Filters button as "Filters, 1 on" (scope-header.txt). A line each, in reading order, and a
    /// final newline.
    @Test func theRenderingIsWhatTheSpecsSayVoiceOverReads() {
        #expect(
            VoiceOverRenderer.render(HeaderFixtures.greeting()) == """
                Friday, October 23
                Notifications, 3 unread, Button
                Profile, Maya Lin, Button
                Good morning, Maya, Heading
                Search, Search Field

                """)
        #expect(
            VoiceOverRenderer.render(HeaderFixtures.scope()) == """
                Reading, Heading
                Selected, For you, 4 new, Button
                Following, Button
                Saved, Button
                Selected, Unread, Button. Double-tap to toggle the filter
                Saved, Button. Double-tap to toggle the filter
                Audio, Button. Double-tap to toggle the filter
                Long reads, Button. Double-tap to toggle the filter
                Trending, Button. Double-tap to toggle the filter
                Filters, 1 on, Button

                """)
    }
}
