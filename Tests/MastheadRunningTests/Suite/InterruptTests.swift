import RunnerTestSupport
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C in the middle of a run: no new scenario starts, the reports of what ran are written
/// whole, a clear message, exit status 130.
@Suite("Interrupting a run", .serialized)
struct InterruptTests {
    @Test(arguments: [1, 4])
    func anInterruptStopsTheRunAndKeepsTheReport(jobs: Int) throws {
        let folder = try FaultFixtures.slowSuite(count: 24)
        defer { folder.remove() }
        let report = folder.path + "/report.txt"
        let child = try ChildProcess(
            TestPackage.masthead,
            ["run", "suite", "--jobs", "\(jobs)", "--reporter", "pretty:" + report, "--reporter", "tap"],
            directory: folder.path)
        // Once the run has its plan, it takes interrupts and at most `jobs` scenarios are in
        // flight, however fast or slow the machine: the interrupt comes mid-run.
        #expect(Self.started(child, scenarios: 24), "the run never started")
        child.send(SIGINT)
        let result = try child.wait(timeout: 120)
        #expect(result.status == 130, "\(result.errors)")
        #expect(result.errors.contains("masthead: interrupted"))
        let text = try ScratchDirectory.readText(report)
        let ran = text.split(separator: "\n").filter { $0.hasPrefix("  ✓ ") }.count
        #expect(ran < 24, "the interrupt came after the run")
        #expect(text.contains("\(ran) passed, 0 failed, \(24 - ran) not run (interrupted)"))
        #expect(result.errors.contains("\(ran) of 24 scenarios ran"))
        #expect(FaultFixtures.leftovers(in: folder.path).isEmpty)
    }

    /// The scenarios would run for hours (no time limit, a count beyond reach): only stopping at
    /// once ends the run before the safety timeout.
    @Test func aSecondInterruptStopsAtOnce() throws {
        let folder = try FaultFixtures.slowSuite(count: 8, iterations: "1e13")
        defer { folder.remove() }
        let child = try ChildProcess(
            TestPackage.masthead,
            [
                "run", "suite", "--jobs", "1", "--timeout", "3600", "--max-instructions", "\(Int.max)", "--reporter",
                "tap",
            ],
            directory: folder.path)
        #expect(Self.started(child, scenarios: 8), "the run never started")
        Self.interrupt(child, times: 2)
        let result = try child.wait(timeout: 120)
        #expect(!result.timedOut, "the second interrupt did not stop the run")
        #expect(result.status == 130)
        #expect(FaultFixtures.leftovers(in: folder.path).isEmpty)
    }

    /// Whether the run has printed its TAP plan (its scenarios found, its handlers installed),
    /// within a generous minute.
    static func started(_ child: ChildProcess, scenarios: Int) -> Bool {
        child.waitUntil(timeout: 60) { output, _ in output.contains("1..\(scenarios)\n") }
    }

    /// The run's worker processes, once it has started `count` of them (within a generous minute).
    static func workers(of child: ChildProcess, count: Int = 1) -> [pid_t] {
        var workers: [pid_t] = []
        let deadline = ChildProcess.now() + 60
        while workers.count < count && ChildProcess.now() < deadline {
            usleep(20_000)
            workers = ProcessTable.children(of: child.pid)
        }
        return workers
    }

    /// Interrupts `child` `times` times, each after the run has said it took the one before (two
    /// signals sent before the first is handled would be taken as one).
    static func interrupt(_ child: ChildProcess, times: Int) {
        for time in 1...times {
            child.send(SIGINT)
            if time < times {
                #expect(child.waitUntil(timeout: 60) { _, errors in errors.contains("masthead: interrupted") })
            }
        }
    }

    /// Whatever ends a run, its workers end with it: reaped by it, never left running or as
    /// zombies for whoever adopts them.
    @Test(arguments: [1, 2])
    func noWorkerOutlivesAnInterruptedRun(interrupts: Int) throws {
        let folder = try FaultFixtures.slowSuite(count: 8, iterations: "4e7")
        defer { folder.remove() }
        let child = try ChildProcess(TestPackage.masthead, ["run", "suite", "--jobs", "2"], directory: folder.path)
        let workers = Self.workers(of: child, count: 2)
        #expect(workers.count == 2, "the run started \(workers.count) workers")
        Self.interrupt(child, times: interrupts)
        let result = try child.wait(timeout: 120)
        #expect(result.status == 130, "\(result.errors)")
        for worker in workers { #expect(!ProcessTable.exists(worker), "worker \(worker) outlived the run") }
    }
}
