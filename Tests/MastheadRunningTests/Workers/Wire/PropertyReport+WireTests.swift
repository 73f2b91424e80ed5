import MastheadLua
import Testing

@testable import MastheadRunning

/// A property's report, the discovery's property flag and the run's seed cross between processes.
@Suite struct PropertyReportWireTests {
    @Test func aPropertyOutcomeCrossesWhole() throws {
        var report = PropertyReport(seed: 4_294_967_295, runs: 100)
        report.runsMade = 38
        report.passedRuns = 37
        report.shrinkSteps = 14
        report.shrinkRuns = 61
        report.shrinkStopped = "the time budget"
        report.remembered = true
        report.drawn = [.init(position: 1, name: "unread", call: "any.integer(0, 5000)", value: "100", line: 3)]
        report.replay = "scenario(\"x\", function() end)\n"
        report.replayNote = "checked"
        for (example, runSeed) in zip(
            [nil, .forget, .keep([100, 0, .max])] as [PropertyReport.Example?], [0, nil, 7] as [UInt64?])
        {
            report.example = example
            report.runSeed = runSeed
            var writer = WireWriter()
            writer.write(ScenarioOutcome(steps: ["a"], property: report))
            writer.write(ScenarioInfo(name: "p", tags: [], line: 3, isProperty: true))
            var reader = WireReader(writer.bytes)
            #expect(try ScenarioOutcome(from: &reader).property == report)
            #expect(try ScenarioInfo(from: &reader).isProperty)
            #expect(reader.isAtEnd)
        }
    }

    @Test func theSeedAndTheExamplesFolderReachTheWorkers() throws {
        let setup = WorkerSetup(
            limits: .scenarioDefault, pluginFolders: [], skippedPlugins: [], suiteRoots: ["Scenarios"],
            snapshots: SnapshotDecider(record: .missing, artifacts: "a", keepsPictures: true), seed: 17,
            examples: ".masthead/examples")
        var writer = WireWriter()
        writer.write(setup)
        var reader = WireReader(writer.bytes)
        let read = try WorkerSetup(from: &reader)
        #expect(read.seed == 17 && read.examples == ".masthead/examples")
    }
}
