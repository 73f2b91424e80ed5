import Testing

@testable import MastheadCore

/// The scope header over time: the underline slides with hero, chips change with snappy, the
/// Filters count rolls, the stuck hairline fades, the shimmer cycles.
@Suite struct ScopeHeaderMotionTests {
    func make(theme: Theme = .standard, reduceMotion: Bool = false) throws -> (ScopeHeaderController, VirtualClock) {
        let clock = VirtualClock()
        let controller = try ScopeHeaderController(
            inputs: .sample, environment: HeaderEnvironment(reduceMotion: reduceMotion, theme: theme), clock: clock)
        return (controller, clock)
    }

    @Test func theUnderlineSlidesUnderTheThemesHero() throws {
        let hero = MotionCurve.spring(duration: 0.45, bounce: 0.1)
        let (controller, clock) = try make(theme: MotionFixtures.theme(hero: hero))
        let start = controller.currentTree()["underline"]!.frame.x
        try controller.tap("scope.saved")
        let end = controller.targetTree["underline"]!.frame.x
        try clock.advance(by: 0.1)
        let underline = controller.currentTree()["underline"]!
        // The clock counts seconds since 1970: 0.1 s after a tap is exact to about 1e-7 s.
        #expect(underline.motion?.token == "hero")
        #expect(abs(underline.motion!.progress - hero.progress(at: 0.1)) < 1e-5)
        #expect(abs(underline.frame.x - (start + (end - start) * hero.progress(at: 0.1))) < 1e-3)
    }

    @Test func aChipTurningOnCrossFadesUnderSnappyAndTheCountRolls() throws {
        let (controller, clock) = try make()
        try controller.tap("chip.unread")
        try clock.advance(by: 1)
        try controller.tap("chip.saved")
        try clock.advance(by: 0.1)
        let tree = controller.currentTree()
        let chip = tree["chip.saved"]!
        #expect(chip.fill == .textPrimary)
        #expect(chip.crossFade?.looks.last?.element.fill == .fill)
        #expect(chip.motion?.token == "snappy")
        let badge = tree["filters_badge"]!
        #expect(badge.roll.map { [$0.from, $0.to, $0.direction.rawValue] } == ["1", "2", "up"])
    }

    @Test func theStuckHairlineFadesInWithSmooth() throws {
        let (controller, clock) = try make()
        controller.scroll(to: 10)
        #expect(controller.currentTree()["hairline"]?.opacity == 0)
        try clock.advance(by: 0.25)
        #expect(abs(controller.currentTree()["hairline"]!.opacity - MotionCurve.smooth.progress(at: 0.25)) < 1e-5)
    }

    /// The shimmer never makes the header busy: it is not a transition.
    @Test func theShimmerCyclesWithoutKeepingTheHeaderMoving() throws {
        var header = ScopeHeader.sample
        header.chips = nil
        let clock = VirtualClock()
        let controller = try ScopeHeaderController(inputs: header, clock: clock)
        try clock.advance(by: 0.75)
        #expect(controller.currentTree()["placeholder.chip.1"]?.shimmer == 0.5)
        try clock.advance(by: 0.75)
        #expect(controller.currentTree()["placeholder.chip.1"]?.shimmer == 0)
        #expect(controller.restingTime == nil)
    }

    @Test func underReduceMotionTheUnderlineFadesAcross() throws {
        let (controller, clock) = try make(reduceMotion: true)
        let start = controller.currentTree()["underline"]!.frame
        try controller.tap("scope.saved")
        try clock.advance(by: 0.1)
        let underline = controller.currentTree()["underline"]!
        #expect(underline.frame == controller.targetTree["underline"]!.frame)
        #expect(underline.crossFade?.looks.map(\.element.frame) == [start])
        #expect(abs(underline.crossFade!.progress - 0.5) < 1e-5)
    }
}
