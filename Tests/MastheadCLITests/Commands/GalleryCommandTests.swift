import TestSupport
import Testing

@testable import MastheadCLI

/// `masthead gallery` through the binary: what it writes and says, a broken plugin named on
/// the page and in the exit status, and its options' errors.
@Suite struct GalleryCommandTests {
    @Test func writesThePageAndSaysWhat() throws {
        let directory = try ScratchDirectory(prefix: "masthead-gallery-command")
        defer { directory.remove() }
        try directory.write(
            "Plugins/themes/bad.lua", "return theme {\n  name = \"bad\",\n  colors = { accent = 12 },\n}\n")
        let result = try ChildProcess.run(
            TestPackage.masthead, ["gallery", "--text-sizes", "L, AX5", "--out", "site"], directory: directory.path)
        #expect(result.status == 2, "a plugin with a problem: \(result.errors)")
        #expect(
            result.output
                == "wrote site/index.html: 1 theme, 40 pictures, no contrast finding, 0 stories, 1 plugin problem\n")
        #expect(result.errors.contains("masthead gallery: plugin Plugins/themes/bad.lua:3:"))
        let page = try ScratchDirectory.readText(directory.path + "/site/index.html")
        #expect(page.contains("data-testid=\"problem\" data-file=\"Plugins/themes/bad.lua\" data-line=\"3\""))
        #expect(page.contains("data-text-size=\"AX5\"") && !page.contains("data-text-size=\"xxxL\""))
    }

    @Test func optionErrors() throws {
        let sizes = try ChildProcess.run(TestPackage.masthead, ["gallery", "--text-sizes", "L,XXL"])
        #expect(sizes.status == 2)
        #expect(sizes.errors.contains("--text-sizes takes text sizes separated by commas"))
        let missing = try ChildProcess.run(TestPackage.masthead, ["gallery", "--scenarios", "/nonexistent-stories"])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("no such file or directory: /nonexistent-stories (given with --scenarios)"))
        #expect(GalleryCommand.sizeList.parse("L,L,AX3") == [.large, .accessibility3])
        #expect(GalleryCommand.sizeList.parse("") == nil)
    }
}
