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
            TestPackage.masthead, ["run", "suite", "--jobs", "\(jobs)", "--reporter", "pretty:" + report],
            directory: folder.path)
        usleep(1_500_000)
        child.send(SIGINT)
        let result = try child.wait(timeout: 60)
        #expect(result.status == 130, "\(result.errors)")
        #expect(result.errors.contains("masthead: interrupted"))
        let text = try ScratchDirectory.readText(report)
        let ran = text.split(separator: "\n").filter { $0.hasPrefix("  ✓ ") }.count
        #expect(ran < 24, "the interrupt came after the run")
        #expect(text.contains("\(ran) passed, 0 failed, \(24 - ran) not run (interrupted)"))
        #expect(result.errors.contains("\(ran) of 24 scenarios ran"))
        #expect(FaultFixtures.leftovers(in: folder.path).isEmpty)
    }

    @Test func aSecondInterruptStopsAtOnce() throws {
        let folder = try FaultFixtures.slowSuite(count: 8, iterations: "4e7")
        defer { folder.remove() }
        let child = try ChildProcess(TestPackage.masthead, ["run", "suite", "--jobs", "1"], directory: folder.path)
        usleep(800_000)
        child.send(SIGINT)
        usleep(200_000)
        child.send(SIGINT)
        let result = try child.wait(timeout: 30)
        #expect(result.status == 130)
        #expect(result.seconds < 5, "took \(result.seconds) s after two interrupts")
        #expect(FaultFixtures.leftovers(in: folder.path).isEmpty)
    }

    /// Whatever ends a run, its workers end with it: reaped by it, never left running or as
    /// zombies for whoever adopts them.
    @Test(arguments: [1, 2])
    func noWorkerOutlivesAnInterruptedRun(interrupts: Int) throws {
        let folder = try FaultFixtures.slowSuite(count: 8, iterations: "4e7")
        defer { folder.remove() }
        let child = try ChildProcess(TestPackage.masthead, ["run", "suite", "--jobs", "2"], directory: folder.path)
        var workers: [pid_t] = []
        let deadline = ChildProcess.now() + 20
        while workers.count < 2 && ChildProcess.now() < deadline {
            usleep(20_000)
            workers = ProcessTable.children(of: child.pid)
        }
        #expect(workers.count == 2, "the run started \(workers.count) workers")
        for _ in 0..<interrupts {
            child.send(SIGINT)
            usleep(200_000)
        }
        let result = try child.wait(timeout: 60)
        #expect(result.status == 130, "\(result.errors)")
        for worker in workers { #expect(!ProcessTable.exists(worker), "worker \(worker) outlived the run") }
    }
}
