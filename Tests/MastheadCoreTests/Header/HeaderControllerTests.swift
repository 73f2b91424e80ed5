import MastheadCore
import Testing

/// What the protocol gives every header: scrolling on, VoiceOver by the target tree, frames that
/// change nothing, and one wording for refused taps.
@Suite struct HeaderControllerTests {
    static func greeting(_ inputs: GreetingHeader = GreetingHeader(profile: .sample, pinned: true))
        -> GreetingHeaderController
    {
        GreetingHeaderController(inputs: inputs, environment: HeaderEnvironment(), clock: VirtualClock())
    }

    @Test func scrollingByMovesOnFromTheOffset() throws {
        let greeting = Self.greeting()
        greeting.scroll(to: 30)
        greeting.scroll(by: 6)
        #expect(greeting.scrollOffset == 36)
        #expect(greeting.collapse == 0.5)
        let scope = try ScopeHeaderController(inputs: .sample, clock: VirtualClock())
        scope.scroll(by: 40)
        scope.scroll(by: -5)
        #expect(scope.scrollOffset == 35)
        #expect(scope.isStuck)
    }

    /// VoiceOver goes by the layout the header is heading for: folding the header takes the large
    /// greeting out of what it reads at once, while the picture still shows it fading.
    @Test func voiceOverReadsTheTargetWhileThePictureAnimates() throws {
        let header = Self.greeting()
        #expect(header.voiceOverElements.map(\.id).contains(GreetingHeaderID.greeting))
        var inputs = header.inputs
        inputs.collapse = 1
        header.set(inputs)
        try header.clock.advance(by: 0.05)
        let greeting = try #require(header.currentTree()["greeting"])
        #expect(greeting.opacity > 0.5, "still drawn, fading out")
        #expect(!header.voiceOverElements.map(\.id).contains(GreetingHeaderID.greeting))
        #expect(header.voiceOverElements.map(\.id).contains(GreetingHeaderID.compactGreeting))
        #expect(header.voiceOver == header.targetTree.focusableElements.map(\.accessibility.spoken))
    }

    @Test func aFrameAheadChangesNothing() throws {
        let header = Self.greeting()
        header.notify()
        let now = header.currentTree()
        let ahead = header.frame(at: header.clock.now + 0.2)
        #expect(ahead != now)
        #expect(header.currentTree() == now)
        #expect(header.frame(at: try #require(header.restingTime)) == header.targetTree)
    }

    @Test func bothHeadersWordARefusedTapAlike() throws {
        let greeting = Self.greeting(GreetingHeader(profile: .sample, actions: [.profile]))
        #expect(throws: HeaderTapError(component: "greeting", id: "bell", problem: .absent, tappable: ["avatar"])) {
            try greeting.tap("bell")
        }
        let scope = try ScopeHeaderController(inputs: .sample, clock: VirtualClock())
        do {
            try scope.tap("title")
            Issue.record("tapped the title")
        } catch {
            #expect(
                error.description.hasPrefix("tap(\"title\"): \"title\" is not a control (you can tap: scope.for-you,"))
        }
        #expect(
            HeaderTapError(component: "scope", id: "x", problem: .hidden(opacity: 0), tappable: []).description
                == "tap(\"x\"): \"x\" is not visible (opacity 0) (nothing can be tapped now)")
    }
}
