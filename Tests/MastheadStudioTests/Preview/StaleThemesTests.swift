import MastheadCore
import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// A theme whose file breaks keeps its last good section, the problem over it with the code
/// around the line; the page before and after differ only in slots, so an open page swaps them.
@Suite struct StaleThemesTests {
    static let good = "return theme {\n  name = \"plain\",\n  colors = { accent = \"#1F6FEB\" },\n}\n"
    static let broken = "return theme {\n  name = \"plain\",\n  colors = { accent = \"#D1242F\" ,\n}\n"

    /// The gallery page of the built-in themes and `plain.lua` holding `source`.
    static func page(_ source: String, in directory: ScratchDirectory) throws -> String {
        try directory.write("Plugins/themes/plain.lua", source)
        var options = GalleryFixture.options(plugins: [directory.path + "/Plugins"], sizes: [.large])
        options.pluginDirectories = [directory.path + "/Plugins"]
        return GalleryPage(GalleryBuilder.build(options)).html
    }

    @Test func aBrokenThemeKeepsItsLastGoodSection() throws {
        let directory = try ScratchDirectory(prefix: "masthead-stale")
        defer { directory.remove() }
        let before = try Self.page(Self.good, in: directory)
        let drawn = StaleThemes.sections(in: before).map(\.name)
        #expect(drawn == ["default", "plain"], "problems: \(StaleThemes.problems(in: before).map(\.message))")
        let after = try Self.page(Self.broken, in: directory)
        #expect(!after.contains(StaleThemes.sectionStart + "\"plain\""), "the new gallery lost the theme")
        let shown = try #require(StaleThemes.problems(in: after).first?.file)
        #expect(StaleThemes.names(shown, directory.path + "/Plugins/themes/plain.lua"))
        let stale = StaleThemes(read: { $0.hasSuffix("plain.lua") ? Self.broken : nil }).kept(after, previous: before)
        let section = try #require(StaleThemes.sections(in: stale).first { $0.name == "plain" })
        #expect(section.html.contains("data-testid=\"stale-problem\""))
        #expect(section.html.contains("plain.lua:5</code>"))
        #expect(section.html.contains("3  ") && section.html.contains("<mark>5  </mark>"))
        #expect(section.html.contains("accent = &quot;#D1242F&quot; ,"))
        let oldPicture = try #require(
            PreviewSlots(before).slots.first { $0.name == "picture:plain|greeting-unread-99|light|L" })
        #expect(section.html.contains(oldPicture.html), "the last good pictures")
        #expect(PreviewSlots(before).firstDifference(from: PreviewSlots(stale)) == nil)
        let changes = try #require(PreviewSlots(before).changes(to: PreviewSlots(stale)), "only slots changed")
        #expect(changes.contains { $0.name == "theme-problem:plain" })
        #expect(!changes.contains { $0.name.hasPrefix("picture:") }, "no picture changed")
        let fixed = try Self.page(Self.good.replacing("#1F6FEB", with: "#2DA44E"), in: directory)
        let again = StaleThemes().kept(fixed, previous: stale)
        #expect(!again.contains("stale-problem"))
        let fixes = try #require(PreviewSlots(stale).changes(to: PreviewSlots(again)))
        #expect(fixes.contains { $0.name == "theme-problem:plain" && !$0.html.contains("stale") })
        #expect(fixes.contains { $0.name.hasPrefix("picture:plain|") })
    }

    @Test func aShortenedPathNamesItsFile() {
        #expect(StaleThemes.names("Plugins/themes/a.lua", "Plugins/themes/a.lua"))
        #expect(StaleThemes.names(".../tmp/x/Plugins/themes/a.lua", "/work/tmp/x/Plugins/themes/a.lua"))
        #expect(!StaleThemes.names(".../tmp/x/Plugins/themes/a.lua", "/work/tmpx/Plugins/themes/a.lua"))
        #expect(!StaleThemes.names("Plugins/themes/a.lua", "Plugins/themes/b.lua"))
    }

    @Test func theExcerptMarksTheLine() {
        let excerpt = StaleThemes.excerpt("a\nb <c>\nd\ne\nf\ng", around: 2)
        #expect(excerpt == "1  a\n<mark>2  b &lt;c&gt;</mark>\n3  d\n4  e")
    }
}
