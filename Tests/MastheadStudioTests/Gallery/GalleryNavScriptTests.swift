import MastheadCore
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// The gallery's navigation (issue 26.3) in Chromium (Tests/Fixtures/browser/gallery_nav.py): the
/// sidebar and its search, one state or the grid, the address that keeps them beside the "Try
/// it" panel's inputs, the old anchors, headings clear of the bar, the keyboard, axe-core at
/// 1280 and 390 px; and, without a browser, the page's parts the script builds from.
@Suite struct GalleryNavScriptTests {
    @Test(.needs(.playwright, .chromium)) func sidebarSearchViewsAndTheAddress() throws {
        let directory = try ScratchDirectory(prefix: "masthead-gallery-nav")
        defer { directory.remove() }
        let page = try GalleryPageBrowserTests.shippedGallery(["--text-sizes", "L"], in: directory)
        let themes = GalleryPageBrowserTests.shippedThemes.joined(separator: ",")
        let script = TestPackage.fixture("browser/gallery_nav.py")
        let result = try ChildProcess.run(
            OutsideTool.playwright.path, [script, page, themes, String(GalleryState.all.count)], timeout: 180)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains(" passed, 0 failed"))
    }

    /// Each state block carries the anchor and the title the sidebar links to and shows; the
    /// sidebar's search box is labelled and its list left for the script.
    @Test func stateBlocksCarryTheirAnchorAndTitle() {
        var gallery = Gallery()
        gallery.themes = [
            Gallery.ThemeEntry(
                name: "high contrast", source: nil, audit: ContrastAudit(theme: .standard),
                pictures: [])
        ]
        let html = GalleryPage(gallery).html
        #expect(
            html.contains(
                "<section class=\"state\" data-testid=\"state\" data-state=\"greeting-half-folded\""
                    + " id=\"theme-high-contrast--greeting-half-folded\" data-title=\"Greeting · half folded\">"))
        #expect(html.contains("<label for=\"sidebar-search\">Search themes and states</label>"))
        #expect(html.contains("<div class=\"sidebar-list\" data-testid=\"sidebar-list\"></div>"))
        #expect(html.contains("aria-controls=\"sidebar\" aria-expanded=\"true\">Themes and states</button>"))
    }

    /// The navigation's and the motion's names in the address are no control's, so the "Try it"
    /// panel never reads one of them as an input.
    @Test func navigationNamesAreNoControlsName() {
        for component in RenderRequest.Component.allCases {
            let names = Set(HeaderControl.all(component).map(\.name) + ["try", "component"])
            #expect(names.isDisjoint(with: GalleryAddress.navigationNames + GalleryAddress.motionNames))
        }
        #expect(Set(GalleryAddress.navigationNames).isDisjoint(with: GalleryAddress.motionNames))
    }
}
