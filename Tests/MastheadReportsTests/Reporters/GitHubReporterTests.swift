import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// `--reporter github`: an `::error` annotation per failure and per problem, at its file and
/// line, that the Actions runner reads back whole.
@Suite struct GitHubReporterTests {
    let mixed = PackagePaths.mixed

    func annotations(_ paths: [String], workspace: String? = nil) throws -> [RunnerCommand] {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/github.txt"
        let output = TextOutput(.file(path))
        var options = RunOptions()
        options.paths = paths
        options.pluginDirectories = []
        let reporter = GitHubReporter(output: output, workspace: workspace)
        _ = SuiteRunner(options: options, reporters: [reporter]).run()
        let text = try TemporaryDirectory.readText(path)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") }, "\(text)")
        return lines.compactMap(RunnerCommand.init(parsing:))
    }

    @Test func eachFailureIsAnErrorAtTheLineOfItsExpectation() throws {
        let read = try annotations([mixed])
        #expect(read.count == 6, "five failures and a file that did not load")
        let words = try #require(read.first { $0.properties["title"] == "\(mixed)/failing.lua › compares two words" })
        #expect(words.properties["file"] == "\(mixed)/failing.lua" && words.properties["line"] == "5")
        #expect(words.data == "expected \"right\", got \"left\"\nexpected: \"right\"\nactual:   \"left\"")
        let diff = try #require(read.first { $0.properties["title"]?.hasSuffix("› diffs multi-line text") == true })
        #expect(diff.data.hasPrefix("expected strings to be equal (be)\n--- expected\n+++ actual\n"))
        // Raised inside a helper: the annotation goes where the error was raised.
        let helper = try #require(read.first { $0.properties["title"]?.hasSuffix("› raises two calls deep") == true })
        #expect(helper.properties["file"] == "\(mixed)/_helper.lua")
        let broken = try #require(read.first { $0.properties["file"] == "\(mixed)/nested/broken.lua" })
        #expect(broken.properties["line"] == "3" && broken.data == "unexpected symbol near '='")
        #expect(broken.properties["title"] == "\(mixed)/nested/broken.lua did not load")
    }

    @Test func pathsInsideTheWorkspaceAreRelativeToIt() throws {
        let read = try annotations([mixed + "/failing.lua"], workspace: PackagePaths.root + "/")
        #expect(read.allSatisfy { $0.properties["file"]?.hasPrefix("Tests/Fixtures/suites/mixed/") == true })
        #expect(
            read.allSatisfy { $0.properties["title"]?.hasPrefix("Tests/Fixtures/suites/mixed/failing.lua › ") == true })
    }

    /// A job with `working-directory:` runs below the workspace: its relative paths are made
    /// relative to the workspace, where the diff has them.
    @Test func aRunBelowTheWorkspaceNamesFilesFromTheWorkspace() throws {
        let result = try Subprocess.run(
            "/bin/sh",
            ["-c", "cd \"$1\" && \"$2\" run failing.lua --reporter github", "sh", mixed, PackagePaths.masthead],
            environment: ["GITHUB_WORKSPACE": PackagePaths.root], separateErrors: true)
        let files = result.output.split(separator: "\n").compactMap {
            RunnerCommand(parsing: String($0))?.properties["file"]
        }
        #expect(
            !files.isEmpty && files.allSatisfy { $0.hasPrefix("Tests/Fixtures/suites/mixed/") }
                && files.contains("Tests/Fixtures/suites/mixed/failing.lua"), "\(files)")
    }

    @Test func aPassingRunWritesNoAnnotation() throws {
        #expect(try annotations([mixed + "/passing.lua"]).isEmpty)
    }

    @Test func itSharesStandardOutputWithThePrettyReport() throws {
        let result = try Subprocess.run(
            PackagePaths.masthead, ["run", mixed + "/failing.lua", "--reporter", "pretty", "--reporter", "github"],
            separateErrors: true)
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::error file=") }.count == 5)
        #expect(lines.last?.hasPrefix("0 passed, 5 failed (") == true)
        let alone = try Subprocess.run(
            PackagePaths.masthead, ["run", mixed + "/failing.lua", "--reporter", "github"], separateErrors: true)
        #expect(alone.output.split(separator: "\n").last?.hasPrefix("0 passed, 5 failed (") == true, "the summary line")
    }
}
