import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// A traced scenario's steps reach the parent as they are recorded, so a worker stopped by the
/// watchdog (a hang no hook sees) or dead of a crash leaves a page with every step up to the stop,
/// the step it was stopped during last and the stop marked there: the evidence a timeout used to
/// lose. The faults are the worker's test faults (`MASTHEAD_WORKER_FAULT`), struck at `scroll(77)`.
@Suite struct WorkerTraceSinkTests {
    static let suite = """
        scenario("stopped at the fourth step", function()
          local h = greeting_header { profile = profile.sample, unread = 3 }
          h:notify(2)
          h:advance(0.1)
          h:scroll(77)
        end)
        """

    @Test(arguments: [("hang", "on"), ("hang", "retain-on-failure"), ("crash", "on"), ("crash", "retain-on-failure")])
    func aStoppedScenarioKeepsItsStepsUpToTheStop(fault: String, mode: String) throws {
        let folder = try ScratchDirectory(prefix: "masthead-stopped")
        defer { folder.remove() }
        _ = try folder.write("stop.lua", Self.suite)
        let result = try ChildProcess.run(
            TestPackage.masthead,
            [
                "run", "stop.lua", "--trace", mode, "--trace-dir", "traces", "--timeout", "1", "--reporter", "pretty",
                "--reporter", "json:out.json",
            ],
            directory: folder.path, environment: ["MASTHEAD_WORKER_FAULT": fault + ":scroll(77)"], timeout: 120)
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        let stop = fault == "hang" ? "time limit exceeded" : "worker crashed"
        #expect(result.output.contains(stop), "\(result.output)")
        #expect(!result.errors.contains("determinism bug"), "stopped again the same way: \(result.errors)")
        let path = try #require(
            TracedRun.pages(under: folder.path + "/traces").first,
            "no trace page: \(result.output)")
        let page = try TraceReader.read(path)
        #expect(
            page.steps.map { $0["call"]?.stringValue } == [
                "greeting_header{ profile = Maya Lin, unread = 3 }", "notify(2)", "advance(0.1)", "scroll(77)",
            ])
        #expect(page.steps[2]["frames"]?.arrayValue.count == 6, "the roll lived through during advance(0.1)")
        #expect(page.steps[3]["before"]?.numberValue == page.steps[2]["after"]?.numberValue)
        #expect(page.steps[3]["after"] == nil, "no picture after a step the worker did not finish")
        let failure = try #require(page.data["failure"])
        #expect(failure["message"]?.stringValue?.hasPrefix(stop) == true)
        #expect(failure["step"]?.numberValue == 3, "marked at the step it was stopped during")
        #expect(failure["time"]?.numberValue.map { abs($0 - 0.1) < 1e-6 } == true)
        // The reports list the steps it got through, from its trace.
        let report = try ScratchDirectory.readText(folder.path + "/out.json")
        #expect(report.contains("\"advance(0.1)\""), "\(report)")
    }
}
