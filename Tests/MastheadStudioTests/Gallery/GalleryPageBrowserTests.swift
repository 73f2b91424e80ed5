import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// The gallery page in Chromium, driven by Playwright (Tests/Fixtures/browser/gallery.py): every shipped
/// theme and state, no console error, no request, the overlays toggle, two themes side by side;
/// a theme below AA shows its ratio on the picture (`make pypi-deps` installs Playwright in
/// `.masthead/tools`).
@Suite struct GalleryPageBrowserTests {
    static let script = TestPackage.fixture("browser/gallery.py")

    static func browse(_ arguments: [String]) throws {
        let result = try ChildProcess.run(OutsideTool.playwright.path, [script] + arguments, timeout: 180)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains(" passed, 0 failed"))
    }

    static let shippedThemes = ["default", "high-contrast", "ledger", "midnight", "poster"]

    /// The shipped plugins' gallery, written by `masthead gallery ARGUMENTS` under `directory`: its page.
    static func shippedGallery(_ arguments: [String], in directory: ScratchDirectory) throws -> String {
        let site = directory.path + "/site"
        let built = try ChildProcess.run(
            TestPackage.masthead, ["gallery", "--out", site] + arguments, directory: TestPackage.root)
        #expect(built.status == 0, "\(built.errors)")
        return site + "/index.html"
    }

    @Test(.needs(.playwright, .chromium)) func everyShippedThemeAndStateWithoutErrors() throws {
        let directory = try ScratchDirectory(prefix: "masthead-gallery-browser")
        defer { directory.remove() }
        let page = try Self.shippedGallery(["--scenarios", "Scenarios"], in: directory)
        try Self.browse(
            [
                "page", page, Self.shippedThemes.joined(separator: ","),
                GalleryState.all.map(\.id).joined(separator: ","), "3",
            ] + (ProcessEnvironment.current["MASTHEAD_SCREENSHOTS"].map { [$0 + "/gallery-compare.png"] } ?? []))
    }

    @Test(.needs(.playwright, .chromium)) func aThemeBelowAAShowsItsRatio() throws {
        let directory = try ScratchDirectory(prefix: "masthead-gallery-browser")
        defer { directory.remove() }
        let site = directory.path + "/site"
        let built = try ChildProcess.run(
            TestPackage.masthead,
            ["gallery", "--out", site, "--text-sizes", "L", "--plugins", TestPackage.fixture("plugins/audit/failing")],
            directory: directory.path)
        #expect(built.status == 0, "\(built.errors)")
        try Self.browse(["failing", site + "/index.html"])
    }
}
