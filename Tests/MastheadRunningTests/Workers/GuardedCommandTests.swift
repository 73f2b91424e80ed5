import TestSupport
import Testing

/// `plugins`, `render` and `fuzz` run user Lua outside `masthead run`: in a watched child. A
/// plugin that never finishes loading is reported with the rest, and the command still ends.
@Suite("Commands run in a watched child")
struct GuardedCommandTests {
    /// A plugin whose loading never ends where no hook sees it (`MASTHEAD_WORKER_FAULT` makes the
    /// child hang as it starts loading it), beside one that loads.
    static let hang = ["MASTHEAD_WORKER_FAULT": "hang:a-hang.lua"]

    static func plugins() throws -> ScratchDirectory {
        let folder = try ScratchDirectory(prefix: "masthead-guarded")
        try folder.write("plugins/themes/a-hang.lua", "return theme { name = \"hang\", extends = \"default\" }\n")
        try folder.write(
            "plugins/themes/b-fine.lua",
            "return theme { name = \"fine\", extends = \"default\", colors = { accent = \"#0055AA\" } }\n")
        return folder
    }

    @Test func pluginsListsAHangingPluginAsAProblemAndTheOthersAsUsual() throws {
        let folder = try Self.plugins()
        defer { folder.remove() }
        let result = try ChildProcess.run(
            TestPackage.masthead, ["plugins", "--plugins", "plugins"], directory: folder.path, environment: Self.hang,
            timeout: 60)
        #expect(result.status == 2, "\(result.output)\(result.errors)")
        #expect(result.output.contains("plugins/themes/a-hang.lua"))
        #expect(result.output.contains("time limit exceeded"))
        #expect(result.output.contains("fine"), "the other theme is listed")
        #expect(!result.timedOut, "the hang was never stopped")
    }

    @Test func aRunReportsAHangingPluginAndStillRunsItsScenarios() throws {
        let folder = try Self.plugins()
        defer { folder.remove() }
        try folder.write(
            "suite/a.lua",
            "scenario(\"uses the fine theme\", function()\n  local h = greeting_header { theme = \"fine\" }\n  expect(h:theme().accent):to_be(\"#0055AA\")\nend)\n"
        )
        let result = try ChildProcess.run(
            TestPackage.masthead, ["run", "suite", "--plugins", "plugins"], directory: folder.path,
            environment: Self.hang,
            timeout: 60)
        #expect(result.status == 2, "a plugin problem: \(result.output)\(result.errors)")
        #expect(result.output.contains("plugins/themes/a-hang.lua"))
        #expect(result.output.contains("1 passed, 0 failed"))
    }

    @Test func renderEndsWhenItsStepsNeverDo() throws {
        let folder = try ScratchDirectory(prefix: "masthead-guarded")
        defer { folder.remove() }
        let result = try ChildProcess.run(
            TestPackage.masthead, ["render", "greeting", "--step", "h:scroll(10)"], directory: folder.path,
            environment: ["MASTHEAD_WORKER_FAULT": "hang:the render"], timeout: 60)
        #expect(result.status == 2, "\(result.output)\(result.errors)")
        #expect(result.errors.contains("time limit exceeded (5 s, and 1 s of grace)"), "\(result.errors)")
        #expect(result.errors.contains("while running the render"), "\(result.errors)")
        #expect(!result.timedOut, "the hang was never stopped")
    }
}
