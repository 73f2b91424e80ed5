import Testing

@testable import MastheadCore

/// The loading shimmer: one sweep every 1.5 s from the header's start, painted on placeholders only.
@Suite struct ShimmerTests {
    @Test func thePhaseCountsFromTheStartAndWrapsEverySweep() {
        let shimmer = Shimmer(start: 1_000)
        #expect(shimmer.phase(at: 1_000) == 0)
        #expect(shimmer.phase(at: 1_000.375) == 0.25)
        #expect(shimmer.phase(at: 1_000.75) == 0.5)
        #expect(shimmer.phase(at: 1_001.5) == 0)
        #expect(shimmer.phase(at: 1_002.25) == 0.5)
        #expect(shimmer.phase(at: 1_000.1) == 0.067, "to 1/1000, as scenarios read it")
    }

    @Test func aClockSetBeforeTheStartShowsTheFirstInstant() {
        #expect(Shimmer(start: 1_000).phase(at: 10) == 0)
    }

    @Test func paintingReachesPlaceholdersOnly() {
        var placeholder = Element(
            id: "placeholder.x", role: .placeholder, frame: HeaderRect(x: 0, y: 0, width: 10, height: 4))
        placeholder.shimmer = 0.1
        var tree = MotionFixtures.tree([placeholder, MotionFixtures.box("a", x: 20)])
        Shimmer.paint(0.4, on: &tree)
        #expect(tree["placeholder.x"]?.shimmer == 0.4)
        #expect(tree["a"]?.shimmer == nil)
        Shimmer.paint(nil, on: &tree)
        #expect(tree["placeholder.x"]?.shimmer == nil, "a stopped shimmer stands still")
    }
}
