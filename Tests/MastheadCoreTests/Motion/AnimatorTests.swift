import Testing

@testable import MastheadCore

/// Transitions between render trees: numbers under the element's token, from where it is drawn,
/// without jumps; appearing and leaving elements; jumps that leave the rest in flight.
@Suite struct AnimatorTests {
    typealias F = MotionFixtures

    func x(_ animator: Animator, _ id: String = "a", at t: Double) -> Double {
        animator.presented(at: t)![id]!.frame.x
    }

    @Test func anElementMovesUnderItsTokenAndRestsAtItsTarget() {
        let animator = F.animator(from: F.tree([F.box("a", x: 0)]), to: F.tree([F.box("a", x: 100)]))
        let moving = animator.presented(at: 0.1)!["a"]!
        #expect(Points.round(moving.frame.x) == 38.81)
        #expect(moving.motion == ElementMotion(token: "snappy", progress: MotionCurve.snappy.progress(at: 0.1)))
        #expect(animator.restingTime == MotionCurve.snappy.settlingTime)
        let rested = animator.presented(at: animator.restingTime!)!["a"]!
        #expect(rested.frame.x == 100)
        #expect(rested.motion == nil)
        #expect(animator.restingTime == nil)
    }

    /// A trace samples frames ahead of the clock: the header must move just as if it had not.
    @Test func aFrameAheadChangesNothing() {
        let animator = F.animator(from: F.tree([F.box("a", x: 0)]), to: F.tree([F.box("a", x: 100)]))
        let rest = animator.restingTime!
        #expect(animator.frame(at: rest)!["a"]!.frame.x == 100)
        #expect(animator.frame(at: rest)!["a"]!.motion == nil, "at rest nothing moves")
        #expect(Points.round(animator.frame(at: 0.1)!["a"]!.frame.x) == 38.81)
        #expect(animator.restingTime == rest, "no track was pruned")
        #expect(Points.round(x(animator, at: 0.1)) == 38.81)
    }

    @Test func theCurveIsTheNewTreesThemes() {
        let theme = F.theme(snappy: .linear)
        let animator = F.animator(
            from: F.tree([F.box("a", x: 0)], theme: theme), to: F.tree([F.box("a", x: 100)], theme: theme))
        #expect(abs(x(animator, at: 0.175) - 50) < 1e-9)
        #expect(animator.restingTime == 0.35)
    }

    @Test func anElementWithoutATokenFollowsAtOnce() {
        let animator = F.animator(
            from: F.tree([F.box("a", x: 0, token: nil)]), to: F.tree([F.box("a", x: 100, token: nil)]))
        #expect(x(animator, at: 0) == 100)
        #expect(animator.restingTime == nil)
    }

    /// Retargeting mid-flight starts from where the element is drawn and keeps its speed.
    @Test func anInterruptedTransitionContinuesWithoutAJumpOrAKink() {
        let animator = F.animator(from: F.tree([F.box("a", x: 0)]), to: F.tree([F.box("a", x: 100)]))
        let before = x(animator, at: 0.1)
        let speedBefore = (before - x(animator, at: 0.1 - 1e-4)) / 1e-4
        animator.retarget(F.tree([F.box("a", x: 300)]), at: 0.1, animated: true, reduceMotion: false)
        #expect(abs(x(animator, at: 0.1) - before) < 1e-9)
        let speedAfter = (x(animator, at: 0.1 + 1e-4) - before) / 1e-4
        #expect(abs(speedAfter - speedBefore) / speedBefore < 0.01)
        #expect(x(animator, at: animator.restingTime!) == 300)
    }

    @Test func anElementThatAppearsFadesIn() {
        let animator = F.animator(from: F.tree([]), to: F.tree([F.box("a", x: 0, opacity: 0.8)]))
        #expect(animator.presented(at: 0)!["a"]!.opacity == 0)
        #expect(abs(animator.presented(at: 0.1)!["a"]!.opacity - 0.8 * MotionCurve.snappy.progress(at: 0.1)) < 1e-9)
        #expect(animator.presented(at: 0.1)!["a"]!.frame.x == 0, "it does not slide in")
    }

    /// A leaving element stays drawn, fading, but is no longer a control nor focusable.
    @Test func anElementThatGoesFadesOutInItsPlaceThenVanishes() {
        let animator = F.animator(from: F.tree([F.box("a", x: 0), F.box("b", x: 50)]), to: F.tree([F.box("b", x: 50)]))
        let tree = animator.presented(at: 0.1)!
        #expect(tree.elements.map(\.id) == ["a", "b"], "it keeps its place in reading order")
        let leaving = tree["a"]!
        #expect(leaving.isLeaving)
        #expect(abs(leaving.opacity - (1 - MotionCurve.snappy.progress(at: 0.1))) < 1e-9)
        #expect(leaving.hit == nil)
        #expect(!tree.focusableElements.contains { $0.id == "a" })
        #expect(animator.presented(at: animator.restingTime!)!["a"] == nil)
    }

    @Test func anElementComingBackWhileItFadesOutFadesInFromThere() {
        let animator = F.animator(from: F.tree([F.box("a", x: 0)]), to: F.tree([]))
        let fading = animator.presented(at: 0.1)!["a"]!.opacity
        animator.retarget(F.tree([F.box("a", x: 0)]), at: 0.1, animated: true, reduceMotion: false)
        let back = animator.presented(at: 0.1)!["a"]!
        #expect(abs(back.opacity - fading) < 1e-9)
        #expect(!back.isLeaving)
        #expect(animator.presented(at: animator.restingTime!)!["a"]!.opacity == 1)
    }

    /// A jump (scroll-driven) applies at once and leaves the other transitions running.
    @Test func aJumpDoesNotCancelOtherTransitionsInFlight() {
        let animator = F.animator(
            from: F.tree([F.box("a", x: 0), F.box("b", x: 200)]), to: F.tree([F.box("a", x: 100), F.box("b", x: 200)]))
        let expected = x(animator, at: 0.2)
        animator.retarget(
            F.tree([F.box("a", x: 100), F.box("b", x: 250)]), at: 0.1, animated: false, reduceMotion: false)
        #expect(x(animator, "b", at: 0.1) == 250)
        #expect(x(animator, at: 0.2) == expected)
    }

    @Test func aChangeOfColourCrossFadesWithTheNewTokenOnTheElement() {
        let animator = F.animator(
            from: F.tree([F.box("a", x: 0, fill: .fill)]), to: F.tree([F.box("a", x: 0, fill: .textPrimary)]))
        let element = animator.presented(at: 0.1)!["a"]!
        #expect(element.fill == .textPrimary)
        let fade = element.crossFade!
        #expect(abs(fade.progress - MotionCurve.snappy.progress(at: 0.1)) < 1e-9)
        #expect(fade.looks.map(\.element.fill) == [.fill])
        #expect(abs(fade.looks.map(\.weight).reduce(fade.progress, +) - 1) < 1e-9)
        #expect(animator.presented(at: 1)!["a"]!.crossFade == nil)
    }

    /// A fade interrupted by another keeps every look's weight continuous, adding up to 1.
    @Test func anInterruptedCrossFadeCarriesOn() {
        let animator = F.animator(
            from: F.tree([F.box("a", x: 0, fill: .fill)]), to: F.tree([F.box("a", x: 0, fill: .textPrimary)]))
        let before = animator.presented(at: 0.1)!["a"]!.crossFade!
        animator.retarget(F.tree([F.box("a", x: 0, fill: .accent)]), at: 0.1, animated: true, reduceMotion: false)
        let after = animator.presented(at: 0.1)!["a"]!.crossFade!
        #expect(after.progress == 0)
        #expect(after.looks.map(\.element.fill) == [.fill, .textPrimary])
        #expect(
            zip(after.looks.map(\.weight), [before.looks[0].weight, before.progress]).allSatisfy { abs($0 - $1) < 1e-9 }
        )
        let later = animator.presented(at: 0.2)!["a"]!.crossFade!
        #expect(abs(later.looks.map(\.weight).reduce(later.progress, +) - 1) < 1e-9)
    }

    @Test func theTreesSizeFollowsItsToken() {
        let animator = F.animator(
            from: F.tree([], height: 100, transition: .smooth), to: F.tree([], height: 50, transition: .smooth))
        #expect(
            abs(animator.presented(at: 0.1)!.size.height - (100 - 50 * MotionCurve.smooth.progress(at: 0.1))) < 1e-9)
        #expect(animator.presented(at: 2)!.size.height == 50)
    }

    @Test func nothingMovingGivesTheTargetItself() {
        let tree = F.tree([F.box("a", x: 0)])
        let animator = F.animator(from: tree, to: tree)
        #expect(animator.presented(at: 0) == tree)
        #expect(animator.restingTime == nil)
    }

    @Test func settingTheClockBackEndsEveryTransition() {
        let animator = Animator()
        animator.retarget(F.tree([F.box("a", x: 0)]), at: 100, animated: false, reduceMotion: false)
        animator.retarget(F.tree([F.box("a", x: 100)]), at: 100, animated: true, reduceMotion: false)
        #expect(x(animator, at: 50) == 100)
        #expect(animator.restingTime == nil)
    }

    /// Changes made at one instant are one change: nothing was drawn in between.
    @Test func changesAtTheSameInstantAreOne() {
        let animator = F.animator(
            from: F.tree([F.box("a", x: 0), F.badge("3")]), to: F.tree([F.box("a", x: 100), F.badge("4")]))
        animator.retarget(F.tree([F.box("a", x: 200), F.badge("5")]), at: 0, animated: true, reduceMotion: false)
        let tree = animator.presented(at: 0.1)!
        #expect(abs(tree["a"]!.frame.x - 200 * MotionCurve.snappy.progress(at: 0.1)) < 1e-9)
        #expect(tree["badge"]!.roll.map { [$0.from, $0.to] } == ["3", "5"])
    }

    /// Changes faster than they settle keep a bounded number in flight, and the numbers still
    /// never jump.
    @Test func aChangeEveryMillisecondStaysBoundedAndContinuous() {
        let animator = Animator()
        animator.retarget(F.tree([F.box("a", x: 0)]), at: 0, animated: false, reduceMotion: false)
        var previous = 0.0
        for step in 1...200 {
            let now = Double(step) / 1000
            let before = x(animator, at: now)
            animator.retarget(F.tree([F.box("a", x: Double(step) * 10)]), at: now, animated: true, reduceMotion: false)
            #expect(abs(x(animator, at: now) - before) < 1e-6)
            #expect(animator.transitionsInFlight <= ElementTrack.maximumInFlight)
            previous = before
        }
        #expect(previous > 0)
        #expect(x(animator, at: animator.restingTime!) == 2000)
    }
}
