import MastheadCore
import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadStudio

/// The gallery of the shipped plugins and of fixtures: every theme in every state, appearance
/// and text size; a theme below AA marked where it fails; the page written whole.
@Suite struct GalleryBuilderTests {
    @Test func everyShippedThemeInEveryStateAppearanceAndSize() throws {
        let gallery = GalleryBuilder.build(GalleryFixture.options(plugins: [TestPackage.root + "/Plugins"]))
        #expect(gallery.problems.isEmpty)
        #expect(gallery.themes.map(\.name) == ["default", "high-contrast", "ledger", "midnight", "poster"])
        for theme in gallery.themes {
            #expect(theme.pictures.count == GalleryState.all.count * 2 * 3)
            #expect(theme.pictures.allSatisfy { $0.failure == nil && $0.svg.hasPrefix("<svg") }, "\(theme.name)")
            let light = try #require(
                theme.pictures.first { $0.state.id == "greeting-unread-99" && $0.appearance == .light })
            #expect(light.svg.contains("data-theme=\"\(theme.name)\""))
            #expect(light.svg.contains(">99+<"))
        }
        #expect(gallery.findingCount == 0, "the shipped themes pass AA")
        let ax3 = try #require(gallery.themes[0].pictures.first { $0.textSize == .accessibility3 })
        let large = try #require(gallery.themes[0].pictures.first { $0.textSize == .large })
        #expect(ax3.size.height > large.size.height)
        #expect(large.focusOrder.first == "Friday, October 23")
    }

    /// dim's textTertiary fails AA in light on fill and on bg: the search prompt and the scope
    /// counts are marked, on the elements that draw them, and nothing in dark.
    @Test func aThemeBelowAAIsMarkedWhereItFails() throws {
        let gallery = GalleryBuilder.build(
            GalleryFixture.options(plugins: [TestPackage.fixture("plugins/audit/failing")], sizes: [.large]))
        let dim = try #require(gallery.themes.first { $0.name == "dim" })
        let expanded = try #require(
            dim.pictures.first { $0.state.id == "greeting-expanded" && $0.appearance == .light })
        #expect(expanded.findings.map(\.check.use.name) == ["search prompt"])
        #expect(expanded.findings.first?.elements.map(\.id) == ["search_field"])
        #expect(expanded.overlay.contains("class=\"finding\""))
        let scope = try #require(dim.pictures.first { $0.state.id == "scope-default" && $0.appearance == .light })
        #expect(scope.findings.map(\.check.use.name) == ["scope counts"])
        #expect(scope.findings.first?.elements.allSatisfy { $0.id.hasPrefix("scope_count.") } == true)
        #expect(dim.pictures.filter { $0.appearance == .dark }.allSatisfy { $0.findings.isEmpty })
        #expect(dim.audit.failures.count == 2)
    }

    @Test func thePageIsWrittenWhole() throws {
        let directory = try ScratchDirectory(prefix: "masthead-gallery")
        defer { directory.remove() }
        let gallery = GalleryBuilder.build(GalleryFixture.options(plugins: [], sizes: [.large]))
        let path = try GalleryBuilder.write(gallery, to: directory.path + "/deep/site")
        #expect(path == directory.path + "/deep/site/index.html")
        #expect(directory.files() == ["deep/site/index.html"])
        let page = try ScratchDirectory.readText(path)
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.hasSuffix("</html>\n"))
        #expect(page.ranges(of: "<figure data-testid=\"picture\"").count == 20)
    }
}
