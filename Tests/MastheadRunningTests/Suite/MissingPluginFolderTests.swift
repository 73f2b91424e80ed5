import RunnerTestSupport
import TestSupport
import Testing

/// A plugin folder that is not there: named with --plugins, it is a loading error (exit 2) that
/// still lets the scenarios run; the default Plugins/ may be missing without a word.
@Suite("A missing plugin folder")
struct MissingPluginFolderTests {
    @Test func aNamedFolderThatIsMissingIsReported() throws {
        let folder = try FaultFixtures.smallSuite()
        defer { folder.remove() }
        let result = try FaultFixtures.masthead(
            ["run", "suite/passes.lua", "--plugins", "no-such-folder"], directory: folder.path)
        #expect(result.status == 2)
        #expect(result.output.contains("no such plugin folder: no-such-folder"))
        #expect(result.output.contains("1 passed, 0 failed, 1 file did not load"))
    }

    @Test func theDefaultFolderMayBeMissing() throws {
        let folder = try FaultFixtures.smallSuite()
        defer { folder.remove() }
        let result = try FaultFixtures.masthead(["run", "suite/passes.lua"], directory: folder.path)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func anUnknownThemeOutsideTheProjectSaysNoPluginsFolderWasFound() throws {
        let folder = try FaultFixtures.smallSuite()
        defer { folder.remove() }
        try folder.write(
            "suite/theme.lua", "scenario(\"a theme\", function() greeting_header { theme = \"harbour\" } end)\n")
        let result = try FaultFixtures.masthead(["run", "suite/theme.lua"], directory: folder.path)
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "unknown theme \"harbour\" (known: default; no Plugins/ folder in \(folder.path): run from your"
                    + " project's root, or add --plugins DIR)"), "\(result.output)")
        let plugins = try FaultFixtures.masthead(["plugins"], directory: folder.path)
        #expect(plugins.output.contains("Note: no Plugins/ folder in \(folder.path)"))
    }
}
