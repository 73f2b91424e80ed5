import MastheadCore
import RunnerTestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// A failed snapshot's comparison markup: a labelled radio group of three modes, both pictures
/// once each with their sizes, a labelled range, the changed elements outlined in the pictures'
/// points and named in words, everything escaped.
@Suite struct SnapshotCompareTests {
    static let reference = #"<svg xmlns="http://www.w3.org/2000/svg" width="393" height="145"><title>3</title></svg>"#
    static let new = #"<svg xmlns="http://www.w3.org/2000/svg" width="393.5" height="170"><title>4</title></svg>"#

    static func html(name: String = "header", difference: SnapshotDifference? = nil) -> String {
        SnapshotCompare.html(
            name: name, reference: .init(svg: reference, caption: "reference, from a.svg", alt: "header, reference"),
            new: .init(svg: new, caption: "new rendering, in b.svg", alt: "header, new rendering"),
            difference: difference, index: 2)
    }

    @Test func threeModesBothPicturesOnceAndASlider() {
        let html = Self.html()
        #expect(html.contains(#"<fieldset class="compare-modes"><legend>Compare "header":</legend>"#))
        for (value, label) in [("side", "side by side"), ("slider", "slider"), ("difference", "difference")] {
            #expect(html.contains(#"<input type="radio" name="compare-2" value="\#(value)""#), "\(value)")
            #expect(html.contains(" /> \(label)</label>"))
        }
        #expect(html.ranges(of: "checked=\"checked\"").count == 1)
        #expect(html.ranges(of: "<img ").count == 2)
        #expect(html.contains(#"style="--W: 393.5; --H: 170""#))
        #expect(html.contains(#"data-testid="expected" style="--w: 393; --h: 145""#))
        #expect(html.contains(#"data-testid="actual" style="--w: 393.5; --h: 170""#))
        #expect(html.contains(#"<label>new rendering shown from the left <input type="range" class="compare-reveal""#))
        #expect(html.contains("<figcaption>new rendering, in b.svg</figcaption>"))
        #expect(html.contains("<li>no element's line in the text rendering differs</li>"))
    }

    @Test func changedElementsAreOutlinedWhereTheyAreAndWere() {
        let difference = SnapshotDifference(
            reference: SnapshotTextFixture.rest, new: SnapshotTextFixture.folded)
        let html = Self.html(difference: difference)
        #expect(html.contains(#"viewBox="0 0 393.5 170""#))
        #expect(
            html.contains(#"<rect class="was" data-element="badge" x="311.125" y="2" width="19.636" height="18" />"#))
        #expect(
            html.contains(#"<rect class="now" data-element="badge" x="311.125" y="2" width="24.835" height="18" />"#))
        #expect(html.contains(#"<rect class="was" data-element="greeting" x="0" y="52" width="393" height="37" />"#))
        #expect(!html.contains(#"class="now" data-element="greeting""#))
        #expect(html.contains("<li><code>badge</code>: frame, text</li>"))
    }

    /// Only a check that failed or was replaced, with two different pictures, is compared.
    @Test func whichChecksAreCompared() {
        let paths = SnapshotPaths(file: "a.lua", scenario: "s", name: "n", artifactsRoot: "out")
        var check = SnapshotCheck(
            file: "a.lua", scenario: "s", name: "n", paths: paths, status: .mismatched, passed: false,
            picture: Self.new, referencePicture: Self.reference)
        #expect(SnapshotCompare.applies(to: check))
        check.status = .updated
        #expect(SnapshotCompare.applies(to: check))
        check.referencePicture = Self.new
        #expect(!SnapshotCompare.applies(to: check), "the VoiceOver list alone differs")
        check.referencePicture = nil
        #expect(!SnapshotCompare.applies(to: check))
        check.referencePicture = Self.reference
        for status in [SnapshotCheck.Status.matched, .recorded, .missing, .failedIO] {
            check.status = status
            #expect(!SnapshotCompare.applies(to: check), "\(status)")
        }
    }

    @Test func namesAreEscaped() {
        let html = Self.html(name: "<b>&\"")
        #expect(html.contains("data-snapshot=\"&lt;b&gt;&amp;&quot;\""))
        #expect(!html.contains("<b>"))
    }

    @Test func aPictureSizeComesFromItsSVGTag() {
        #expect(SnapshotCompare.size(of: Self.new) == HeaderSize(width: 393.5, height: 170))
        #expect(SnapshotCompare.size(of: "not a picture") == HeaderSize(width: 390, height: 200))
    }

    /// The script stays inside an XML page's text: no markup character in it.
    @Test func theScriptHoldsNoMarkupCharacter() {
        #expect(!SnapshotCompare.script.contains("<") && !SnapshotCompare.script.contains("&"))
    }
}
