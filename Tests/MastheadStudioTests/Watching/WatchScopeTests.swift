import TestSupport
import Testing

@testable import MastheadStudio

/// Which paths count: sources under the roots, never dot-files, editors' side files, or
/// snapshots unless asked for.
@Suite struct WatchScopeTests {
    @Test func sourcesUnderTheRootsCount() {
        let scope = WatchScope(roots: ["Scenarios", "./Plugins/", "one.lua"])
        #expect(scope.roots == ["Scenarios", "Plugins", "one.lua"])
        #expect(scope.contains("Scenarios/greeting/badge.lua"))
        #expect(scope.contains("./Plugins/themes/midnight.lua"))
        #expect(scope.contains("one.lua"))
        #expect(scope.contains("Scenarios/_helpers.lua"))
        #expect(!scope.contains("two.lua"))
        #expect(!scope.contains("Other/badge.lua"))
        #expect(!scope.contains("ScenariosX/badge.lua"))
    }

    /// Messages name only the roots that exist (issue 28.14: "Watching ., Plugins" without a Plugins).
    @Test func onlyExistingRootsAreNamed() throws {
        let directory = try ScratchDirectory(prefix: "masthead-watch-scope")
        defer { directory.remove() }
        try directory.write("suite/a.lua", "")
        let scope = WatchScope(roots: [directory.path + "/suite", directory.path + "/Plugins"])
        #expect(scope.shownRoots == directory.path + "/suite")
        #expect(scope.roots.count == 2, "the missing one is still watched")
        let none = WatchScope(roots: [directory.path + "/Plugins"])
        #expect(none.shownRoots == "nothing yet (\(directory.path)/Plugins do not exist)")
    }

    @Test func sideFilesAndSnapshotsDoNotCount() {
        let scope = WatchScope(roots: ["Scenarios"])
        for path in [
            "Scenarios/.badge.lua.swp", "Scenarios/badge.lua~", "Scenarios/4913", "Scenarios/badge.lua.tmp-12-1",
            "Scenarios/.git/x.lua", "Scenarios/__snapshots__/badge.lua/a.svg", "Scenarios/__snapshots__/x.lua",
        ] {
            #expect(!scope.contains(path), "\(path)")
        }
        let preview = WatchScope(roots: ["Scenarios"], suffixes: [".lua", ".svg"], includesSnapshots: true)
        #expect(preview.contains("Scenarios/__snapshots__/badge.lua/a.svg"))
        #expect(!preview.contains("Scenarios/__snapshots__/badge.lua/a.text.txt"))
    }

    @Test func theCurrentFolderAsARoot() {
        let scope = WatchScope(roots: ["."])
        #expect(scope.contains("Scenarios/a.lua"))
        #expect(!scope.contains(".masthead/a.lua"))
    }
}
