import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// The pretty report: streamed, a progress line only on a terminal, colour only where allowed.
@Suite(.needs(.script)) struct PrettyReporterTests {
    /// Runs masthead under `script`, which gives it a pseudo-terminal, and returns what it drew.
    func onATerminal(_ environment: [String: String?]) throws -> String {
        let command = "\(PackagePaths.masthead) run \(PackagePaths.mixed)/passing.lua --jobs 1"
        let result = try Subprocess.run(
            OutsideTool.script.path, ["-qec", command, "/dev/null"], environment: environment)
        #expect(result.status == 0)
        return result.output
    }

    @Test func aTerminalGetsAProgressLineRewrittenInPlaceAndColour() throws {
        let text = try onATerminal(["NO_COLOR": nil, "TERM": "xterm"])
        #expect(text.contains("\r\u{1B}[2K\u{1B}[2m[0/3]\u{1B}[0m"))
        #expect(text.contains("\r\u{1B}[2K\u{1B}[2m[3/3]\u{1B}[0m"))
        #expect(text.contains("\u{1B}[32m✓\u{1B}[0m adds up"))
        // Wiped before each scenario's line, so the scrollback holds only the report.
        #expect(text.contains("\r\u{1B}[2K\u{1B}[1m\(PackagePaths.mixed)/passing.lua\u{1B}[0m"))
    }

    @Test func noColorKeepsTheProgressButDropsTheColour() throws {
        let text = try onATerminal(["NO_COLOR": "1", "TERM": "xterm"])
        #expect(text.contains("\r\u{1B}[2K[3/3]"))
        #expect(!text.contains("\u{1B}[32m"))
        #expect(!text.contains("\u{1B}[2m"))
    }

    @Test func aDumbTerminalAPipeAndAFileGetNeither() throws {
        let dumb = try onATerminal(["NO_COLOR": "1", "TERM": "dumb"])
        #expect(!dumb.contains("\u{1B}"))
        let piped = try Subprocess.run(
            PackagePaths.masthead, ["run", PackagePaths.mixed + "/passing.lua"], environment: ["NO_COLOR": nil])
        #expect(!piped.output.contains("\u{1B}") && !piped.output.contains("\r"))
        #expect(
            piped.output.hasPrefix("Running 3 scenarios from 1 file\n\(PackagePaths.mixed)/passing.lua\n  ✓ adds up "))
    }

    /// The header counts the files the selection runs, not every file it looked in.
    @Test func aFilteredRunsHeaderCountsTheFilesItRuns() throws {
        let filtered = try Subprocess.run(
            PackagePaths.masthead, ["run", PackagePaths.mixed, "--filter", "adds up"], environment: ["NO_COLOR": nil])
        #expect(filtered.output.hasPrefix("Running 1 scenario from 1 file\n"), "\(filtered.output)")
    }

    @Test func failuresShowTheirCodeDiffAndOutputAfterTheList() throws {
        let pretty = try #require(try ReportRun.run([PackagePaths.mixed], kinds: [.pretty]).reports[.pretty])
        let mixed = PackagePaths.mixed
        #expect(
            pretty.contains(
                """
                ✗ \(mixed)/failing.lua › diffs multi-line text
                    \(mixed)/failing.lua:9: expected strings to be equal (be)
                         8 | scenario("diffs multi-line text", { tags = { "text" } }, function()
                    >    9 |   expect("one\\ntwo\\nthree"):to_be("one\\n2\\nthree")
                        10 | end)
                    --- expected
                    +++ actual
                    @@ -1,3 +1,3 @@
                     one
                    -2
                    +two
                     three
                """))
        #expect(pretty.contains("    printed:\n      less < greater"))
        #expect(pretty.contains("✗ could not load \(mixed)/nested/broken.lua\n    "))
        // A file that did not load shows its code at the problem's line, as a failure does.
        #expect(pretty.contains("    >    3 |   local x = = 1\n"), "\(pretty)")
        #expect(pretty.contains("/nested/broken.lua:3: unexpected symbol near '='\n"))
        #expect(pretty.hasSuffix(")\n") && pretty.contains("\n4 passed, 5 failed, 1 file did not load ("))
    }

    @Test func aPluginsProblemsAreOneBlockPrintedBeforeTheScenarios() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let plugin = directory.path + "/themes/wrong.lua"
        try FileSystem.makeDirectories(directory.path + "/themes")
        try TemporaryDirectory.write(
            try TemporaryDirectory.readText(PackagePaths.fixtures + "/broken/wrong-types.lua"), to: plugin)
        let run = try ReportRun.run([PackagePaths.mixed + "/passing.lua"], kinds: [.pretty]) {
            $0.pluginDirectories = [directory.path]
        }
        let pretty = try #require(run.reports[.pretty])
        let problems = run.summary.pluginProblems.count
        try #require(problems > 3, "the fixture has several problems in one file")
        #expect(pretty.ranges(of: "✗ could not load").count == 1, "one block: \(pretty)")
        let block = try #require(pretty.firstRange(of: "\n✗ could not load \(plugin) (\(problems) problems)\n"))
        let firstScenario = try #require(pretty.firstRange(of: "  ✓ adds up"))
        #expect(block.lowerBound < firstScenario.lowerBound, "the problems come before the scenarios")
        #expect(pretty.contains("\n3 passed, 0 failed, 1 file did not load ("))
        // A problem at the same line as the next shows its message only; the last shows the code.
        #expect(pretty.ranges(of: ">    4 |   type = {").count == 1)
    }
}
