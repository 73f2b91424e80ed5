import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadCLI
@testable import MastheadRunning

/// `masthead run`'s options for reporters, shards, order and timings, and what it does when a
/// report cannot be written.
@Suite struct RunCommandTests {
    @Test func reporterShardOrderAndTimingOptionsAreParsed() throws {
        let options = try #require(
            try RunCommand.parse(
                [
                    "Scenarios", "--reporter", "pretty", "--reporter=junit:out/junit.xml", "--reporter",
                    "tap:out/r.tap",
                    "--shard", "2/3", "--timings", "t.txt", "--seed", "77", "--fail-fast", "--list",
                ], environment: [:]))
        #expect(
            options.reporters == [
                ReporterSpec(kind: .pretty, path: nil), ReporterSpec(kind: .junit, path: "out/junit.xml"),
                ReporterSpec(kind: .tap, path: "out/r.tap"),
            ])
        #expect(options.shard == Shard(parsing: "2/3") && options.timingsPath == "t.txt")
        #expect(options.seed == 77 && options.shuffle, "--seed implies --shuffle")
        #expect(options.failFast && options.listOnly)
        #expect(
            try RunCommand.parse(["--shuffle"], environment: [:])?.seed == nil, "the seed is picked when the run starts"
        )
    }

    @Test func badValuesAreUsageErrors() {
        for arguments in [
            ["--reporter", "tap", "--reporter", "json"], ["--reporter", "xml"], ["--seed", "-1"],
            ["--seed", "4294967296"],
            ["--shard", "4/3"], ["--shard", "0/3"], ["--timings"], ["--shufle"],
        ] {
            #expect(throws: UsageError.self, "\(arguments)") { try RunCommand.parse(arguments, environment: [:]) }
        }
    }

    @Test func aReportThatCannotBeWrittenExitsTwo() throws {
        let result = try Subprocess.run(
            PackagePaths.masthead,
            ["run", PackagePaths.mixed + "/passing.lua", "--reporter", "junit:/proc/no/such/junit.xml"],
            separateErrors: true)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("masthead: cannot "), "\(result.errors)")
    }

    @Test func theDefaultSeedFitsTheSeedOption() {
        #expect(RunCommand.defaultSeed() <= UInt64(UInt32.max))
    }
}
