import Testing

@testable import MastheadCore
@testable import TestHeaders

/// The test-only third header (`BannerHeader`) runs on the live header alone: built, scrolled
/// (deferred, faded), changed (animated), tapped, on a scene's clock, and the same with its memo
/// layer off.
@Suite struct BannerHeaderTests {
    static let long = "Your trial ends in three days: pick a plan to keep your reading lists and highlights"

    @Test func itIsLaidOutWrappedToTheWidthWithItsButtonBeside() throws {
        let header = BannerController(BannerHeader(message: Self.long), clock: VirtualClock())
        let tree = header.targetTree
        #expect(tree.component == "banner")
        let message = try #require(tree["message"])
        let dismiss = try #require(tree["dismiss"])
        #expect(message.lines?.count == 3)
        #expect(message.frame.maxX < dismiss.frame.minX)
        #expect(dismiss.frame.maxX == 393 - 16)
        #expect(header.voiceOver == [Self.long, "Dismiss, Button"])
    }

    @Test func aScrollFadesTheMessageAtOnceAndANewMessageAnimates() throws {
        let scene = HeaderScene()
        let header = BannerController(BannerHeader(message: "Saved"), clock: scene.clock)
        scene.add(header)
        header.scroll(to: 22)
        #expect(header.currentTree()["message"]?.opacity == 0.5)
        header.set(BannerHeader(message: "Saved offline"), environment: nil)
        #expect(header.currentTree()["message"]?.motion?.token == "smooth")
        try scene.settle()
        #expect(header.currentTree()["message"]?.text == "Saved offline")
        #expect(try header.tap("dismiss") == "dismiss")
        #expect(header.events == ["on_dismiss"])
        #expect(throws: HeaderTapError.self) { try header.tap("message") }
    }

    /// Kept from one scroll to the next (only its opacity moves), the message is what a header
    /// that remembers nothing makes.
    @Test func itsKeptMessageIsTheOneAFreshLayoutMakes() {
        let memoized = BannerController(BannerHeader(message: Self.long), clock: VirtualClock())
        for offset in stride(from: 0.0, through: 60, by: 6) {
            memoized.scroll(to: offset)
            let fresh = LiveHeader(
                inputs: memoized.inputs, environment: memoized.environment, state: BannerHeader.LiveState(),
                clock: VirtualClock(), animator: Animator(), memoized: false)
            fresh.jump(at: fresh.clock.now) { fresh.scrollOffset = offset }
            #expect(memoized.targetTree == fresh.targetTree, "at \(offset) pt")
        }
    }
}
