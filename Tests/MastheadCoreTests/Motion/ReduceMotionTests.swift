import Testing

@testable import MastheadCore

/// Under Reduce Motion nothing moves: changes become a 0.2 s cross-fade in place.
@Suite struct ReduceMotionTests {
    typealias F = MotionFixtures

    @Test func aSlideBecomesAFadeOutThereAndAFadeInHere() {
        let animator = F.animator(
            from: F.tree([F.box("a", x: 0)]), to: F.tree([F.box("a", x: 100)]), reduceMotion: true)
        let element = animator.presented(at: 0.05)!["a"]!
        #expect(element.frame.x == 100, "the element is at its target at once")
        #expect(element.motion?.token == "fade")
        let fade = element.crossFade!
        #expect(abs(fade.progress - MotionCurve.reducedMotionFade.progress(at: 0.05)) < 1e-9)
        #expect(fade.looks.map(\.element.frame.x) == [0], "the old look stays where it was")
        #expect(animator.restingTime == 0.2)
        #expect(animator.presented(at: 0.2)!["a"]!.crossFade == nil)
    }

    @Test func nothingMovesAtAnyInstant() {
        let animator = F.animator(
            from: F.tree([F.box("a", x: 0), F.badge("3")], height: 100, transition: .smooth),
            to: F.tree([F.box("a", x: 100), F.badge("4")], height: 60, transition: .smooth), reduceMotion: true)
        for t in stride(from: 0.0, through: 0.2, by: 0.02) {
            let tree = animator.presented(at: t)!
            #expect(tree.size.height == 60)
            #expect(tree["a"]!.frame.x == 100)
            #expect(tree["badge"]!.roll == nil, "figures do not roll")
            #expect(
                tree.elements.flatMap { $0.crossFade?.looks ?? [] }.allSatisfy {
                    $0.element.frame.x == 0 || $0.element.id == "badge"
                })
        }
    }

    @Test func aChangeOfOpacityAloneFadesOverTheShortCurve() {
        let animator = F.animator(
            from: F.tree([F.box("a", x: 0, opacity: 0)]), to: F.tree([F.box("a", x: 0)]), reduceMotion: true)
        let element = animator.presented(at: 0.1)!["a"]!
        #expect(abs(element.opacity - 0.5) < 1e-9)
        #expect(element.crossFade == nil)
    }

    /// Fades interrupting fades every millisecond keep a bounded number of looks, weighing 1.
    @Test func fadesThatKeepInterruptingStayBounded() {
        let animator = Animator()
        animator.retarget(F.tree([F.badge("0")]), at: 0, animated: false, reduceMotion: true)
        for step in 1...100 {
            let now = Double(step) / 1000
            animator.retarget(F.tree([F.badge(String(step))]), at: now, animated: true, reduceMotion: true)
            let fade = animator.presented(at: now)!["badge"]!.crossFade!
            #expect(fade.looks.count <= ElementTrack.maximumLooks)
            #expect(abs(fade.looks.reduce(fade.progress) { $0 + $1.weight } - 1) < 1e-9)
        }
    }
}
