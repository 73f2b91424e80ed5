import RunnerTestSupport
import TestSupport
import Testing

/// The hostile files only the worker processes' watchdog can stop (Tests/Fixtures/hostile/process):
/// memory held outside Lua's allocator, a handler Lua runs with its hook off. Each fails alone,
/// with the limit named, and the ordinary scenario beside them passes.
@Suite("Hostile corpus: the watchdog's share")
struct ProcessCorpusTests {
    /// A time limit long enough for the memory one to reach its cap first on a busy machine (a
    /// debug build keeps about 4,000 headers a second), a worker cap small enough to reach soon.
    static let arguments = ["--timeout", "30", "--max-worker-memory", "64", "--jobs", "2"]

    @Test func eachFailsAloneWithItsLimitNamed() throws {
        let result = try ChildProcess.run(
            TestPackage.masthead, ["run", "Tests/Fixtures/hostile/process"] + Self.arguments,
            directory: TestPackage.root, timeout: 150)
        #expect(result.signal == nil, "masthead crashed: \(result.errors)")
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        let report = PrettyOutput(result.output)
        let files = TestPackage.luaFiles(under: "Tests/Fixtures/hostile/process").keys.filter {
            !$0.hasSuffix("ordinary.lua")
        }
        #expect(files.count == 2)
        for file in files {
            let expected = try HostileCorpus.expectation(of: file)
            let failure = report.failures.first { $0.key.hasPrefix(file + " › ") }
            #expect(failure?.value.contains(expected) == true, "\(file): \(failure?.value ?? "did not fail")")
        }
        #expect(report.passed.count == 1)
        // Each hostile scenario ends at its limit and the grace: the run ends before the safety timeout.
        #expect(!result.timedOut, "the run took \(result.seconds) s")
    }
}
