import MastheadLua
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// Scenario files that vanish or change while a run is under way. Discovery reads each file
/// once; every scenario then runs that same text in a fresh state, so a file deleted or edited
/// after discovery changes nothing in the run. Helper modules are read when a scenario requires
/// them: one that vanished fails that scenario with a sentence, one that changed is used as it
/// is now.
@Suite("Files that change during a run")
struct ChangingFilesTests {
    /// Calls `change` once discovery is done, before the first scenario runs.
    final class ChangeOnStart: Reporter {
        let change: () -> Void
        var results: [String: ScenarioResult] = [:]
        init(_ change: @escaping () -> Void) { self.change = change }
        func runStarted(_ plan: RunPlan) { change() }
        func scenarioFinished(_ result: ScenarioResult) { results[result.info.name] = result }
        func problem(_ problem: LoadProblem) {}
        func runFinished(_ summary: RunSummary) {}
    }

    static func suite() throws -> ScratchDirectory {
        let folder = try ScratchDirectory(prefix: "masthead-changing")
        try folder.write(
            "suite/a.lua",
            """
            scenario("first", function() expect(1):to_be(1) end)
            scenario("uses the helper", function() expect(require("_helper").answer):to_be(42) end)
            """)
        try folder.write("suite/_helper.lua", "return { answer = 42 }\n")
        return folder
    }

    static func run(_ folder: ScratchDirectory, _ change: @escaping () -> Void) -> (RunSummary, ChangeOnStart) {
        var options = RunOptions()
        options.workerExecutable = TestPackage.masthead
        options.paths = [folder.path + "/suite"]
        options.jobs = 1
        options.pluginDirectories = [folder.path + "/no-plugins"]
        let reporter = ChangeOnStart(change)
        return (SuiteRunner(options: options, reporters: [reporter]).run(), reporter)
    }

    @Test func filesThatVanishAfterDiscovery() throws {
        let folder = try Self.suite()
        defer { folder.remove() }
        let (summary, reporter) = Self.run(folder) {
            FileSystem.remove(folder.path + "/suite/a.lua")
            FileSystem.remove(folder.path + "/suite/_helper.lua")
        }
        #expect(summary.passed == 1 && summary.failed == 1)
        #expect(reporter.results["first"]?.passed == true)
        let message = reporter.results["uses the helper"]?.outcome.failure?.message ?? ""
        #expect(message.contains("no module _helper in this suite"), "\(message)")
    }

    @Test func filesThatChangeAfterDiscovery() throws {
        let folder = try Self.suite()
        defer { folder.remove() }
        let (summary, reporter) = Self.run(folder) {
            try? ScratchDirectory.writeText(
                "scenario(\"first\", function() error(\"edited\") end)\n", to: folder.path + "/suite/a.lua")
            try? ScratchDirectory.writeText("return { answer = 7 }\n", to: folder.path + "/suite/_helper.lua")
        }
        #expect(summary.passed == 1 && summary.failed == 1)
        #expect(reporter.results["first"]?.passed == true, "the run keeps the text discovery read")
        #expect(reporter.results["uses the helper"]?.outcome.failure?.actual == "7", "a helper is read when required")
    }

    /// A caller that hands `run` a text without the scenario (the file changed between reads)
    /// gets a failure that says so, not a crash.
    @Test func aScenarioMissingFromTheTextItRunsIn() {
        let before = ScenarioSource(path: "suite/a.lua", text: "scenario(\"old\", function() end)\n")
        let after = ScenarioSource(path: "suite/a.lua", text: "scenario(\"new\", function() end)\n")
        guard case .success(let infos) = ScenarioFile.discover(before, services: ScenarioServices()) else {
            Issue.record("did not load")
            return
        }
        let outcome = ScenarioFile.run(after, scenario: infos[0].name, services: ScenarioServices())
        #expect(outcome.failure?.kind == .load)
        #expect(outcome.failure?.message.contains("is no longer in suite/a.lua") == true)
    }
}
