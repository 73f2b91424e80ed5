import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// The TAP report, read by TAP::Parser (what `prove` runs) and by `prove` itself.
@Suite struct TAPReporterTests {
    let mixed = PackagePaths.mixed

    @Test(.needs(.prove)) func proveCountsWhatTheRunCounted() throws {
        let run = try ReportRun.run([mixed], kinds: [.tap])
        let tap = try #require(run.reports[.tap])
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try TemporaryDirectory.write(tap, to: directory.path + "/mixed.tap")
        let prove = try Subprocess.run(OutsideTool.prove.path, ["-e", "cat", directory.path + "/mixed.tap"])
        // 9 scenarios (4 pass, 5 fail) and the file that did not load.
        #expect(prove.status != 0)
        #expect(prove.output.contains("Tests: 10 Failed: 6)"), "\(prove.output)")
        #expect(prove.output.contains("Failed tests:  1-6"), "\(prove.output)")
        #expect(!prove.output.contains("Parse errors"), "\(prove.output)")
        #expect(run.summary.passed == 4 && run.summary.failed == 5 && run.summary.loadProblems.count == 1)
    }

    @Test(.needs(.perl)) func everyResultAndItsYAMLReadBackExactly() throws {
        let tap = try #require(try ReportRun.run([mixed], kinds: [.tap]).reports[.tap])
        let lines = try Consumers.tapResults(tap)
        #expect(lines.first == "plan\t1..10")
        #expect(lines.contains("counts\tplanned=10 run=10 passed=4 failed=6"))
        #expect(!lines.contains { $0.hasPrefix("parse_error") }, "\(lines.filter { $0.hasPrefix("parse_error") })")
        #expect(lines.contains("test\t1\tnot ok\t- \(mixed)/nested/broken.lua (file did not load)"))
        #expect(lines.contains("test\t7\tok\t- \(mixed)/nested/deep.lua › reads the clock"))
        // A `#` in a name is escaped (`\#`, which TAP::Parser leaves as it is), so it is not read
        // as a directive: the test stays a failure rather than a TODO.
        #expect(
            lines.contains("test\t6\tnot ok\t- \(mixed)/failing.lua › prints markup & controls then fails <\\\\#1>"))

        let diff = yaml(lines, test: 3)
        #expect(diff["diff"] == "--- expected\\n+++ actual\\n@@ -1,3 +1,3 @@\\n one\\n-2\\n+two\\n three\\n")
        #expect(diff["at"] == "\(mixed)/failing.lua:9")
        #expect(diff["kind"] == "assertion")
        // A blank line cannot sit in a YAMLish block: the value is quoted, and exact.
        #expect(yaml(lines, test: 4)["expected"] == "a\\n\\n c")
        let raised = yaml(lines, test: 5)
        #expect(raised["message"] == "exploded: the <boiler> & \"pipes\"")
        #expect(
            raised["traceback"]?.hasPrefix(
                "\(mixed)/_helper.lua:5: in field 'explode'\\n\(mixed)/failing.lua:17: in local 'outer'") == true)
        let printed = yaml(lines, test: 6)
        #expect(
            printed["output"]
                == Consumers.escape(
                    "less < greater > amp & quote \" apos ' cdata-end ]]> bell \u{7} nul-free\nsecond line with a tab\there and unicode › ✓"
                ))
        #expect(printed["expected"] == "{ ok = true }")
        #expect(yaml(lines, test: 1)["message"] == "unexpected symbol near '='")
    }

    @Test(.needs(.perl)) func aFailFastStopBailsOut() throws {
        let run = try ReportRun.run([mixed], kinds: [.tap]) { $0.failFast = true }
        let lines = try Consumers.tapResults(try #require(run.reports[.tap]))
        #expect(run.summary.stoppedEarly && run.summary.notRun == 8)
        #expect(lines.contains("bailout\tStopped at the first failure (--fail-fast); 8 not run"))
        #expect(lines.filter { $0.hasPrefix("test\t") }.count == 2)
    }

    @Test func anEmptyRunIsSkippedAndNamesItsShardAndSeed() throws {
        var plan = RunPlan()
        plan.seed = 42
        plan.shard = Shard(parsing: "2/3")
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/empty.tap"
        let empty = TAPReporter(output: TextOutput(.file(path)))
        empty.runStarted(plan)
        empty.runFinished(RunSummary())
        let text = try TemporaryDirectory.readText(path)
        #expect(
            text
                == "TAP version 13\n1..0 # SKIP no scenarios selected\n# shard 2/3 by hash\n# shuffled with --seed 42\n# 0 passed, 0 failed\n"
        )
    }

    /// The YAML keys and values of test `number`.
    private func yaml(_ lines: [String], test number: Int) -> [String: String] {
        var values: [String: String] = [:]
        var current = 0
        for line in lines {
            let parts = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            if parts[0] == "test" { current = Int(parts[1]) ?? 0 }
            if parts[0] == "yaml", current == number, parts.count == 3 { values[parts[1]] = parts[2] }
        }
        return values
    }
}
