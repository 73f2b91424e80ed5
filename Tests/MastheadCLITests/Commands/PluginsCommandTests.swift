import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadCLI
@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// `masthead plugins`: exit status and what it prints.
@Suite struct PluginsCommandTests {
    func run(_ folder: String, strict: Bool, themes: [String] = []) -> (status: Int32, text: String) {
        guard let directory = try? TemporaryDirectory() else { return (-1, "") }
        defer { directory.remove() }
        let path = directory.path + "/plugins.txt"
        let output = TextOutput(.file(path))
        let status = PluginsCommand.run(
            PackagePaths.options(PackagePaths.fixtures + "/" + folder), strict: strict, themes: themes, output: output)
        try? output.finish()
        return (status, (try? FileSystem.read(path, limit: .report)) ?? "")
    }

    @Test func strictExitsTwoOnAThemeBelowAA() {
        #expect(run("audit/failing", strict: true).status == 2)
        #expect(run("audit/failing", strict: false).status == 0)
        #expect(run("audit/passing", strict: true).status == 0)
    }

    @Test func aBrokenPluginExitsTwoEvenWithoutStrict() {
        #expect(run("sets/cycle", strict: false).status == 2)
    }

    @Test func theReportListsThemesProvidersProblemsAndEveryRatio() {
        let text = run("audit/failing", strict: true).text
        #expect(text.contains("✓ dim"))
        #expect(text.contains("Status providers\n  (none)"))
        #expect(
            text.contains(
                "    search prompt                  textTertiary on fill   17 pt regular   4.5 / 7   1.94 fail   7.84 AAA\n"
            ))
        #expect(text.contains("\n  2 below AA, 9 below AAA\n"))
        let cycle = run("sets/cycle", strict: false).text
        #expect(cycle.contains("\nProblems in "))
        #expect(cycle.contains("a.lua:3: extends: themes extend each other in a circle (a → b → a)"))
    }

    @Test func theVerdictIsTheLastLineAndSaysWhyItExitsTwo() {
        func last(_ folder: String, strict: Bool) -> String {
            String(run(folder, strict: strict).text.split(separator: "\n").last ?? "")
        }
        #expect(
            last("audit/failing", strict: true)
                == "✗ 2 colour pairs (dim 2) below AA, which --strict fails: exit status 2")
        #expect(
            last("audit/failing", strict: false).hasSuffix(
                "loaded; 2 colour pairs (dim 2) below AA (--strict would fail them)"))
        #expect(last("audit/passing", strict: true).hasSuffix("loaded; every colour pair passes AA"))
        let cycle = last("sets/cycle", strict: false)
        #expect(cycle.hasPrefix("✗ ") && cycle.hasSuffix(": exit status 2"), "\(cycle)")
        #expect(cycle.contains("plugin files have problems"), "\(cycle)")
    }

    @Test func problemsAreGroupedByFileAfterTheAudit() {
        let text = run("broken", strict: false).text
        let audit = text.firstRange(of: "\nContrast audit")!.lowerBound
        let problems = text.firstRange(of: "\nProblems in ")!.lowerBound
        #expect(audit < problems)
        #expect(text.contains("\nProblems in \(PackagePaths.fixtures)/broken/wrong-types.lua ("))
        #expect(text.ranges(of: "Problems in \(PackagePaths.fixtures)/broken/wrong-types.lua").count == 1)
    }

    @Test func aFileThatDeclaresNothingSaysWhyOnItsLine() {
        let text = run("broken", strict: false).text
        #expect(
            text.contains(
                "  ✗ \(PackagePaths.fixtures)/broken/syntax-error.lua line "), "\(text.prefix(2000))")
        let listing = text.split(separator: "\n").first { $0.contains("broken/syntax-error.lua line ") } ?? ""
        #expect(listing.contains(": "), "\(listing)")
    }

    @Test func theThemeOptionNarrowsTheAuditAndNamesAnUnknownTheme() {
        let dim = run("audit/failing", strict: true, themes: ["dim"]).text
        #expect(dim.contains("\ndim ") && !dim.contains("\ndefault built in"), "\(dim)")
        #expect(run("audit/failing", strict: true, themes: ["default"]).status == 0)
        #expect(run("audit/failing", strict: false, themes: ["dmi"]).status == 2)
    }

    @Test func optionsAreParsed() throws {
        let parsed = try #require(try PluginsCommand.parse(["--plugins", "More", "Extra", "--strict"]))
        #expect(parsed.options.pluginDirectories == ["Plugins", "More", "Extra"])
        #expect(parsed.strict)
        #expect(try PluginsCommand.parse(["--theme", "dim", "--theme", "midnight"])?.themes == ["dim", "midnight"])
        #expect(try PluginsCommand.parse(["--help"]) == nil)
        #expect(throws: UsageError.self) { try PluginsCommand.parse(["--strikt"]) }
        #expect(Masthead.main(["masthead", "plugins", "--strikt"]) == 2)
    }
}
