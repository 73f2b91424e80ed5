import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// Choosing and ordering scenarios: --filter, --tag, --exclude-tag, --list, --fail-fast,
/// --shuffle and --seed.
@Suite struct SelectionTests {
    let mixed = PackagePaths.mixed

    @Test func filtersAndTagsNarrowTheList() throws {
        #expect(
            try Listing.ids([mixed]) { $0.filters = ["passing.lua"] } == [
                "\(mixed)/passing.lua › adds up", "\(mixed)/passing.lua › prints while it passes",
                "\(mixed)/passing.lua › steps a greeting header",
            ])
        #expect(
            try Listing.ids([mixed]) { $0.tags = ["smoke", "text"] } == [
                "\(mixed)/failing.lua › diffs multi-line text", "\(mixed)/passing.lua › adds up",
                "\(mixed)/passing.lua › steps a greeting header",
            ])
        #expect(
            try Listing.ids([mixed]) {
                $0.tags = ["smoke"]
                $0.excludedTags = ["math"]
            } == ["\(mixed)/passing.lua › steps a greeting header"])
    }

    @Test func listPrintsIdsWithTagsRunsNothingAndExitsZero() throws {
        let result = try Subprocess.run(
            PackagePaths.masthead, ["run", mixed + "/passing.lua", "--list"], separateErrors: true)
        #expect(result.status == 0)
        #expect(
            result.output == """
                \(mixed)/passing.lua › adds up [smoke, math]
                \(mixed)/passing.lua › prints while it passes
                \(mixed)/passing.lua › steps a greeting header [smoke]

                """)
        #expect(result.errors == "")
        // A file that does not load is named on standard error, and the exit status says so.
        let broken = try Subprocess.run(
            PackagePaths.masthead, ["run", mixed + "/nested", "--list"], separateErrors: true)
        #expect(broken.status == 2)
        #expect(broken.output == "\(mixed)/nested/deep.lua › reads the clock\n")
        #expect(
            broken.errors == "masthead: could not load \(mixed)/nested/broken.lua: line 3: unexpected symbol near '='\n"
        )
    }

    @Test(.needs(.python)) func failFastStopsAfterTheFirstFailureAndReportsWhatRan() throws {
        for jobs in [1, 3] {
            let run = try ReportRun.run([mixed], kinds: [.pretty, .json]) {
                $0.failFast = true
                $0.jobs = jobs
            }
            #expect(
                run.summary.passed == 0 && run.summary.failed == 1 && run.summary.notRun == 8
                    && run.summary.stoppedEarly)
            let pretty = try #require(run.reports[.pretty])
            #expect(pretty.contains("  ✗ compares two words "))
            #expect(!pretty.contains("diffs multi-line text"))
            #expect(
                pretty.contains(
                    "Stopped at the first failure (--fail-fast).\n0 passed, 1 failed, 8 not run, 1 file did not load (")
            )
            let json = try Consumers.json(try #require(run.reports[.json]))
            #expect(
                json.contains(
                    "summary\texit_status=2\tfailed=1\tnot_run=8\tpassed=0\tproblems=1\tstopped_early=True\ttotal=9"))
            #expect(json.filter { $0.hasPrefix("scenario\t") }.count == 1)
        }
    }

    @Test func aSeedGivesTheSameOrderEveryTimeAndAnotherSeedAnother() throws {
        let suite = try GeneratedSuite(files: 5, scenarios: 8)
        defer { suite.remove() }
        let inFileOrder = try Listing.ids([suite.path])
        let shuffle = { (seed: UInt64) in
            try Listing.ids([suite.path]) {
                $0.shuffle = true
                $0.seed = seed
            }
        }
        let first = try shuffle(1234)
        #expect(try shuffle(1234) == first)
        #expect(first != inFileOrder)
        #expect(first.sorted() == inFileOrder.sorted())
        #expect(try shuffle(1235) != first)
        // SplitMix64 and Fisher–Yates, as a Python transcription of both computes them: the same
        // order on every machine and Swift version.
        var items = Array(0..<10)
        var generator = SeededShuffle(seed: 42)
        generator.shuffle(&items)
        #expect(items == [0, 9, 5, 8, 6, 4, 7, 2, 1, 3])
    }

    @Test func aShuffledRunPrintsItsSeedSoItCanBeRepeated() throws {
        let pretty = try Subprocess.run(
            PackagePaths.masthead, ["run", mixed + "/passing.lua", "--shuffle"], separateErrors: true)
        let seed = try #require(pretty.output.firstMatch(of: #/shuffled with --seed (\d+)/#)?.1)
        let again = try Subprocess.run(
            PackagePaths.masthead, ["run", mixed + "/passing.lua", "--seed", String(seed), "--reporter", "tap"],
            separateErrors: true)
        #expect(again.output.contains("# shuffled with --seed \(seed)\n"))
        #expect(Self.order(pretty.output, marker: "  ✓ ") == Self.order(again.output, marker: "ok "))
        // JUnit on standard output cannot say it: standard error does.
        let junit = try Subprocess.run(
            PackagePaths.masthead, ["run", mixed + "/passing.lua", "--seed", "5", "--reporter", "junit"],
            separateErrors: true)
        #expect(junit.errors == "masthead: shuffled with --seed 5\n")
    }

    /// The scenario names of a report, in order, from the lines starting with `marker`.
    static func order(_ report: String, marker: String) -> [String] {
        report.split(separator: "\n").filter { $0.hasPrefix(marker) }.map { line in
            ["adds up", "prints while it passes", "steps a greeting header"].first { line.contains($0) } ?? String(line)
        }
    }
}
