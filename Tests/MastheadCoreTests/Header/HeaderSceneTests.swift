import MastheadCore
import Testing

/// Headers on one clock, moved together, as a Swift user of MastheadCore drives them.
@Suite struct HeaderSceneTests {
    static func time(_ text: String) -> Double { CivilTime(parsing: text)!.seconds }

    static func greeting(on scene: HeaderScene, unread: Int = 3) -> GreetingHeaderController {
        let header = GreetingHeaderController(
            inputs: GreetingHeader(profile: .sample, unreadCount: unread), environment: HeaderEnvironment(),
            clock: scene.clock)
        scene.add(header)
        return header
    }

    @Test func settleStopsExactlyWhereTheLastTransitionRests() throws {
        let scene = HeaderScene()
        let header = Self.greeting(on: scene)
        header.notify()
        try scene.settle()
        #expect(scene.clock.now == VirtualClock.defaultStart + MotionCurve.snappy.settlingTime)
        #expect(header.currentTree()["badge"]?.motion == nil)
        #expect(header.currentTree()["badge"]?.text == "4")
        let rested = scene.clock.now
        try scene.settle()
        #expect(scene.clock.now == rested, "nothing left to wait for: the clock stays")
    }

    @Test func settleWaitsForTheSlowestHeader() throws {
        let scene = HeaderScene()
        let greeting = Self.greeting(on: scene)
        let scope = try ScopeHeaderController(inputs: .sample, clock: scene.clock)
        scene.add(scope)
        try scope.tap("scope.saved")
        var inputs = greeting.inputs
        inputs.status = "Offline"
        greeting.set(inputs)
        let latest = try #require(scene.restingTime)
        #expect(latest == max(greeting.restingTime ?? 0, scope.restingTime ?? 0))
        try scene.settle()
        #expect(scene.clock.now == latest)
        #expect(greeting.currentTree() == greeting.targetTree && scope.currentTree() == scope.targetTree)
    }

    @Test func settlingOverAMinuteBoundaryWaitsForTheMinutesChange() throws {
        let scene = HeaderScene(clock: VirtualClock(now: Self.time("2026-10-23 11:59:59")))
        let header = Self.greeting(on: scene)
        try scene.advance(by: 0.9)
        var inputs = header.inputs
        inputs.status = "Offline"
        header.set(inputs)
        try scene.settle()
        #expect(header.currentTree()["greeting"]?.text == "Good afternoon, Maya")
        #expect(header.currentTree()["greeting"]?.motion == nil)
        #expect(scene.clock.now == Self.time("2026-10-23 12:00") + MotionCurve.smooth.settlingTime)
    }

    @Test func aRunningShimmerDoesNotKeepSettleBusy() throws {
        let scene = HeaderScene()
        let header = GreetingHeaderController(
            inputs: GreetingHeader(), environment: HeaderEnvironment(), clock: scene.clock)
        scene.add(header)
        #expect(header.shimmerPhase != nil)
        try scene.settle()
        #expect(scene.clock.now == VirtualClock.defaultStart)
    }

    @Test func advancingLetsEveryHeaderCatchUpWithTheMinute() throws {
        let scene = HeaderScene(clock: VirtualClock(now: Self.time("2026-10-23 11:59:30")))
        let first = Self.greeting(on: scene)
        let second = Self.greeting(on: scene)
        try scene.advance(by: 30)
        #expect(first.targetTree["greeting"]?.text == "Good afternoon, Maya")
        #expect(second.targetTree["greeting"]?.text == "Good afternoon, Maya")
        scene.setClock(to: Self.time("2026-10-23 08:00"))
        #expect(first.targetTree["greeting"]?.text == "Good morning, Maya", "a clock set back is caught up with too")
    }

    @Test func aRefusedAdvanceMovesNothing() {
        let scene = HeaderScene()
        _ = Self.greeting(on: scene)
        #expect(throws: ClockError.invalidAdvance(-1)) { try scene.advance(by: -1) }
        #expect(scene.clock.now == VirtualClock.defaultStart)
    }

    @Test func aHeaderAloneOnItsClockSettlesByItself() throws {
        let clock = VirtualClock()
        let header = try ScopeHeaderController(inputs: .sample, clock: clock)
        try header.tap("chip.unread")
        try header.settle()
        #expect(clock.now == header.restingTime)
        #expect(header.currentTree() == header.targetTree)
        try header.advance(by: 2)
        #expect(header.currentTree() == header.targetTree)
    }
}
