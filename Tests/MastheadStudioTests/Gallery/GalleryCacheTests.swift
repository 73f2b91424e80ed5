import MastheadCore
import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// Theme sections kept between galleries: a theme whose tokens, file and sizes are the same is
/// taken from the cache, one that changed (or that another build drew) is drawn again, and the
/// page is the one a gallery without a cache draws.
@Suite struct GalleryCacheTests {
    static func theme(_ accent: String) -> String {
        "return theme {\n  name = \"plain\",\n  colors = { accent = \"\(accent)\" },\n}\n"
    }

    /// A folder given to `--cache` may outlive a build: what another binary drew is not taken.
    @Test func aSectionAnotherBuildDrewIsDrawnAgain() throws {
        let directory = try ScratchDirectory(prefix: "masthead-gallery-cache")
        defer { directory.remove() }
        let cache = GalleryCache(folder: directory.path)
        let older = GalleryCache.key(theme: .standard, source: nil, textSizes: [.large], drawer: "masthead 0.1.0 1 1.0")
        cache.keep(
            [(older, GalleryCache.Section(html: "<section></section>", pictures: 1, findings: 0))], keys: [older])
        #expect(cache.section(for: older)?.html == "<section></section>")
        #expect(cache.section(for: GalleryCache.key(theme: .standard, source: nil, textSizes: [.large])) == nil)
        #expect(GalleryCache.drawer.hasPrefix("masthead \(Masthead.version) "), "\(GalleryCache.drawer)")
    }

    @Test func onlyTheThemeThatChangedIsDrawnAgain() throws {
        let directory = try ScratchDirectory(prefix: "masthead-gallery-cache")
        defer { directory.remove() }
        _ = try directory.write("Plugins/themes/plain.lua", Self.theme("#1F6FEB"))
        var options = GalleryFixture.options(plugins: [directory.path + "/Plugins"], sizes: [.large])
        options.cache = directory.path + "/cache"
        func draw() throws -> (Gallery, String) {
            let gallery = GalleryBuilder.build(options)
            let path = try GalleryBuilder.write(
                gallery, to: directory.path + "/site", packed: false, cache: options.cache)
            return (gallery, try ScratchDirectory.readText(path))
        }
        let (first, firstPage) = try draw()
        #expect(first.themes.allSatisfy { $0.reused == nil })
        #expect(directory.files().filter { $0.hasPrefix("cache/") }.count == 2)

        let (second, secondPage) = try draw()
        #expect(second.themes.allSatisfy { $0.reused != nil && $0.pictures.isEmpty })
        #expect(secondPage == firstPage, "the same page, from the cache")
        #expect(second.pictureCount == first.pictureCount && second.findingCount == first.findingCount)

        _ = try directory.write("Plugins/themes/plain.lua", Self.theme("#D1242F"))
        let (third, thirdPage) = try draw()
        #expect(third.themes.map { $0.reused == nil } == [false, true], "default from the cache, plain drawn")
        options.cache = nil
        #expect(thirdPage == GalleryPage(GalleryBuilder.build(options)).html, "as drawn without a cache")
        #expect(directory.files().filter { $0.hasPrefix("cache/") }.count == 2, "the old plain is gone")
    }

    @Test func aFileOfAnotherKeyIsNotTaken() throws {
        let directory = try ScratchDirectory(prefix: "masthead-gallery-cache")
        defer { directory.remove() }
        let cache = GalleryCache(folder: directory.path)
        cache.keep(
            [("one", GalleryCache.Section(html: "<section>1</section>", pictures: 2, findings: 1))], keys: ["one"])
        let kept = try #require(cache.section(for: "one"))
        #expect(kept.html == "<section>1</section>" && kept.pictures == 2 && kept.findings == 1)
        try ScratchDirectory.writeText("60 0 3\ntwo<section>2</section>", to: cache.path(of: "one"))
        #expect(cache.section(for: "one") == nil, "a hash that two keys share")
        cache.keep([], keys: [])
        #expect(directory.files().isEmpty)
    }
}
