import MastheadRender
import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// The report page in a real browser, driven as a person follows links: Playwright (PyPI, in
/// `.masthead/tools`, installed by `make pypi-deps`) driving Debian's Chromium. It opens on the
/// failures, every view and every scenario has a link, the text pictures' symbols are drawn, and
/// a failed snapshot's pictures are compared.
@Suite(.needs(.playwright, .chromium))
struct HTMLPageBrowserTests {
    static let python = OutsideTool.playwright.path
    static let script = TestPackage.fixture("browser/report_views.py")

    /// What the page shows at each fragment: the visible scenarios' ids, the lit switch, whether a
    /// targeted scenario is in view; and which glyphs it draws.
    func look(at report: String, _ fragments: [String]) throws -> (views: [[String]], glyphs: [String: String]) {
        let result = try Subprocess.run(Self.python, [Self.script, report] + fragments, separateErrors: true)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        var views: [[String]] = []
        var glyphs: [String: String] = [:]
        for line in result.output.split(separator: "\n") {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if cells.first == "view" { views.append(cells) }
            if cells.first == "glyph", cells.count == 3 { glyphs[cells[1]] = cells[2] }
        }
        return (views, glyphs)
    }

    static let suite = [
        "a.lua": """
        scenario("passes", function() expect(1):to_be(1) end)
        scenario("fails", function() expect(1):to_be(2) end)
        """,
        "b.lua": "scenario(\"also passes\", function() end)\n",
    ]

    @Test func thePageOpensOnTheFailuresAndEveryViewAndScenarioIsALink() throws {
        let fixture = try SuiteFixture(files: Self.suite)
        defer { fixture.remove() }
        let report = fixture.root + "/out/report.html"
        _ = try fixture.run(["--html", report])
        let a = fixture.suite + "/a.lua"
        let b = fixture.suite + "/b.lua"
        let passed = "\(b) › also passes"
        let (views, glyphs) = try look(
            at: report, ["", "#failed", "#all", "#passed", "#" + HTMLStyle.fragment(passed)])
        #expect(views.count == 5)
        guard views.count == 5 else { return }
        #expect(views[0][2] == "visible=\(a) › fails" && views[0][3] == "lit=#failed", "opens on the failures")
        #expect(views[1][2] == "visible=\(a) › fails" && views[1][3] == "lit=#failed")
        #expect(views[2][2] == "visible=\(a) › passes|\(a) › fails|\(passed)" && views[2][3] == "lit=#all")
        #expect(views[3][2] == "visible=\(a) › passes|\(passed)" && views[3][3] == "lit=#passed")
        #expect(views[4][2] == "visible=\(a) › fails|\(passed)", "a linked scenario shows in the failures' view")
        #expect(views[4][4] == "target-in-view=yes")
        // The text pictures' symbols, the bell's first, are drawn, not missing-glyph boxes.
        #expect(glyphs == ["⍾": "drawn=yes", "⌕": "drawn=yes", "✓": "drawn=yes"])
    }

    /// A snapshot that fails (the badge went from 3 to 12): both pictures drawn side by side, the
    /// mode switch driven by arrow keys, the slider moved by keys changing what shows, the
    /// difference outlining the badge where it is drawn, at 1280x720 and 390 px without
    /// horizontal scroll or a serious axe-core violation (`snapshot_compare.py`).
    @Test func aFailedSnapshotIsComparedAsPictures() throws {
        let scenario = { (unread: Int) in
            [
                "snap.lua": """
                scenario("three unread", function()
                  expect(greeting_header { profile = profile.sample, unread = \(unread) }):to_match_snapshot("header")
                end)
                """
            ]
        }
        let fixture = try SuiteFixture(files: scenario(3))
        defer { fixture.remove() }
        _ = try fixture.run()
        for (name, text) in scenario(12) { try fixture.write(name, text) }
        let report = fixture.root + "/out/report.html"
        _ = try fixture.run(["--html", report])
        let result = try Subprocess.run(Self.python, [Self.script, "compare", report], separateErrors: true)
        #expect(result.status == 0 && result.output.hasSuffix("passed, 0 failed\n"), "\(result.output)\(result.errors)")
    }

    @Test func aRunWithoutFailuresOpensOnEverything() throws {
        let fixture = try SuiteFixture(files: ["b.lua": Self.suite["b.lua"]!])
        defer { fixture.remove() }
        let report = fixture.root + "/out/report.html"
        _ = try fixture.run(["--html", report])
        let views = try look(at: report, [""]).views
        #expect(views.first?[2] == "visible=\(fixture.suite)/b.lua › also passes")
        #expect(views.first?[3] == "lit=#all")
    }
}

/// The report's monospaced font stack names, for every glyph the text pictures use, a font that
/// has it among the fonts the Makefile installs (fontconfig's view), so Chromium on Debian draws
/// the bell's "⍾" rather than a box.
@Suite(.needs(.fcList))
struct HTMLStyleFontTests {
    @Test func everySymbolGlyphHasAFontInTheStack() throws {
        let stack = HTMLStyle.monospace.split(separator: ",").map {
            $0.filter { $0 != "\"" }.drop(while: { $0 == " " })
        }
        let glyphs =
            SymbolLibrary.names.compactMap { SymbolLibrary.symbol(named: $0)?.glyph } + [SymbolLibrary.unknown.glyph]
        for glyph in Set(glyphs) {
            let code = String(glyph.unicodeScalars.first!.value, radix: 16, uppercase: true)
            let families = try Subprocess.run(OutsideTool.fcList.path, [":charset=\(code)", "family"]).output
                .split(whereSeparator: { $0 == "\n" || $0 == "," }).map(String.init)
            #expect(families.contains { stack.contains(Substring($0)) }, "\(glyph) U+\(code): only in \(families)")
        }
    }
}
