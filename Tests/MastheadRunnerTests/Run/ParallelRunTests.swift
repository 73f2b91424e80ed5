import MastheadLua
import MastheadRunner
import MastheadTestSupport
import Testing

/// The worker pool inside the test process (so ThreadSanitizer sees its threads): a real suite
/// with the shipped plugins run with --jobs 4 reports exactly what --jobs 1 reports, in order.
@Suite("Parallel runs")
struct ParallelRunTests {
    final class Collect: Reporter {
        var ids: [String] = []
        var outcomes: [String: Bool] = [:]
        func runStarted(_ plan: RunPlan) {}
        func scenarioFinished(_ result: ScenarioResult) {
            ids.append(result.id)
            outcomes[result.id] = result.passed
        }
        func problem(_ problem: LoadProblem) {}
        func runFinished(_ summary: RunSummary) {}
    }

    static func run(jobs: Int) -> (RunSummary, Collect) {
        var options = RunOptions()
        options.paths = [TestPackage.root + "/Scenarios/greeting", TestPackage.root + "/Scenarios/plugins", TestPackage.root + "/Scenarios/scope"]
        options.pluginDirectories = [TestPackage.root + "/Plugins"]
        options.limits = LuaLimits(instructions: 2_000_000, memoryBytes: 32 << 20, seconds: 5)
        options.jobs = jobs
        let collect = Collect()
        return (SuiteRunner(options: options, reporters: [collect]).run(), collect)
    }

    @Test func fourWorkersReportWhatOneReports() {
        let (serial, one) = Self.run(jobs: 1)
        let (parallel, four) = Self.run(jobs: 4)
        #expect(serial.passed > 50)
        #expect(parallel.passed == serial.passed && parallel.failed == serial.failed)
        #expect(four.ids == one.ids)
        #expect(four.outcomes == one.outcomes)
    }
}
