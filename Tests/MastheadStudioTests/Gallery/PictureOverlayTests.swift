import MastheadCore
import Testing

@testable import MastheadStudio

/// The overlay layers of a picture: tap targets (a small one marked with its size), VoiceOver's
/// order, clipped to what shows.
@Suite struct PictureOverlayTests {
    func tree() -> RenderTree {
        var big = Element(
            id: "big", role: .button, frame: HeaderRect(x: 10, y: 10, width: 44, height: 44),
            accessibility: AccessibilityInfo(label: "Big", traits: [.button]))
        big.hit = HeaderRect(x: 10, y: 10, width: 44, height: 44)
        var small = Element(
            id: "small", role: .button, frame: HeaderRect(x: 80, y: 10, width: 30, height: 30),
            accessibility: AccessibilityInfo(label: "Small", traits: [.button]))
        small.hit = HeaderRect(x: 80, y: 10, width: 30, height: 30)
        var outside = Element(id: "outside", role: .button, frame: HeaderRect(x: 500, y: 10, width: 44, height: 44))
        outside.hit = HeaderRect(x: 500, y: 10, width: 44, height: 44)
        let text = Element(
            id: "title", role: .text, frame: HeaderRect(x: 10, y: 60, width: 100, height: 20), text: "Title",
            accessibility: AccessibilityInfo(label: "Title", traits: [.header]))
        return RenderTree(
            component: "greeting", size: HeaderSize(width: 200, height: 90), ground: .bg,
            elements: [big, small, outside, text], theme: .standard, appearance: .light)
    }

    @Test func targetsUnder44AreMarkedWithTheirSize() {
        let tree = tree()
        #expect(PictureOverlay.smallTargets(tree).map(\.id) == ["small"])
        let svg = PictureOverlay.svg(tree, marks: ContrastMarks(tree: tree, textSize: .large))
        #expect(svg.hasPrefix("<svg class=\"overlay\"") && svg.contains("viewBox=\"0 0 200 90\""))
        #expect(svg.ranges(of: "class=\"target\"").count == 1)
        #expect(svg.contains("<rect class=\"target small\" x=\"80\" y=\"10\" width=\"30\" height=\"30\">"))
        #expect(svg.contains(">30×30</text>"))
        #expect(!svg.contains("outside"), "a control outside the header has no target drawn")
    }

    @Test func voiceOverOrderIsNumbered() {
        let tree = tree()
        let svg = PictureOverlay.svg(tree, marks: ContrastMarks(tree: tree, textSize: .large))
        #expect(svg.contains("<title>1. Big, Button</title>"))
        #expect(svg.contains("<title>2. Small, Button</title>"))
        #expect(svg.contains("<title>3. Title, Heading</title>"))
        #expect(svg.contains("class=\"order\" x=\"18\" y=\"21.5\">1</text>"))
    }

    @Test func framesAreClippedToTheHeader() {
        let tree = tree()
        let element = Element(id: "wide", role: .chip, frame: HeaderRect(x: 150, y: 0, width: 100, height: 10))
        #expect(
            PictureOverlay.shown(element.frame, of: element, in: tree)
                == HeaderRect(x: 150, y: 0, width: 50, height: 10))
        #expect(PictureOverlay.shown(HeaderRect(x: 300, y: 0, width: 10, height: 10), of: element, in: tree) == nil)
    }
}
