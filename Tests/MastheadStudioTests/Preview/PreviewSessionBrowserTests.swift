import TestSupport
import Testing

@testable import MastheadRunning

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

/// The gallery's "Try it" panel in Chromium against a live preview (Tests/Fixtures/browser/try_panel.py):
/// each control redraws, the address keeps the inputs, "Copy as scenario" copies a scenario that
/// `masthead run` passes, a bad input says why, a theme's save redraws the panel, axe finds
/// nothing serious, and it fits 1280 and 390 px.
@Suite struct PreviewTryBrowserTests {
    /// Runs the browser check `fixture` (under Tests/Fixtures/) with the binary and a folder of
    /// empty `Scenarios/` and `Plugins/themes/` it serves from, and `more` arguments.
    static func browseLive(_ fixture: String, _ more: [String] = []) throws {
        let directory = try ScratchDirectory(prefix: "masthead-try-browser")
        defer { directory.remove() }
        try directory.write("Scenarios/.keep", "")
        try directory.write("Plugins/themes/.keep", "")
        let result = try ChildProcess.run(
            OutsideTool.playwright.path, [TestPackage.fixture(fixture), TestPackage.masthead, directory.path] + more,
            timeout: 240)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains(" passed, 0 failed"))
    }

    @Test(.needs(.playwright, .chromium)) func tryInputsAndCopyTheScenario() throws {
        try Self.browseLive(
            "browser/try_panel.py",
            ProcessEnvironment.current["MASTHEAD_SCREENSHOTS"].map { [$0 + "/gallery-try.png"] } ?? [])
    }
}
