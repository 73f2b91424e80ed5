import TestSupport
import Testing

@testable import MastheadRunner

/// `masthead preview` in Chromium, driven by Playwright (Tests/Fixtures/browser/gallery.py): an edited
/// theme colour shows within seconds, a broken plugin's file and line shows, fixing it brings the
/// pictures back, the page asks for nothing while idle and only of 127.0.0.1, and Ctrl-C stops
/// the server with status 0.
@Suite struct PreviewSessionBrowserTests {
    @Test(.needs(.playwright, .chromium)) func editBreakAndFixATheme() throws {
        let directory = try ScratchDirectory(prefix: "masthead-preview-browser")
        defer { directory.remove() }
        try directory.write("Scenarios/.keep", "")
        try directory.write("Plugins/themes/.keep", "")
        try GalleryPageBrowserTests.browse(
            ["preview", TestPackage.masthead, directory.path]
                + (ProcessEnvironment.current["MASTHEAD_SCREENSHOTS"].map { [$0 + "/preview-problem.png"] } ?? []))
    }
}
