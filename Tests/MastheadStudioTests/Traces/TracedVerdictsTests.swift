import TestSupport
import Testing

/// Observing never changes the verdict: the project's suite (motion, scrolling, properties) with a
/// 300-step scenario, and the hostile corpus (limits, sandbox escapes, providers that misbehave),
/// give the same verdict for every scenario traced (`--trace on`) as untraced. The recorder's time
/// is not the scenario's (`ScenarioContext.excludeFromDeadline`), its memory not Lua's.
///
/// The corpus's two files that run until the time limit are left out: they would double the
/// test's time and their verdict is the limit either way.
@Suite struct TracedVerdictsTests {
    /// Each scenario's TAP verdict line ("ok 3 - …", "not ok 4 - …"), in order.
    static func verdicts(_ arguments: [String], traced: Bool, in folder: ScratchDirectory) throws -> [String] {
        let trace = traced ? ["--trace", "on", "--trace-dir", folder.path + "/traces"] : []
        let run = try ChildProcess.run(
            TestPackage.masthead, ["run", "--reporter", "tap", "--jobs", "2"] + arguments + trace,
            directory: TestPackage.root, timeout: 600)
        #expect(run.signal == nil && run.status != 2, "\(run.errors)")
        return run.output.split(separator: "\n").filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }.map {
            String($0)
        }
    }

    @Test func theSuiteAndALongScenarioPassTheSameTraced() throws {
        let folder = try ScratchDirectory(prefix: "masthead-verdicts")
        defer { folder.remove() }
        let arguments = ["Scenarios", "Tests/Fixtures/long-trace", "--plugins", "Plugins"]
        let untraced = try Self.verdicts(arguments, traced: false, in: folder)
        #expect(
            untraced.count > 300 && untraced.allSatisfy { $0.hasPrefix("ok ") },
            "\(untraced.filter { !$0.hasPrefix("ok") })")
        #expect(try Self.verdicts(arguments, traced: true, in: folder) == untraced)
    }

    @Test func theHostileCorpusFailsTheSameTraced() throws {
        let folder = try ScratchDirectory(prefix: "masthead-verdicts")
        defer { folder.remove() }
        let files = HostileCorpus.hostileFiles("runtime").filter {
            !$0.hasSuffix("/time-bomb.lua") && !$0.hasSuffix("/time-limit-under-pcall.lua")
        }
        let arguments = files + HostileCorpus.limits
        let untraced = try Self.verdicts(arguments, traced: false, in: folder)
        #expect(untraced.count >= 30 && untraced.contains { $0.hasPrefix("not ok ") })
        #expect(try Self.verdicts(arguments, traced: true, in: folder) == untraced)
    }
}
