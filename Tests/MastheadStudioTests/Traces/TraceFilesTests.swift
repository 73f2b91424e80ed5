import TestSupport
import Testing

@testable import MastheadRunning
@testable import MastheadStudio

/// `--trace on | retain-on-failure | off` through the binary: which pages are written, where, how
/// big, linked from the HTML report; and `show-trace` reading them back.
@Suite struct TraceFilesTests {
    @Test func onWritesAPagePerScenarioNamedAfterItsFileAndName() throws {
        let traced = try TracedRun(["--trace", "on", "--html", "report.html"])
        defer { traced.folder.remove() }
        #expect(traced.result.status == 1, "\(traced.result.output)")
        #expect(traced.pages.count == 2)
        let quiet = TraceFiles.path(
            file: TestPackage.fixture("traces/two_animations.lua"), scenario: "a quiet one that passes",
            under: traced.folder.path + "/traces")
        #expect(traced.pages.contains(quiet), "\(traced.pages)")
        let report = try ScratchDirectory.readText(traced.folder.path + "/report.html")
        #expect(report.contains("class=\"trace\""))
        #expect(report.contains("href=\"traces/"), "linked relative to the report")
    }

    @Test func retainOnFailureKeepsOnlyTheFailedScenariosPages() throws {
        let traced = try TracedRun(["--trace", "retain-on-failure"])
        defer { traced.folder.remove() }
        #expect(traced.pages.count == 1)
        #expect(traced.pages.first?.contains("the-badge-rolls") == true)
    }

    @Test func offWritesNothing() throws {
        let traced = try TracedRun([])
        defer { traced.folder.remove() }
        #expect(traced.pages.isEmpty)
        #expect(!FileSystem.exists(traced.folder.path + "/traces"))
    }

    @Test func aTenStepPageWithTwoAnimationsStaysWellUnderAMegabyte() throws {
        let traced = try TracedRun(["--trace", "on"])
        defer { traced.folder.remove() }
        let page = try #require(traced.pages.first { $0.contains("the-badge-rolls") })
        let size = try FileSystem.readBytes(page, limit: .report).count
        #expect(size < 1 << 20, "\(size) bytes")
        let trace = try TraceReader.read(page)
        #expect(trace.steps.count == 10)
        let frames = trace.steps.map { $0["frames"]?.arrayValue.count ?? 0 }
        #expect(frames.filter { $0 > 0 }.count >= 2, "two animations: \(frames)")
    }

    @Test func showTracePrintsEachStepWithItsLineAndPicture() throws {
        let traced = try TracedRun(["--trace", "retain-on-failure"])
        defer { traced.folder.remove() }
        let page = try #require(traced.pages.first)
        let all = try ChildProcess.run(TestPackage.masthead, ["show-trace", page])
        #expect(all.status == 0, "\(all.errors)")
        #expect(all.output.contains("#1  line 4  greeting_header{"))
        #expect(all.output.contains("#2  line 5  notify(2)  t=0 s\n"), "notify takes no time, so no frames")
        #expect(all.output.contains("#3  line 6  advance(0.1)  t=0→0.1 s, 6 frames"), "the frames lived through")
        #expect(all.output.contains("Good morning, Maya"))
        #expect(all.output.contains("✗ ") && all.output.contains("two_animations.lua:14: expected \"6\", got \"5\""))
        let one = try ChildProcess.run(TestPackage.masthead, ["show-trace", page, "--step", "8"])
        #expect(one.status == 0)
        #expect(one.output.contains("#8  line 11  tap(\"bell\")"))
        #expect(!one.output.contains("#7 "))
        #expect(one.output.contains("events: on_notifications"), "\(one.output)")
        let summary = try ChildProcess.run(TestPackage.masthead, ["show-trace", page, "--summary"])
        let stepLines = summary.output.split(separator: "\n").filter { $0.hasPrefix("#") }
        #expect(summary.status == 0 && stepLines.count == 10, "a line a step: \(summary.output)")
        #expect(stepLines[2] == "#3  line 6  advance(0.1)  t=0→0.1 s, 6 frames")
        #expect(stepLines[7].hasSuffix("  events: on_notifications"), "\(stepLines[7])")
        #expect(!summary.output.contains("Good morning, Maya"), "no text pictures")
        #expect(summary.output.contains("✗ "), "the failure still ends it")
        let beyond = try ChildProcess.run(TestPackage.masthead, ["show-trace", page, "--step", "11"])
        #expect(beyond.status == 2 && beyond.errors.contains("the trace has 10 steps"))
    }

    @Test func showTraceCountsAOneStepTraceInTheSingular() throws {
        let folder = try ScratchDirectory(prefix: "masthead-trace")
        defer { folder.remove() }
        _ = try folder.write(
            "one.lua",
            """
            scenario("one step", function()
              local h = greeting_header { profile = profile.sample }
              expect(h:element("greeting").text):to_be("Good night")
            end)
            """)
        let run = try ChildProcess.run(
            TestPackage.masthead, ["run", "one.lua", "--trace", "on", "--trace-dir", "traces"], directory: folder.path)
        #expect(run.status == 1)
        let page = try #require(TracedRun.pages(under: folder.path + "/traces").first)
        let all = try ChildProcess.run(TestPackage.masthead, ["show-trace", page])
        #expect(all.output.contains("(failed), 1 step\n"), "\(all.output)")
        let beyond = try ChildProcess.run(TestPackage.masthead, ["show-trace", page, "--step", "9"])
        #expect(beyond.status == 2)
        #expect(beyond.errors.contains("--step 9: the trace has 1 step\n"), "\(beyond.errors)")
    }

    @Test func showTraceRefusesWhatIsNotATracePage() throws {
        let folder = try ScratchDirectory(prefix: "masthead-trace")
        defer { folder.remove() }
        let path = try folder.write("report.html", "<html><body>not a trace</body></html>")
        let result = try ChildProcess.run(TestPackage.masthead, ["show-trace", path])
        #expect(result.status == 2)
        #expect(result.errors.contains("is not a masthead trace page"))
        let missing = try ChildProcess.run(TestPackage.masthead, ["show-trace", folder.path + "/nothing.html"])
        #expect(missing.status == 2 && missing.errors.contains("cannot read"))
    }
}
