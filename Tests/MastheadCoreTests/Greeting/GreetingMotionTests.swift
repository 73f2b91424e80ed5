import Testing

@testable import MastheadCore

/// The greeting header over time: the minute refresh starts at the minute, the badge rolls,
/// scroll-driven collapse follows at once while an explicit collapse animates.
@Suite struct GreetingMotionTests {
    static func make(
        _ header: GreetingHeader = GreetingHeader(profile: .sample, unreadCount: 3),
        at time: String = "2026-10-23 11:59", reduceMotion: Bool = false
    )
        -> (GreetingHeaderController, VirtualClock)
    {
        let clock = VirtualClock(now: CivilTime(parsing: time)!.seconds)
        let controller = GreetingHeaderController(
            inputs: header, environment: HeaderEnvironment(reduceMotion: reduceMotion), clock: clock)
        return (controller, clock)
    }

    /// Stepping over noon by a second and a half finds the change half a second along: it began
    /// at 12:00:00, not when the clock was read.
    @Test func theMinuteRefreshStartsAtTheMinute() throws {
        let (header, clock) = Self.make(at: "2026-10-23 11:59")
        try clock.advance(by: 59)
        header.clockDidMove(from: clock.now - 59)
        #expect(header.currentTree()["greeting"]?.text == "Good morning, Maya")
        try clock.advance(by: 1.5)
        header.clockDidMove(from: clock.now - 1.5)
        let greeting = header.currentTree()["greeting"]!
        #expect(greeting.text == "Good afternoon, Maya")
        #expect(greeting.crossFade?.strongestLook?.element.text == "Good morning, Maya")
        #expect(greeting.motion?.token == "smooth")
        #expect(abs(greeting.motion!.progress - MotionCurve.smooth.progress(at: 0.5)) < 1e-5)
        #expect(header.restingTime == CivilTime(parsing: "2026-10-23 12:00")!.seconds + MotionCurve.smooth.settlingTime)
    }

    @Test func theBadgeRollsUnderSnappy() {
        let (header, clock) = Self.make()
        header.notify()
        try? clock.advance(by: 0.25)
        let badge = header.currentTree()["badge"]!
        #expect(badge.roll?.from == "3" && badge.roll?.to == "4")
        #expect(Points.round(badge.motion!.progress) == 0.895)
    }

    @Test func scrollDrivenCollapseFollowsAtOnceAnExplicitOneAnimates() {
        let (header, _) = Self.make(GreetingHeader(profile: .sample, pinned: true))
        header.scroll(to: 72)
        #expect(header.currentTree()["hairline"]?.opacity == 1)
        #expect(header.restingTime == nil)
        var inputs = header.inputs
        inputs.collapse = 0
        header.set(inputs)
        #expect(header.currentTree()["hairline"]?.opacity == 1, "the hairline starts fading out from where it is")
        #expect(header.currentTree()["hairline"]?.motion?.token == "smooth")
    }

    @Test func aChangeOfEnvironmentAppliesAtOnce() {
        let (header, _) = Self.make()
        header.set(header.inputs, environment: HeaderEnvironment(textSize: .accessibility3))
        #expect(header.restingTime == nil)
        #expect(header.currentTree() == header.targetTree)
    }

    @Test func underReduceMotionTheBadgeOnlyFades() throws {
        let (header, clock) = Self.make(reduceMotion: true)
        let before = header.currentTree()["badge"]!.frame
        header.notify()
        try clock.advance(by: 0.1)
        let badge = header.currentTree()["badge"]!
        #expect(badge.roll == nil)
        #expect(badge.frame == header.targetTree["badge"]!.frame)
        #expect(badge.crossFade?.looks.map(\.element.frame) == [before])
        #expect(badge.motion?.token == "fade")
        #expect(abs(badge.motion!.progress - 0.5) < 1e-5, "0.1 s into a 0.2 s easeInOut")
    }
}
