import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadCLI
@testable import MastheadLua
@testable import MastheadRunning

/// The JSON report, read by Python's json module.
@Suite struct JSONReporterTests {
    let mixed = PackagePaths.mixed

    @Test(.needs(.python)) func pythonReadsEveryScenarioAndTheSummary() throws {
        let run = try ReportRun.run([mixed], kinds: [.json])
        let lines = try Consumers.json(try #require(run.reports[.json]))
        #expect(lines.first == "format\tmasthead-run\t1")
        #expect(
            lines.contains(
                "summary\texit_status=2\tfailed=5\tnot_run=0\tpassed=4\tproblems=1\tstopped_early=False\ttotal=9"))
        #expect(lines.contains("problem\t\(mixed)/nested/broken.lua\tload\t3\tunexpected symbol near '='"))
        #expect(
            lines.filter { $0.hasPrefix("scenario\t") } == [
                "scenario\t\(mixed)/failing.lua › compares two words\tfailed\tassertion\t\t0\t0",
                "scenario\t\(mixed)/failing.lua › diffs multi-line text\tfailed\tassertion\ttext\t0\t0",
                "scenario\t\(mixed)/failing.lua › diffs text with blank lines\tfailed\tassertion\t\t0\t0",
                "scenario\t\(mixed)/failing.lua › raises two calls deep\tfailed\terror\t\t0\t0",
                "scenario\t\(mixed)/failing.lua › prints markup & controls then fails <#1>\tfailed\tassertion\tescaping\t0\t2",
                "scenario\t\(mixed)/nested/deep.lua › reads the clock\tpassed\t-\t\t0\t0",
                "scenario\t\(mixed)/passing.lua › adds up\tpassed\t-\tsmoke,math\t0\t0",
                "scenario\t\(mixed)/passing.lua › prints while it passes\tpassed\t-\t\t0\t1",
                "scenario\t\(mixed)/passing.lua › steps a greeting header\tpassed\t-\tsmoke\t3\t0",
            ])
        #expect(
            lines.contains("failure\tdiff\t--- expected\\n+++ actual\\n@@ -1,3 +1,3 @@\\n one\\n-2\\n+two\\n three"))
        #expect(lines.contains("failure\texpected\tone\\n2\\nthree"))
    }

    @Test func shardAndSeedAreRecorded() throws {
        let run = try ReportRun.run([mixed], kinds: [.json]) {
            $0.shard = Shard(parsing: "1/2")
            $0.shuffle = true
            $0.seed = 99
        }
        let json = try #require(run.reports[.json])
        #expect(
            json.contains(
                "\"shard\": {\n    \"index\": 1,\n    \"count\": 2,\n    \"balance\": \"hash\"\n  },\n  \"seed\": 99,"))
    }

    /// A property's members are printed into its scenario's bytes as the others are: `runs` and
    /// `seed` after `snapshots`, then the `property` object; the document's `seed` is the run's.
    @Test(.needs(.python)) func aPropertysRunsSeedAndReportAreMembersOfItsScenario() throws {
        let run = try ReportRun.run([TestPackage.fixture("suites/properties/steps.lua")], kinds: [.json]) {
            $0.examples = nil
        }
        let json = try #require(run.reports[.json])
        #expect(json.contains("  \"masthead\": \"\(Masthead.version)\",\n  \"seed\": 0,\n"))
        #expect(json.contains("      \"snapshots\": [],\n      \"runs\": "), "\(json)")
        #expect(json.contains("      \"property\": {\n        \"requested_runs\": 100,\n        \"passed_runs\": "))
        let lines = try Consumers.json(json)
        let seed = PropertyRandom.propertySeed(run: 0, file: "steps.lua", property: "the bell's count stays under 100")
        let property = try #require(lines.first { $0.hasPrefix("property\t") }).split(separator: "\t")
        #expect(property[2] == "\(seed)" && property[3] == "100" && property[6] == "False", "\(property)")
        #expect(lines.contains("drawn\t1\tunread\tany.integer(0, 50)\t0\t5"), "\(lines)")
        #expect(lines.contains("drawn\t2\t-\tany.steps(\"greeting\", 0, 12)\t{ { \"notify\", 100 } }\t6"))
        #expect(lines.contains("replay_note\tchecked: run on its own, it fails the same way"))
    }
}
