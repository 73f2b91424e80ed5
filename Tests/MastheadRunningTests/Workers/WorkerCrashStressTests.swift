import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Workers crashing again and again: each crash costs its one scenario and a fresh worker takes
/// the next, and no worker is left, running or as a zombie, also when a second interrupt ends the
/// run among the crashes (its handler kills and reaps the children children.c holds, which are
/// forgotten before they are reaped, so it never meets a pid the system gave away again).
/// A thousand crashes (about 40 s); `MASTHEAD_CRASHES` sets another count (`make test-asan` runs
/// them under the sanitizers).
@Suite("Workers crashing again and again", .serialized)
struct WorkerCrashStressTests {
    static let crashes = getenv("MASTHEAD_CRASHES").flatMap { Int(String(cString: $0)) } ?? 1000

    /// A file of `crashes` scenarios that crash their worker (`MASTHEAD_WORKER_FAULT`), each
    /// followed by one that passes.
    static func start(_ arguments: [String] = []) throws -> (ChildProcess, ScratchDirectory) {
        let folder = try ScratchDirectory(prefix: "masthead-crashes")
        let lines = (1...crashes).flatMap {
            [
                "scenario(\"crashes \($0)\", function() expect(1):to_be(1) end)",
                "scenario(\"passes \($0)\", function() expect(2):to_be(2) end)",
            ]
        }
        try folder.write("suite/crashes.lua", lines.joined(separator: "\n") + "\n")
        let child = try ChildProcess(
            TestPackage.masthead, ["run", "suite", "--jobs", "2", "--reporter", "tap"] + arguments,
            directory: folder.path, environment: ["MASTHEAD_WORKER_FAULT": "crash:crashes "])
        return (child, folder)
    }

    /// Waits until `condition` holds of the output, noting every worker the run has meanwhile.
    static func watch(_ child: ChildProcess, into workers: inout Set<pid_t>, until condition: (String) -> Bool) -> Bool
    {
        child.waitUntil(timeout: 600) { output, _ in
            workers.formUnion(ProcessTable.children(of: child.pid))
            return condition(output)
        }
    }

    /// How many TAP result lines the output has so far.
    static func results(in output: String) -> Int {
        output.split(separator: "\n").count { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }
    }

    /// The workers seen that are still there: a masthead process by that pid, after the run.
    static func leftovers(_ workers: Set<pid_t>) -> [pid_t] {
        workers.filter { pid in
            ProcessTable.exists(pid)
                && ((try? ScratchDirectory.readText("/proc/\(pid)/cmdline")) ?? "").hasPrefix(TestPackage.masthead)
        }
    }

    @Test func everyCrashCostsItsScenarioAndNoWorkerIsLeft() throws {
        let (child, folder) = try Self.start()
        defer { folder.remove() }
        var workers = Set<pid_t>()
        #expect(Self.watch(child, into: &workers) { Self.results(in: $0) == 2 * Self.crashes })
        let result = try child.wait(timeout: 600)
        #expect(result.status == 1, "\(result.errors)")
        let failed = result.output.split(separator: "\n").filter { $0.hasPrefix("not ok ") }
        let passed = result.output.split(separator: "\n").filter { $0.hasPrefix("ok ") }
        #expect(failed.count == Self.crashes && passed.count == Self.crashes, "\(result.output.suffix(2000))")
        #expect(failed.allSatisfy { $0.contains("crashes ") })
        #expect(result.output.ranges(of: "worker crashed: signal 11").count >= Self.crashes)
        #expect(workers.count > 2, "each crash takes a fresh worker: \(workers.count) seen")
        #expect(Self.leftovers(workers).isEmpty, "workers left: \(Self.leftovers(workers))")
    }

    @Test func aSecondInterruptAmongTheCrashesLeavesNoWorker() throws {
        let (child, folder) = try Self.start()
        defer { folder.remove() }
        var workers = Set<pid_t>()
        let some = min(20, Self.crashes)
        #expect(Self.watch(child, into: &workers) { $0.ranges(of: "\nnot ok ").count >= some })
        #expect(Self.results(in: child.outputSoFar) < 2 * Self.crashes, "the run ended before the interrupt")
        child.send(SIGINT)
        #expect(child.waitUntil(timeout: 60) { _, errors in errors.contains("masthead: interrupted") })
        child.send(SIGINT)
        let result = try child.wait(timeout: 120)
        #expect(!result.timedOut && result.status == 130, "\(result.errors)")
        #expect(Self.leftovers(workers).isEmpty, "workers left: \(Self.leftovers(workers))")
    }
}
