import MastheadLua
import RunnerTestSupport
import Testing

@testable import MastheadRunning

@Suite struct PluginSetTests {
    @Test func aMissingDefaultFolderIsFineButAMissingGivenOneIsAProblem() {
        #expect(PluginSet.load(folders: [.init(path: "no-such-folder", required: false)]).problems.isEmpty)
        let given = PluginSet.load(folders: [
            .init(path: "no-such-folder", required: true), .init(path: "no-such-folder/", required: true),
        ])
        #expect(
            given.problems.map(\.failure.message) == ["no such plugin folder: no-such-folder (given with --plugins)"])
        #expect(given.problems.allSatisfy { $0.failure.kind == .plugin })
        // On the command line, the first folder is the default one unless it was named otherwise.
        var options = RunOptions()
        options.pluginDirectories = ["Plugins", "no-such-folder"]
        #expect(PluginSet.load(options: options).problems.map(\.file).contains("no-such-folder"))
    }

    @Test func aFolderGivenTwiceIsLoadedOnce() {
        let folder = PackagePaths.fixtures + "/audit/passing"
        let plugins = PluginSet.load(options: PackagePaths.options(folder, folder, folder + "/"))
        #expect(plugins.problems.isEmpty)
        #expect(plugins.files.count == 1)
    }

    @Test func pluginProblemsBecomeLoadProblemsAtTheirLines() throws {
        let plugins = PluginSet.load(options: PackagePaths.options(PackagePaths.fixtures + "/sets/duplicate"))
        let problem = try #require(plugins.problems.first)
        #expect(plugins.problems.count == 1)
        #expect(problem.file.hasSuffix("sets/duplicate/second.lua"))
        #expect(problem.failure.location?.line == 3)
        #expect(problem.failure.message.hasPrefix("name: theme \"twin\" is already defined in "))
        #expect(plugins.themes["twin"] != nil)
    }

    @Test func runExitsTwoAfterRunningEverythingWhenAPluginIsBroken() {
        var summary = RunSummary()
        summary.passed = 3
        summary.pluginProblems =
            PluginSet.load(options: PackagePaths.options(PackagePaths.fixtures + "/broken")).problems
        #expect(summary.exitStatus == 2)
    }
}
