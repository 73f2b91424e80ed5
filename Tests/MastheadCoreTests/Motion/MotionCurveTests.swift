import Testing

@testable import MastheadCore

/// The curves behind the motion tokens, against the check values in facts.md.
@Suite struct MotionCurveTests {
    /// facts.md: smooth x(0.10) = .358, x(0.25) = .821, x(0.50) = .986.
    @Test func smoothMatchesTheFacts() {
        let smooth = MotionCurve.smooth
        #expect(abs(smooth.progress(at: 0.10) - 0.358) < 0.0005)
        #expect(abs(smooth.progress(at: 0.25) - 0.821) < 0.0005)
        #expect(abs(smooth.progress(at: 0.50) - 0.986) < 0.0005)
    }

    /// facts.md: snappy x(0.10) = .388, x(0.25) = .895, peaking at 1.0063 at 0.475 s.
    @Test func snappyMatchesTheFactsAndPeaksOnce() {
        let snappy = MotionCurve.snappy
        #expect(Points.round(snappy.progress(at: 0.10)) == 0.388)
        #expect(Points.round(snappy.progress(at: 0.25)) == 0.895)
        let samples = stride(from: 0.0, through: 2, by: 0.0005).map { ($0, snappy.progress(at: $0)) }
        let peak = samples.max { $0.1 < $1.1 }!
        #expect(abs(peak.1 - 1.0063) < 0.00005)
        #expect(abs(peak.0 - 0.475) < 0.002)
    }

    @Test func theThemesSpringsComeFromDurationAndBounce() {
        let spring = Spring(duration: 0.5, bounce: 0.15)
        #expect(abs(spring.stiffness - 157.91) < 0.01)
        #expect(abs(spring.damping - 21.36) < 0.01)
        #expect(abs(Spring(duration: 0.5, bounce: 0).damping - 25.13) < 0.01)
    }

    /// easeInOut is the CSS curve (0.42, 0, 0.58, 1) over 0.35 s: symmetric about its middle.
    @Test func easeInOutIsTheCSSBezierOverAThirdOfASecond() {
        let curve = MotionCurve.easeInOut
        #expect(curve == .timing(duration: 0.35, x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        #expect(abs(curve.progress(at: 0.175) - 0.5) < 1e-9)
        #expect(abs(curve.progress(at: 0.0875) - 0.1292) < 0.0001)
        #expect(abs(curve.progress(at: 0.0875) + curve.progress(at: 0.2625) - 1) < 1e-9)
        #expect(curve.progress(at: 0.35) == 1)
        #expect(curve.settlingTime == 0.35)
    }

    /// Settled (facts.md): within 0.001 of the end from the settling time on, and not long before.
    @Test(arguments: [MotionCurve.smooth, .snappy, .bouncy, .spring(duration: 0.45, bounce: 0.1)])
    func aSpringStaysSettledFromItsSettlingTime(_ curve: MotionCurve) {
        let settled = curve.settlingTime
        for step in 0..<400 {
            let t = settled + Double(step) * 0.01
            #expect(abs(1 - curve.progress(at: t)) < 0.001)
        }
        let earlier = stride(from: settled - 0.1, to: settled, by: 0.001).map { abs(1 - curve.progress(at: $0)) }
        #expect(earlier.contains { $0 > 0.0005 }, "the settling time is not far later than needed")
    }

    @Test func theReduceMotionFadeIsAShortEaseInOut() {
        let fade = MotionCurve.reducedMotionFade
        #expect(fade.settlingTime == 0.2)
        #expect(abs(fade.progress(at: 0.1) - 0.5) < 1e-9)
    }
}
