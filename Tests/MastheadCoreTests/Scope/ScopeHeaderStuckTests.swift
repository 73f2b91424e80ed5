import Testing

@testable import MastheadCore

/// Stuck detection: pinned in a feed, the header is stuck once the feed scrolls past the top of
/// its section; an explicit isStuck wins.
@Suite struct ScopeHeaderStuckTests {
    /// The hairline's opacity in the layout the header heads for (it then fades there: see
    /// the motion tests).
    func hairlineOpacity(_ controller: ScopeHeaderController) -> Double? {
        controller.targetTree["hairline"]?.opacity
    }

    @Test func scrollingThePinnedHeadersFeedMakesItStuck() throws {
        let controller = try ScopeHeaderController(inputs: .sample, clock: VirtualClock())
        #expect(!controller.isStuck)
        #expect(hairlineOpacity(controller) == 0)
        controller.scroll(to: 1)
        #expect(controller.isStuck)
        #expect(hairlineOpacity(controller) == 1)
        controller.scroll(by: -1)
        #expect(!controller.isStuck)
        controller.scroll(to: -40)
        #expect(!controller.isStuck, "pulling down (overscroll) does not stick it")
    }

    @Test func aSectionLowerInTheFeedSticksOnceTheFeedPassesItsTop() throws {
        let controller = try ScopeHeaderController(inputs: .sample, clock: VirtualClock(), sectionTop: 300)
        controller.scroll(to: 300)
        #expect(!controller.isStuck)
        controller.scroll(to: 301)
        #expect(controller.isStuck)
    }

    @Test func anUnpinnedHeaderNeverSticksFromScrolling() throws {
        var header = ScopeHeader.sample
        header.pinned = false
        let controller = try ScopeHeaderController(inputs: header, clock: VirtualClock())
        controller.scroll(to: 500)
        #expect(!controller.isStuck)
    }

    @Test func anExplicitIsStuckWins() throws {
        var header = ScopeHeader.sample
        header.isStuck = false
        let controller = try ScopeHeaderController(inputs: header, clock: VirtualClock())
        controller.scroll(to: 500)
        #expect(!controller.isStuck)
        header.isStuck = true
        try controller.set(header)
        controller.scroll(to: 0)
        #expect(controller.isStuck)
        #expect(hairlineOpacity(controller) == 1)
    }
}
