import Testing

@testable import MastheadCore

/// Jumps laid out late move the header exactly as jumps laid out at once: two headers take the
/// same random steps, one read after every step (so it lays out each jump at once, as headers
/// did before jumps were deferred), the other only now and then; whenever the second is read,
/// both draw the same now and in every frame ahead, and rest at the same time.
@Suite struct DeferredJumpsTests {
    @Test(arguments: 0..<40) func aGreetingHeaderReadLateMovesAsOneReadAtOnce(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let inputs = GreetingHeader(
            profile: Bool.random(using: &random) ? .sample : nil, unreadCount: 2, pinned: Bool.random(using: &random))
        try Self.walk(Self.greeting(inputs), Self.greeting(inputs), &random, step: HeaderWalk.greetingStep)
    }

    @Test(arguments: 0..<40) func aScopeHeaderReadLateMovesAsOneReadAtOnce(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let inputs = ScopeHeader(
            title: "Reading", scopes: ScopeHeader.sampleScopes,
            chips: Bool.random(using: &random) ? ScopeHeader.sampleChips : nil, hasFilters: true, pinned: true)
        try Self.walk(try Self.scope(inputs), try Self.scope(inputs), &random, step: HeaderWalk.scopeStep)
    }

    /// Takes 80 random steps on both headers, reading `eager` after every step and comparing the
    /// two whenever `late` is read (one step in five, and at the end).
    static func walk<Header: HeaderController>(
        _ eager: Header, _ late: Header, _ random: inout SplitMix64,
        step: (inout SplitMix64, Header) -> HeaderWalk.Step
    ) throws {
        for _ in 0..<80 {
            let step = step(&random, eager)
            try HeaderWalk.apply(step, to: eager)
            try HeaderWalk.apply(step, to: late)
            _ = eager.targetTree
            if Int.random(in: 0..<5, using: &random) == 0 { expectTheSame(eager, late) }
        }
        expectTheSame(eager, late)
    }

    /// A jump's layout is what it would have been then: the shimmer's phase of that instant, not
    /// of the read.
    @Test func aJumpReadLaterKeepsTheShimmerOfItsInstant() throws {
        let clock = VirtualClock()
        let header = GreetingHeaderController(
            inputs: GreetingHeader(pinned: true), environment: HeaderEnvironment(), clock: clock)
        header.scroll(to: 20)
        try clock.advance(by: 0.3)
        #expect(header.targetTree[GreetingHeaderID.avatarPlaceholder]?.shimmer == 0)
        #expect(header.currentTree()[GreetingHeaderID.avatarPlaceholder]?.shimmer == 0.2)
    }

    /// While something moves, a jump is laid out before the next one replaces it: what a jump
    /// ends depends on when it came. Here the first scroll comes while the clock is set back
    /// before the badge began to roll, which ends the roll; the second comes once the clock has
    /// passed that instant again, and alone would have let the roll carry on.
    @Test func aJumpWhileSomethingMovesIsLaidOutBeforeTheNext() throws {
        let clock = VirtualClock(now: VirtualClock.defaultStart + 10)
        let header = GreetingHeaderController(
            inputs: GreetingHeader(profile: .sample, pinned: true), environment: HeaderEnvironment(), clock: clock)
        header.notify(3)
        #expect(header.restingTime != nil)
        header.setClock(to: clock.now - 0.1)
        header.scroll(to: 10)
        try header.advance(by: 0.15)
        header.scroll(to: 20)
        #expect(header.restingTime == nil)
        #expect(header.currentTree()[GreetingHeaderID.badge]?.motion == nil)
    }

    static func greeting(_ inputs: GreetingHeader) -> GreetingHeaderController {
        GreetingHeaderController(inputs: inputs, environment: HeaderEnvironment(), clock: VirtualClock())
    }

    static func scope(_ inputs: ScopeHeader) throws -> ScopeHeaderController {
        try ScopeHeaderController(inputs: inputs, clock: VirtualClock())
    }

    static func expectTheSame(
        _ eager: some HeaderController, _ late: some HeaderController, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(late.currentTree() == eager.currentTree(), sourceLocation: sourceLocation)
        #expect(late.restingTime == eager.restingTime, sourceLocation: sourceLocation)
        for ahead in [0.016, 0.1, 0.3, 1] {
            #expect(
                late.frame(at: late.clock.now + ahead) == eager.frame(at: eager.clock.now + ahead),
                sourceLocation: sourceLocation)
        }
    }
}
