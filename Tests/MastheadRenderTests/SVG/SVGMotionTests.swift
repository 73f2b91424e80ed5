import MastheadCore
import TestSupport
import Testing

@testable import MastheadRender

/// The SVG picture in between: earlier looks under the element at their weights, rolling figures
/// clipped to the badge.
@Suite struct SVGMotionTests {
    static func lines(_ tree: RenderTree) -> [Substring] {
        SVGRenderer.render(tree).split(separator: "\n")
    }

    @Test func rollingFiguresMoveByTheirOffsetInsideAClip() {
        let tree = HeaderFixtures.inBetween(at: 0.1, HeaderFixtures.count("4"))
        let badge = tree["badge"]!
        let group = Self.lines(tree).first { $0.hasPrefix(#"<g id="badge""#) }!
        #expect(group.contains(#"<clipPath id="masthead-roll-badge">"#))
        #expect(group.contains(#"<g clip-path="url(#masthead-roll-badge)" data-roll="3→4">"#))
        let lineHeight = badge.font!.lineHeight
        let baseline = SVGPaint.baseline(
            of: HeaderRect(x: 0, y: badge.frame.midY - lineHeight / 2, width: 0, height: lineHeight),
            size: badge.font!.size)
        // "3" has moved up by the progress, "4" is coming in from a line below.
        let glyphs = badge.roll!.columns[0].glyphs
        #expect(glyphs.map(\.text) == ["3", "4"])
        #expect(glyphs[0].offset < 0 && glyphs[1].offset == glyphs[0].offset + 1)
        for glyph in glyphs {
            #expect(group.contains(#"y="\#(Points.format(baseline + glyph.offset * lineHeight))""#))
            #expect(group.contains(">\(glyph.text)</text>"))
        }
    }

    @Test func aCrossFadeDrawsTheEarlierLookFirstAtItsWeight() {
        let tree = HeaderFixtures.inBetween(at: 0.1) { $0.update("date_line") { $0.text = "Offline" } }
        let progress = tree["date_line"]!.crossFade!.progress
        let lines = Self.lines(tree)
        let earlier = lines.firstIndex {
            $0.hasPrefix(
                #"<g data-earlier-look-of="date_line" data-role="text" opacity="\#(Points.format(1 - progress))""#)
        }
        let own = lines.firstIndex {
            $0.hasPrefix(#"<g id="date_line" data-role="text" opacity="\#(Points.format(progress))""#)
        }
        #expect(earlier != nil && own != nil && earlier! < own!)
        #expect(lines[earlier!].contains(">Friday, October 23</text>"))
        #expect(lines[own!].contains(">Offline</text>"))
    }

    @Test(.needs(.xmllint)) func inBetweenPicturesAreWellFormed() throws {
        for tree in [
            HeaderFixtures.inBetween(at: 0.1, HeaderFixtures.count("99+")),
            HeaderFixtures.inBetween(at: 0.1, reduceMotion: true, HeaderFixtures.count("4")),
        ] {
            let result = try Subprocess.run(
                OutsideTool.xmllint.path, ["--noout", "-"], input: SVGRenderer.render(tree))
            #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
        }
    }
}
