import Testing

@testable import MastheadCore

/// Rolling figures: unchanged figures stay, changed ones roll up when the count grows and down
/// when it shrinks, right-aligned by position, through "99+" too.
@Suite struct FigureRollTests {
    func roll(_ from: String, _ to: String, at progress: Double) -> FigureRoll {
        RollChain([RollStep(from: from, to: to)])!.roll(at: [progress])
    }

    func glyphs(_ roll: FigureRoll) -> [[String]] {
        roll.columns.map { $0.glyphs.map { "\($0.text)@\(Points.format($0.offset))" } }
    }

    @Test(arguments: [
        ("3", "4", "up"), ("4", "3", "down"), ("9", "10", "up"), ("99", "99+", "up"), ("99+", "99", "down"),
        ("12", "9", "down"),
    ])
    func theDirectionFollowsTheCount(_ from: String, _ to: String, _ direction: String) {
        #expect(FigureRoll.direction(from: from, to: to).rawValue == direction)
    }

    @Test func aGrowingCountRollsUpTheFiguresThatChange() {
        #expect(glyphs(roll("12", "13", at: 0.25)) == [["2@-0.25", "3@0.75"], ["1@0"]])
    }

    @Test func aShrinkingCountRollsDown() {
        #expect(glyphs(roll("13", "12", at: 0.25)) == [["3@0.25", "2@-0.75"], ["1@0"]])
    }

    @Test func figuresAreMatchedFromTheRight() {
        #expect(glyphs(roll("9", "10", at: 0.5)) == [["9@-0.5", "0@0.5"], ["1@0.5"]])
        #expect(glyphs(roll("99", "99+", at: 0.5)) == [["9@-0.5", "+@0.5"], ["9@0"], ["9@0.5"]])
        #expect(glyphs(roll("99+", "99", at: 0.5)) == [["+@0.5", "9@-0.5"], ["9@0"], ["9@0.5"]])
    }

    /// A second change while the first still rolls extends the strip: the figures in flight do
    /// not jump.
    @Test func aChangeDuringARollContinuesIt() {
        let single = roll("3", "4", at: 0.6)
        let chained = RollChain([RollStep(from: "3", to: "4"), RollStep(from: "4", to: "5")])!.roll(at: [0.6, 0])
        #expect(glyphs(chained) == glyphs(single))
        #expect(chained.from == "4" && chained.to == "5" && chained.progress == 0)
    }

    @Test func theNearestTextIsWhatACellPictureShows() {
        #expect(roll("9", "10", at: 0.3).nearestText == "9")
        #expect(roll("9", "10", at: 0.7).nearestText == "10")
        #expect(roll("99", "99+", at: 0.3).nearestText == "99")
    }

    @Test func aBadgeRollsInTheAnimator() {
        typealias F = MotionFixtures
        let animator = F.animator(from: F.tree([F.badge("3")]), to: F.tree([F.badge("4")]))
        let badge = animator.presented(at: 0.1)!["badge"]!
        #expect(badge.text == "4")
        #expect(badge.roll?.direction == .up)
        #expect(badge.roll?.progress == MotionCurve.snappy.progress(at: 0.1))
        #expect(badge.crossFade == nil, "figures roll rather than fade")
        #expect(animator.presented(at: 1)!["badge"]!.roll == nil)
    }

    @Test func changesThatDoNotFollowOneAnotherDoNotChain() {
        #expect(RollChain([RollStep(from: "3", to: "4"), RollStep(from: "7", to: "8")]) == nil)
        #expect(RollChain([]) == nil)
    }
}
