import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadCLI
@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// A run that selects nothing fails (exit status 2) and says what selected nothing, unless
/// `--pass-with-no-scenarios` allows it; an empty shard of a real selection still passes.
@Suite struct EmptySelectionTests {
    let passing = PackagePaths.mixed + "/passing.lua"

    func summary(_ paths: [String], _ configure: (inout RunOptions) -> Void) -> RunSummary {
        var options = RunOptions()
        options.paths = paths
        options.pluginDirectories = []
        configure(&options)
        return SuiteRunner(options: options, reporters: []).run()
    }

    @Test func aMisspeltTagFailsAndNamesTheNearestTag() throws {
        let run = summary([passing]) { $0.tags = ["smok"] }
        #expect(run.exitStatus == 2)
        #expect(run.line == "0 passed, 0 failed, nothing selected")
        #expect(
            run.emptySelection
                == "nothing to run: --tag smok selected none of the 3 scenarios in \(passing) (no scenario is tagged smok;"
                + " did you mean smoke?); add --pass-with-no-scenarios if an empty run is fine")
    }

    @Test func aFilterThatMatchesButForCaseSaysFilterIsCaseSensitive() throws {
        let run = summary([passing]) { $0.filters = ["ADDS"] }
        #expect(run.exitStatus == 2)
        #expect(
            run.emptySelection?.contains(
                "(--filter is case-sensitive: any case of ADDS matches 1 scenario, such as \(passing) › adds up")
                == true, "\(run.emptySelection ?? "")")
        let nothing = summary([passing]) { $0.filters = ["zzz"] }
        #expect(nothing.emptySelection?.contains("case-sensitive") == false)
    }

    @Test func everyOptionThatNarrowedTheSelectionIsNamed() throws {
        let run = summary([passing]) {
            $0.filters = ["nothing like this"]
            $0.excludedTags = ["math"]
        }
        #expect(run.exitStatus == 2)
        #expect(
            run.emptySelection?.hasPrefix(
                "nothing to run: --filter nothing like this --exclude-tag math selected none of the 3 scenarios")
                == true)
    }

    @Test func aFolderWithoutScenariosFailsToo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(
            summary([directory.path]) { _ in }.emptySelection
                == "nothing to run: there are no scenario files (*.lua) under \(directory.path); add --pass-with-no-scenarios if an empty run is fine"
        )
        try TemporaryDirectory.writeText("local helper = 1\n", to: directory.path + "/a.lua")
        #expect(
            summary([directory.path]) { _ in }.emptySelection?.hasPrefix(
                "nothing to run: \(directory.path)/a.lua declares no scenario;") == true)
    }

    @Test func theFlagLetsAnEmptySelectionPass() throws {
        let run = summary([passing]) {
            $0.tags = ["smok"]
            $0.passWithNoScenarios = true
        }
        #expect(run.exitStatus == 0 && run.emptySelection == nil)
        #expect(try RunCommand.parse(["--pass-with-no-scenarios"], environment: [:])?.passWithNoScenarios == true)
    }

    @Test func anEmptyShardOfARealSelectionPasses() throws {
        // Three scenarios in eight shards leave at least five of them empty.
        let shards = (1...8).compactMap { Shard(parsing: "\($0)/8") }
        let empty = try #require(try shards.first { shard in try Listing.ids([passing]) { $0.shard = shard }.isEmpty })
        #expect(summary([passing]) { $0.shard = empty }.exitStatus == 0)
    }

    @Test func theCommandExitsTwoAndSaysWhyOnStandardErrorWhileTheReportIsWritten() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let junit = directory.path + "/junit.xml"
        let result = try Subprocess.run(
            PackagePaths.masthead, ["run", passing, "--tag", "smok", "--reporter", "junit:" + junit],
            separateErrors: true)
        #expect(result.status == 2)
        #expect(result.errors.contains("masthead: nothing to run: --tag smok selected none of the 3 scenarios"))
        #expect(try TemporaryDirectory.readText(junit).contains("tests=\"0\""))
        let allowed = try Subprocess.run(
            PackagePaths.masthead, ["run", passing, "--tag", "smok", "--pass-with-no-scenarios", "--list"],
            separateErrors: true)
        #expect(allowed.status == 0 && allowed.errors == "")
    }
}
