import Testing

@testable import MastheadCore

/// A tree's sketch tells apart trees that differ in a frame or a text, and never equal trees.
@Suite struct RenderTreeSketchTests {
    static func greeting(unread: Int) -> GreetingHeaderController {
        GreetingHeaderController(
            inputs: GreetingHeader(profile: .sample, unreadCount: unread), environment: HeaderEnvironment(),
            clock: VirtualClock())
    }

    @Test func equalTreesFromTwoHeadersHaveEqualSketches() {
        let first = Self.greeting(unread: 3).currentTree()
        let second = Self.greeting(unread: 3).currentTree()
        #expect(first == second)
        #expect(first.sketch == second.sketch)
    }

    @Test func aTextChangedInPlaceChangesTheSketch() {
        let three = Self.greeting(unread: 3).currentTree()
        var four = three
        four.update("badge") { $0.text = "4" }
        #expect(three["badge"]?.frame == four["badge"]?.frame)
        #expect(three.sketch != four.sketch)
    }

    @Test func aMovedFrameChangesTheSketch() {
        let before = Self.greeting(unread: 0).currentTree()
        var after = before
        after.update("bell") { $0.frame.x += 0.5 }
        #expect(before.sketch != after.sketch)
    }

    @Test func aMissingTextIsNotAnEmptyOne() {
        var tree = Self.greeting(unread: 0).currentTree()
        let sketch = tree.sketch
        #expect(tree["bell"]?.text == nil)
        tree.update("bell") { $0.text = "" }
        #expect(tree["bell"]?.text == "")
        #expect(tree.sketch != sketch)
    }
}
