import TestSupport
import Testing

/// A trace page in a real browser (Playwright from `.masthead/tools` driving Debian's Chromium):
/// the steps are listed in order with the builder first, selecting a step changes the picture,
/// the scrubber shows in-between frames, hovering an element outlines its frame and its target,
/// and the page logs no error and asks the network for nothing. Then, at 1280x720, 1440 and
/// 390 px (`trace_page_checks.py`): no horizontal scroll, the picture held in view, the step
/// list one listbox driven by keys, film frames and element rows reachable, deep links, links to
/// and from the report, a film strip never rebuilt while scrubbing (counted DOM mutations), the
/// plot's ticks, legend, cursor and failure marks, and axe-core on the trace and the report.
/// A failed snapshot's pictures are compared on its page, used by keyboard (`snapshot_compare.py`).
@Suite(.needs(.playwright, .chromium))
struct TracePageBrowserTests {
    @Test func aTracePageWorksInABrowser() throws {
        let traced = try TracedRun(["--trace", "on"])
        defer { traced.folder.remove() }
        let page = try #require(traced.pages.first { $0.contains("the-badge-rolls") })
        let result = try Subprocess.run(
            OutsideTool.playwright.path, [TestPackage.fixture("browser/trace_page.py"), page],
            separateErrors: true)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        var facts: [String: [[String]]] = [:]
        for line in result.output.split(separator: "\n") {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            facts[cells[0], default: []].append(Array(cells.dropFirst()))
        }
        let steps = try #require(facts["steps"]?.first)
        #expect(steps[0] == "10")
        #expect(steps[1].hasPrefix("greeting_header{"))
        #expect(steps[1].contains("|notify(2)|advance(0.1)|scroll(36)|"))
        let hooks = Set(facts["hooks"]?.first ?? [])
        for hook in [
            "step=10", "picture=1", "timeline=1", "elements=1", "voiceover=1", "events=1", "motion=1", "failure=1",
        ] {
            #expect(hooks.contains(hook), "\(hooks)")
        }
        let pictures = (facts["picture"] ?? []).map { $0[1] }
        #expect(pictures.count == 10)
        #expect(pictures[0] != pictures[1], "selecting notify(2) shows its picture")
        let between = try #require(facts["between"]?.first)
        #expect(!pictures.contains(between[0]), "a frame between steps is its own picture")
        let recorded = try #require(facts["recorded"]?.first)
        let outline = try #require(facts["outline"]?.first)
        #expect(outline == Array(recorded.prefix(5)), "the bell's frame is outlined where the trace has it")
        let target = try #require(facts["target"]?.first)
        #expect(target == ["bell"] + Array(recorded.suffix(4)), "and its tap target")
        #expect(outline != target)
        #expect(Int(facts["order"]?.first?.first ?? "0") ?? 0 >= 4)
        #expect(facts["console"]?.first?.first == "0", "\(facts["console"] ?? [])")
        #expect(facts["network"]?.first?.first == "0", "\(facts["network"] ?? [])")
    }

    /// The ten-step trace of Tests/Fixtures/traces (its expected value is a string) with its report.
    @Test func theTracePageFitsTheScreenAndWorksByKeyboardAndLinks() throws {
        let folder = try ScratchDirectory(prefix: "masthead-trace-page")
        defer { folder.remove() }
        try checks(on: TestPackage.fixture("traces"), in: folder, page: "the-badge-rolls")
    }

    /// A scenario failing mid-roll on a number: the expected value is drawn on the plot.
    @Test func aFailureOnANumberIsMarkedOnThePlotWithItsExpectedValue() throws {
        let folder = try ScratchDirectory(prefix: "masthead-trace-page")
        defer { folder.remove() }
        let scenario = try folder.write(
            "mid.lua",
            """
            scenario("the badge is caught mid-roll", function()
              local h = greeting_header { profile = profile.sample, unread = 3 }
              h:notify(2)
              h:advance(0.1)
              expect(h:element("badge").motion.progress):to_be(0.5)
            end)
            """)
        try checks(on: scenario, in: folder, page: "mid-roll")
    }

    /// A scenario whose snapshot fails after its badge rolled: its page fits at 1280 and 390 px
    /// and compares the snapshot's pictures (side by side, slider, difference) by keyboard.
    @Test func aFailedSnapshotIsComparedOnThePage() throws {
        let folder = try ScratchDirectory(prefix: "masthead-trace-page")
        defer { folder.remove() }
        let scenario = { (count: Int) in
            """
            scenario("the badge's snapshot", function()
              local h = greeting_header { profile = profile.sample, unread = 3 }
              h:notify(\(count))
              h:settle()
              expect(h):to_match_snapshot("rolled")
            end)
            """
        }
        let file = try folder.write("snap.lua", scenario(2))
        _ = try ChildProcess.run(
            TestPackage.masthead, ["run", file, "--record", "missing"], directory: folder.path, timeout: 120)
        _ = try folder.write("snap.lua", scenario(9))
        try checks(on: file, in: folder, page: "snapshot", mode: ["snapshot"])
    }

    /// Runs `suite` traced with an HTML report in `folder` and the browser checks (of `mode`) on
    /// the page whose name has `page` in it.
    private func checks(on suite: String, in folder: ScratchDirectory, page: String, mode: [String] = []) throws {
        let report = folder.path + "/out/report.html"
        _ = try ChildProcess.run(
            TestPackage.masthead, ["run", suite, "--trace", "on", "--trace-dir", "traces", "--html", report],
            directory: folder.path, timeout: 120)
        let trace = try #require(
            TracedRun.files(under: folder.path + "/traces").first { $0.hasSuffix(".html") && $0.contains(page) })
        let result = try Subprocess.run(
            OutsideTool.playwright.path, [TestPackage.fixture("browser/trace_page_checks.py"), trace, report] + mode,
            separateErrors: true)
        #expect(result.status == 0 && result.output.hasSuffix("passed, 0 failed\n"), "\(result.output)\(result.errors)")
    }
}
