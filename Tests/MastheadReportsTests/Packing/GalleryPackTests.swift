import MastheadCore
import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// The page with its frames packed: each frame emptied and marked, its content in the packed
/// text in page order, and the shipped themes' gallery under its weight (issue 26.7).
@Suite struct GalleryPackTests {
    @Test func framesArePackedInPageOrderAndTheRestStays() throws {
        let page =
            "<main>\n<figure><div class=\"frame\" style=\"width:1px\"><img src='a' /><svg>1</svg></div>"
            + "<p>cap</p></figure>\n<figure><div class=\"frame\" style=\"width:2px\"><img src='b' /></div></figure>\n"
            + "</main>\n<script>page()</script>\n"
        let packed = GalleryPack.packed(page)
        #expect(
            packed.hasPrefix(
                "<main>\n<figure><div class=\"frame\" style=\"width:1px\" data-packed=\"\"></div><p>cap</p>"))
        #expect(packed.contains("<div class=\"frame\" style=\"width:2px\" data-packed=\"\"></div></figure>\n"))
        #expect(packed.hasSuffix("</script>\n</main>\n<script>page()</script>\n"), "unpacked before the page's script")
        let text = try #require(packed.firstRange(of: "<script type=\"text/plain\" id=\"masthead-pack\">"))
        let end = try #require(packed[text.upperBound...].firstRange(of: "</script>"))
        #expect(
            PackedText.unpacked(String(packed[text.upperBound..<end.lowerBound]))
                == ["<img src='a' /><svg>1</svg>", "<img src='b' />"])
        #expect(GalleryPack.packed("<main>\n</main>\n") == "<main>\n</main>\n", "nothing to pack")
    }

    /// The page `masthead gallery` writes for the shipped plugins: at most 1 MB (it was 2.1 MB
    /// with each picture a base64 `data:` URL).
    @Test func theShippedThemesGalleryWeighsAtMostOneMegabyte() {
        let gallery = GalleryBuilder.build(GalleryFixture.options(plugins: [TestPackage.root + "/Plugins"]))
        let page = GalleryPack.packed(GalleryPage(gallery).html)
        #expect(gallery.pictureCount == 300)
        #expect(page.utf8.count <= 1_000_000, "\(page.utf8.count) bytes")
    }
}
