import RunnerTestSupport
import Testing

@testable import MastheadCLI
@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// `masthead run --unused-snapshots[=delete]`: what is listed, what is kept out, what is deleted.
@Suite struct UnusedSnapshotsTests {
    static let suite = [
        "greeting.lua": """
        scenario("expanded", function()
          expect(greeting_header { profile = profile.sample }):to_match_snapshot("header")
        end)
        """,
        "nested/scope.lua": """
        scenario("at rest", function()
          expect(scope_header { title = "Reading", scopes = scope_header.sample_scopes, scope = "for-you" }):to_match_snapshot("header")
        end)
        """,
    ]

    /// Runs the suite once to record, adds leftovers, then runs with `arguments`; returns what the
    /// summary printed and the files left under the suite.
    func runWithLeftovers(_ arguments: [String], change: (SuiteFixture) throws -> Void = { _ in }) throws -> (
        text: String, files: [String], exit: Int32
    ) {
        let fixture = try SuiteFixture(files: Self.suite)
        defer { fixture.remove() }
        _ = try fixture.run()
        try fixture.write("__snapshots__/greeting.lua/expanded.old-name.text.txt", "old\n")
        try fixture.write("__snapshots__/deleted.lua/gone.header.svg", "<svg/>\n")
        try fixture.write("nested/__snapshots__/scope.lua/at-rest.header.text.txt.tmp-1-1", "half\n")
        try change(fixture)
        let options = try fixture.options(arguments)
        let report = fixture.root + "/summary.txt"
        let reporter = SnapshotSummaryReporter(
            output: TextOutput(.file(report)), options: options, ledger: SnapshotLedger())
        let summary = try fixture.run(arguments, extra: [reporter]).summary
        return (fixture.read(report) ?? "", fixture.files().filter { $0.hasPrefix("suite/") }, summary.exitStatus)
    }

    @Test func listsWhatNoScenarioAskedFor() throws {
        let result = try runWithLeftovers(["--unused-snapshots"])
        let lines = result.text.split(separator: "\n").map(String.init)
        #expect(lines.contains("Unused snapshots: 3 files that no scenario of this run asked for"))
        let listed = lines.filter { $0.hasPrefix("  ") }.map { String($0.split(separator: "/suite/").last!) }
        #expect(
            listed == [
                "__snapshots__/deleted.lua/gone.header.svg",
                "__snapshots__/greeting.lua/expanded.old-name.text.txt",
                "nested/__snapshots__/scope.lua/at-rest.header.text.txt.tmp-1-1",
            ])
        #expect(result.files.count == 2 + 6 + 3)
        #expect(result.exit == 0)
    }

    @Test func deleteRemovesOnlyTheUnusedFiles() throws {
        let result = try runWithLeftovers(["--unused-snapshots=delete"])
        #expect(result.text.contains("Deleted 3 unused snapshot files."))
        #expect(
            result.files == [
                "suite/__snapshots__/greeting.lua/expanded.header.svg",
                "suite/__snapshots__/greeting.lua/expanded.header.text.txt",
                "suite/__snapshots__/greeting.lua/expanded.header.voiceover.txt",
                "suite/greeting.lua",
                "suite/nested/__snapshots__/scope.lua/at-rest.header.svg",
                "suite/nested/__snapshots__/scope.lua/at-rest.header.text.txt",
                "suite/nested/__snapshots__/scope.lua/at-rest.header.voiceover.txt",
                "suite/nested/scope.lua",
            ])
    }

    @Test func aFilterMakesTheListAWarningAndDeleteRefuses() throws {
        let result = try runWithLeftovers(["--unused-snapshots=delete", "--filter", "expanded"])
        #expect(
            result.text.contains(
                "note: --filter is active: scenarios left out of this run cannot ask for their snapshots, so theirs are listed as unused too"
            ))
        #expect(result.text.contains("at-rest.header.text.txt\n"))
        #expect(
            result.text.contains("Not deleting anything: --unused-snapshots=delete needs a run of the whole suite."))
        #expect(result.files.count == 2 + 6 + 3)
    }

    @Test func theFilesOfFailedScenariosAreNotListed() throws {
        let result = try runWithLeftovers(["--unused-snapshots"]) { fixture in
            try fixture.write(
                "greeting.lua",
                """
                scenario("expanded", function()
                  error("stops before its snapshot")
                end)
                """)
        }
        #expect(result.exit == 1)
        #expect(result.text.contains("(the snapshots of the 1 failed scenarios are not listed"))
        #expect(!result.text.contains("expanded.header"))
        #expect(!result.text.contains("expanded.old-name"))
        #expect(result.text.contains("gone.header.svg"))
    }

    @Test func optionsAreParsed() throws {
        #expect(try RunCommand.parse(["--unused-snapshots"])?.unusedSnapshots == .list)
        #expect(try RunCommand.parse(["--unused-snapshots=delete"])?.unusedSnapshots == .delete)
        #expect(try RunCommand.parse([])?.unusedSnapshots == nil)
        #expect(throws: UsageError.self) { try RunCommand.parse(["--unused-snapshots=remove"]) }
        #expect(try RunCommand.parse(["--html", "out/report.html"])?.html == "out/report.html")
    }
}
