import MastheadLua
import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadCLI
@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// `--html FILE`: the page holds every scenario with its details and pictures, escapes everything,
/// parses, and loads and draws in a real Chromium.
@Suite struct HTMLReporterTests {

    static func suite(unread: Int) -> [String: String] {
        [
            "headers.lua": """
            scenario("expanded", { tags = { "smoke" } }, function()
              local h = greeting_header { profile = profile.sample, unread = \(unread) }
              h:notify()
              expect(h):to_match_snapshot("header")
            end)

            scenario("scope at rest", function()
              expect(scope_header { title = "Reading", scopes = scope_header.sample_scopes, scope = "for-you" }):to_match_snapshot("header")
            end)

            scenario("prints <script>alert('x')</script> & more", function()
              print("<b>bold</b> & \\"quoted\\"")
              expect(1 + 1):to_be(3)
            end)
            """,
            "broken.lua": "scenario(\"never loads\", function()\n",
        ]
    }

    /// Records the suite, changes the greeting header so its snapshot fails, and runs with `--html`.
    func withReport(_ body: (SuiteFixture, String, SuiteRun) throws -> Void) throws {
        let fixture = try SuiteFixture(files: Self.suite(unread: 3))
        defer { fixture.remove() }
        _ = try fixture.run()
        for (name, text) in Self.suite(unread: 7) { try fixture.write(name, text) }
        let path = fixture.root + "/out/report.html"
        try body(fixture, path, try fixture.run(["--html", path]))
    }

    /// The page a run gives with every duration set to zero.
    static func page(_ run: SuiteRun) -> String {
        var summary = run.summary
        summary.duration = 0
        let results = run.results.map { result in
            var result = result
            result.duration = 0
            return result
        }
        let ledger = run.ledger
        return HTMLPage.render(
            results: results, problems: summary.loadProblems, summary: summary,
            snapshots: { ledger.checks(file: $0.file, scenario: $0.info.name) }, sources: run.sources)
    }

    @Test func thePageHoldsEveryScenarioItsFailureAndItsPictures() throws {
        try withReport { fixture, _, run in
            let page = Self.page(run)
            #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
            #expect(page.contains("<title>Masthead: 1 passed, 2 failed, 1 file did not load</title>"))
            #expect(page.contains("<span class=\"tag\">smoke</span>"))
            #expect(page.contains("<li>notify(1)</li>") || page.contains("<li>notify()</li>"))
            #expect(page.contains("snapshot &quot;header&quot; does not match its reference"))
            #expect(page.contains("<span class=\"status mismatched\">mismatched</span>"))
            #expect(page.contains("<span class=\"status matched\">matched</span>"))
            #expect(page.ranges(of: "<img ").count == 3)
            #expect(
                page.contains(
                    "<figcaption>reference, from \(fixture.suite)/__snapshots__/headers.lua/expanded.header.svg</figcaption>"
                ))
            #expect(
                page.contains(
                    "<figcaption>new rendering, in \(fixture.artifacts)\(fixture.suite)/__snapshots__/headers.lua/expanded.header.svg</figcaption>"
                ))
            #expect(
                page.contains(
                    "<span class=\"del\">-Notifications, 4 unread, Button</span><span class=\"add\">+Notifications, 8 unread, Button</span>"
                ))
            #expect(page.contains("Could not load"))
            #expect(
                page.contains("<span class=\"at\">   4 &gt;   expect(h):to_match_snapshot(&quot;header&quot;)</span>"))
        }
    }

    /// The failing snapshot's pictures come compared (three modes, the changed badge outlined)
    /// above the failure's text diff; the matching one keeps its one picture.
    @Test func aFailedSnapshotIsComparedAsPicturesAboveItsDiff() throws {
        try withReport { _, _, run in
            let page = Self.page(run)
            #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTMLPage.policy)\" />"))
            let compare = try #require(page.firstRange(of: "data-testid=\"snapshot-compare\""))
            #expect(page.ranges(of: "data-testid=\"snapshot-compare\"").count == 1)
            let entry = page[compare.lowerBound...]
            let diff = try #require(entry.firstRange(of: "<h3>Diff</h3>"))
            #expect(entry[..<diff.lowerBound].contains("<rect class=\"now\" data-element=\"badge\""))
            #expect(entry[..<diff.lowerBound].contains("<input type=\"range\" class=\"compare-reveal\""))
            #expect(
                entry[..<diff.lowerBound].contains("<li><code>badge</code>: frame, text, motion</li>"),
                "rolling to 8, not 4")
        }
    }

    @Test func everythingAScenarioSaysIsEscaped() throws {
        try withReport { _, _, run in
            let page = Self.page(run)
            // The one script is the snapshot comparison's slider; the scenario's is text.
            #expect(page.ranges(of: "<script").count == 1)
            #expect(page.contains("<script>\n\(SnapshotCompare.script)</script>"))
            #expect(!page.contains("<b>"))
            #expect(page.contains("prints &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more"))
            #expect(page.contains("&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;"))
        }
    }

    @Test func theSameRunGivesTheSamePageApartFromDurations() throws {
        try withReport { fixture, path, _ in
            let again = try fixture.run(["--html", path])
            let once = try fixture.run(["--html", path])
            #expect(Self.page(again) == Self.page(once))
        }
    }

    @Test func theFileIsWrittenWholeAtTheEnd() throws {
        try withReport { fixture, path, _ in
            let page = try #require(fixture.read(path))
            #expect(page.hasSuffix("</html>\n"))
            #expect(try FileSystem.list(fixture.root + "/out") == ["report.html"])
        }
    }

    @Test(.needs(.xmllint)) func xmllintReadsThePage() throws {
        try withReport { _, path, _ in
            let xml = try Subprocess.run(OutsideTool.xmllint.path, ["--noout", path])
            #expect(xml.status == 0 && xml.output.isEmpty, "\(xml.output)")
            // libxml2's HTML parser predates HTML5: it may only object to the newer tag names.
            let html = try Subprocess.run(OutsideTool.xmllint.path, ["--html", "--noout", path])
            let complaints = html.output.split(separator: "\n").filter {
                $0.contains("error") && !$0.contains("invalid")
            }
            #expect(html.status == 0 && complaints.isEmpty, "\(html.output)")
        }
    }

    @Test(.needs(.chromium)) func chromiumLoadsThePageWithoutErrors() throws {
        try withReport { _, path, _ in
            let result = try Subprocess.run(
                OutsideTool.chromium.path,
                [
                    "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0", "--dump-dom",
                    "file://" + path,
                ])
            #expect(result.status == 0)
            // Console messages come from the page; ERROR lines from Chromium's own plumbing in a
            // container (no D-Bus, no GPU, IPC between parallel instances) say nothing about it.
            let plumbing = [":ERROR:dbus/", ":ERROR:mojo/", ":ERROR:gpu/", ":ERROR:viz/", ":ERROR:components/viz/"]
            let problems = result.output.split(separator: "\n").filter { line in
                line.contains("CONSOLE") || line.contains(":FATAL:")
                    || (line.contains(":ERROR:") && !plumbing.contains(where: line.contains))
            }
            #expect(problems.isEmpty, "\(problems)")
            #expect(result.output.contains("<h1>Masthead run</h1>"))
            #expect(result.output.ranges(of: "<img ").count == 3)
        }
    }

    @Test(.needs(.chromium)) func aScreenshotShowsThePictures() throws {
        try withReport { fixture, path, _ in
            let page = try #require(fixture.read(path))
            // Only the pictures stay visible; the control copy has every picture's data emptied.
            let picturesOnly = page.replacing(
                "</head>",
                with: "<style>body * { visibility: hidden } figure img { visibility: visible }</style></head>")
            let emptied = picturesOnly.replacing(
                #/data:image\/svg\+xml;base64,[^"]*/#, with: "data:image/svg+xml;base64,")
            #expect(emptied.count < picturesOnly.count - 10_000)
            let shot = try screenshot(path, to: fixture.root + "/out/report.png")
            #expect(PNGHeader.size(shot)?.width == 1000 && PNGHeader.size(shot)?.height == 4000)
            let pictures = try screenshot(picturesOnly, named: "pictures", in: fixture)
            let control = try screenshot(emptied, named: "control", in: fixture)
            #expect(
                pictures.count > control.count * 3 / 2, "pictures \(pictures.count) bytes, control \(control.count)")
        }
    }

    private func screenshot(_ html: String, named name: String, in fixture: SuiteFixture) throws -> [UInt8] {
        let page = fixture.root + "/out/\(name).html"
        try FileSystem.writeAtomically(html, to: page)
        return try screenshot(page, to: fixture.root + "/out/\(name).png")
    }

    private func screenshot(_ page: String, to png: String) throws -> [UInt8] {
        let result = try Subprocess.run(
            OutsideTool.chromium.path,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1000,4000",
                "--screenshot=" + png, "file://" + page,
            ])
        #expect(result.status == 0, "\(result.output)")
        return try TemporaryDirectory.read(png)
    }
}
