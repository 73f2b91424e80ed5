import TestSupport
import Testing

/// `plugins`, `render` and `fuzz` run user Lua outside `masthead run`: in a watched child. A
/// plugin that never finishes loading is reported with the rest, and the command still ends.
@Suite("Commands run in a watched child")
struct GuardedCommandTests {
    /// A theme whose file, once a limit trips inside a coroutine, closes it with a `__close`
    /// handler that loops (Lua 5.4.4 runs such a handler with no hook).
    static let hangingTheme = """
        local co = coroutine.create(function()
          local guard <close> = setmetatable({}, { __close = function() while true do end end })
          while true do end
        end)
        coroutine.resume(co)
        coroutine.close(co)
        return theme { name = "hang" }
        """

    static func plugins() throws -> ScratchDirectory {
        let folder = try ScratchDirectory(prefix: "masthead-guarded")
        try folder.write("plugins/themes/a-hang.lua", hangingTheme)
        try folder.write(
            "plugins/themes/b-fine.lua",
            "return theme { name = \"fine\", extends = \"default\", colors = { accent = \"#0055AA\" } }\n")
        return folder
    }

    @Test func pluginsListsAHangingPluginAsAProblemAndTheOthersAsUsual() throws {
        let folder = try Self.plugins()
        defer { folder.remove() }
        let result = try ChildProcess.run(
            TestPackage.masthead, ["plugins", "--plugins", "plugins"], directory: folder.path, timeout: 60)
        #expect(result.status == 2, "\(result.output)\(result.errors)")
        #expect(result.output.contains("plugins/themes/a-hang.lua"))
        #expect(result.output.contains("time limit exceeded"))
        #expect(result.output.contains("fine"), "the other theme is listed")
        #expect(result.seconds < 30)
    }

    @Test func aRunReportsAHangingPluginAndStillRunsItsScenarios() throws {
        let folder = try Self.plugins()
        defer { folder.remove() }
        try folder.write(
            "suite/a.lua",
            "scenario(\"uses the fine theme\", function()\n  local h = greeting_header { theme = \"fine\" }\n  expect(h:theme().accent):to_be(\"#0055AA\")\nend)\n"
        )
        let result = try ChildProcess.run(
            TestPackage.masthead, ["run", "suite", "--plugins", "plugins"], directory: folder.path, timeout: 60)
        #expect(result.status == 2, "a plugin problem: \(result.output)\(result.errors)")
        #expect(result.output.contains("plugins/themes/a-hang.lua"))
        #expect(result.output.contains("1 passed, 0 failed"))
    }

    @Test func renderEndsWhenItsStepsNeverDo() throws {
        let folder = try ScratchDirectory(prefix: "masthead-guarded")
        defer { folder.remove() }
        let step =
            "local co = coroutine.create(function() local g <close> = setmetatable({}, { __close = function() "
            + "while true do end end }) while true do end end) coroutine.resume(co) coroutine.close(co)"
        let result = try ChildProcess.run(
            TestPackage.masthead, ["render", "greeting", "--step", step], directory: folder.path, timeout: 60)
        #expect(result.status == 2, "\(result.output)\(result.errors)")
        #expect(result.errors.contains("time limit exceeded"), "\(result.errors)")
        #expect(result.seconds < 30)
    }
}
