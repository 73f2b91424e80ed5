import Testing

@testable import MastheadCore

/// Which collapse a header shows, and how the parts blend on the way.
@Suite("GreetingHeader collapse")
struct GreetingCollapseTests {
    @Test func aPinnedHeaderOnIOS18FollowsTheScrollOffset() {
        let header = GreetingHeader(profile: .sample, pinned: true)
        #expect(header.effectiveCollapse(scrollOffset: 0, os: 18) == 0)
        #expect(header.effectiveCollapse(scrollOffset: 18, os: 18) == 0.25)
        #expect(header.effectiveCollapse(scrollOffset: 72, os: 18) == 1)
        #expect(header.effectiveCollapse(scrollOffset: 500, os: 18) == 1)
        #expect(header.effectiveCollapse(scrollOffset: -30, os: 18) == 0)
    }

    @Test func theCollapseDistanceScalesIt() {
        let header = GreetingHeader(profile: .sample, pinned: true, collapseDistance: 144)
        #expect(header.effectiveCollapse(scrollOffset: 72, os: 18) == 0.5)
    }

    @Test func iOS17AndBareHeadersDoNotCollapseFromScrolling() {
        #expect(GreetingHeader(profile: .sample, pinned: true).effectiveCollapse(scrollOffset: 72, os: 17) == 0)
        #expect(GreetingHeader(profile: .sample, pinned: false).effectiveCollapse(scrollOffset: 72, os: 18) == 0)
    }

    @Test func anExplicitCollapseWinsAndIsClamped() {
        #expect(
            GreetingHeader(profile: .sample, collapse: 0.3, pinned: true).effectiveCollapse(scrollOffset: 72, os: 18)
                == 0.3)
        #expect(GreetingHeader(profile: .sample, collapse: 0.3).effectiveCollapse(scrollOffset: 0, os: 17) == 0.3)
        #expect(GreetingHeader(profile: .sample, collapse: 4).effectiveCollapse(scrollOffset: 0, os: 18) == 1)
        #expect(GreetingHeader(profile: .sample, collapse: .nan).effectiveCollapse(scrollOffset: 0, os: 18) == 0)
    }

    @Test func theCompactGreetingTakesTheDateLinesPlaceWithoutOverlapping() {
        let quarter = GreetingBlend(collapse: 0.25)
        let half = GreetingBlend(collapse: 0.5)
        #expect(quarter.greetingOpacity == 0.5 && quarter.compactOpacity == 0)
        #expect(half.greetingOpacity == 0 && abs(half.compactOpacity - 0.2) < 1e-12 && half.dateOpacity == 0)
        #expect(GreetingBlend(collapse: 0.75).compactOpacity == 1)
        #expect(!GreetingBlend(collapse: 0.49).readsCompact && half.readsCompact)
        for step in 0...100 {
            let blend = GreetingBlend(collapse: Double(step) / 100)
            #expect(blend.dateOpacity == 0 || blend.compactOpacity == 0, "both texts show at \(blend.collapse)")
        }
    }

    @Test func theFieldFoldsInTheFirstHalfAndTheGreetingInTheSecond() {
        #expect(GreetingBlend(collapse: 0.25).fieldSpaceOpen == 0.5)
        #expect(GreetingBlend(collapse: 0.5).fieldSpaceOpen == 0 && GreetingBlend(collapse: 0.5).greetingSpaceOpen == 1)
        #expect(GreetingBlend(collapse: 0.75).greetingSpaceOpen == 0.5)
    }

    @Test func theAvatarShrinksByAFifth() {
        let environment = HeaderEnvironment()
        let time = CivilTime(year: 2026, month: 10, day: 23, hour: 9, minute: 41)
        let header = GreetingHeader(profile: .sample)
        let expanded = header.layout(in: environment, at: time, collapse: 0, shimmer: nil)["avatar"]!.frame.width
        let compact = header.layout(in: environment, at: time, collapse: 1, shimmer: nil)["avatar"]!.frame.width
        #expect(expanded == 40 && compact == 32)
    }
}
