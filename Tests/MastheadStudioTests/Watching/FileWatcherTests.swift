import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

#if canImport(Glibc)
    import Glibc
#endif

/// The watcher with each backend, on real files: one batch per save however the editor writes
/// it (in place, truncate and write, a rename over the file), renames and deletions, folders that
/// come and go. Each wait is bounded (a watcher that hears nothing fails the test, never hangs it).
@Suite struct FileWatcherTests {
    static let backends: [WatchBackendChoice] = [.inotify, .polling]

    /// A scratch folder with `Scenarios/a.lua` and `Plugins/themes/t.lua`, and a watcher on both.
    struct Fixture {
        let directory: ScratchDirectory
        let watcher: FileWatcher

        init(_ choice: WatchBackendChoice, snapshots: Bool = false) throws {
            directory = try ScratchDirectory(prefix: "masthead-watch")
            try directory.write("Scenarios/a.lua", "-- a\n")
            try directory.write("Scenarios/deep/b.lua", "-- b\n")
            try directory.write("Plugins/themes/t.lua", "-- t\n")
            let scope = WatchScope(
                roots: [directory.path + "/Scenarios", directory.path + "/Plugins"],
                suffixes: snapshots ? [".lua", ".svg"] : [".lua"], includesSnapshots: snapshots)
            watcher = FileWatcher(scope: scope, choice: choice, quiet: 0.15, longest: 2)
            #expect(watcher.backendName == (choice == .polling ? "polling" : "inotify"))
        }

        func path(_ name: String) -> String { directory.path + "/" + name }

        /// The next batch, with the scratch folder left out of its paths; nil after 10 s.
        func next() -> (changed: [String], deleted: [String])? {
            let deadline = monotonicSeconds() + 10
            guard let changes = watcher.next(until: { monotonicSeconds() > deadline }) else { return nil }
            let cut = directory.path.count + 1
            return (
                changes.changed.map { String($0.dropFirst(cut)) }, changes.deleted.map { String($0.dropFirst(cut)) }
            )
        }
    }

    @Test(arguments: backends) func aWriteInPlace(_ choice: WatchBackendChoice) throws {
        let fixture = try Fixture(choice)
        defer { fixture.directory.remove() }
        try ScratchDirectory.writeText("-- a, changed\n", to: fixture.path("Scenarios/a.lua"))
        let batch = try #require(fixture.next())
        #expect(batch.changed == ["Scenarios/a.lua"] && batch.deleted.isEmpty)
    }

    /// Truncate, then write in two parts, as some editors save: one batch.
    @Test(arguments: backends) func aTruncateAndWritesAreOneSave(_ choice: WatchBackendChoice) throws {
        let fixture = try Fixture(choice)
        defer { fixture.directory.remove() }
        let file = try #require(fopen(fixture.path("Plugins/themes/t.lua"), "w"))
        fflush(file)
        fputs("-- t, ", file)
        fflush(file)
        fputs("changed\n", file)
        fclose(file)
        let batch = try #require(fixture.next())
        #expect(batch.changed == ["Plugins/themes/t.lua"])
    }

    /// A new file renamed over the old one (vim's and most IDEs' safe save), with the temporary
    /// file's own name ignored.
    @Test(arguments: backends) func aRenameOverTheFile(_ choice: WatchBackendChoice) throws {
        let fixture = try Fixture(choice)
        defer { fixture.directory.remove() }
        try fixture.directory.write("Scenarios/a.lua.tmp-1", "-- a, saved\n")
        #expect(rename(fixture.path("Scenarios/a.lua.tmp-1"), fixture.path("Scenarios/a.lua")) == 0)
        let batch = try #require(fixture.next())
        #expect(batch.changed == ["Scenarios/a.lua"] && batch.deleted.isEmpty)
    }

    /// The old name is deleted, the new one changed.
    @Test(arguments: backends) func aRenameToAnotherName(_ choice: WatchBackendChoice) throws {
        let fixture = try Fixture(choice)
        defer { fixture.directory.remove() }
        #expect(rename(fixture.path("Scenarios/deep/b.lua"), fixture.path("Scenarios/c.lua")) == 0)
        let batch = try #require(fixture.next())
        #expect(batch.changed == ["Scenarios/c.lua"])
        #expect(batch.deleted == ["Scenarios/deep/b.lua"])
    }

    @Test(arguments: backends) func aDeletion(_ choice: WatchBackendChoice) throws {
        let fixture = try Fixture(choice)
        defer { fixture.directory.remove() }
        #expect(unlink(fixture.path("Plugins/themes/t.lua")) == 0)
        let batch = try #require(fixture.next())
        #expect(batch.changed.isEmpty && batch.deleted == ["Plugins/themes/t.lua"])
    }

    /// A path that is no longer a file (here a folder now) is named as gone, never dropped
    /// (issue 28.14: "run 2 · deleted: nothing to run" named no file).
    @Test func aPathThatIsNoLongerAFileIsNamedAsGone() throws {
        let directory = try ScratchDirectory(prefix: "masthead-settle")
        defer { directory.remove() }
        try directory.write("now-a-folder.lua/x.txt", "")
        try directory.write("file.lua", "")
        let batch = FileWatcher.settle([
            directory.path + "/now-a-folder.lua", directory.path + "/file.lua", directory.path + "/gone.lua",
        ])
        #expect(batch.changed == [directory.path + "/file.lua"])
        #expect(batch.deleted == [directory.path + "/gone.lua", directory.path + "/now-a-folder.lua"])
    }

    /// A folder made after the watch began is watched too, and one moved away takes its files.
    @Test(arguments: backends) func foldersThatComeAndGo(_ choice: WatchBackendChoice) throws {
        let fixture = try Fixture(choice)
        defer { fixture.directory.remove() }
        #expect(mkdir(fixture.path("Scenarios/new"), 0o755) == 0)
        try fixture.directory.write("Scenarios/new/n.lua", "-- n\n")
        var changed: [String] = []
        while !changed.contains("Scenarios/new/n.lua"), let batch = fixture.next() { changed += batch.changed }
        #expect(changed.contains("Scenarios/new/n.lua"))
        try ScratchDirectory.writeText("-- n, again\n", to: fixture.path("Scenarios/new/n.lua"))
        #expect(try #require(fixture.next()).changed == ["Scenarios/new/n.lua"])
        #expect(rename(fixture.path("Scenarios/deep"), fixture.path("moved")) == 0)
        let batch = try #require(fixture.next())
        #expect(batch.deleted == ["Scenarios/deep/b.lua"])
        // Writes in the folder's new place are outside the watch.
        try ScratchDirectory.writeText("-- b, moved\n", to: fixture.path("moved/b.lua"))
        try ScratchDirectory.writeText("-- a, after\n", to: fixture.path("Scenarios/a.lua"))
        #expect(try #require(fixture.next()).changed == ["Scenarios/a.lua"])
    }

    /// Editors' side files, other suffixes and snapshots start no batch: the next batch holds
    /// only the source written after them.
    @Test(arguments: backends) func sideFilesStartNoBatch(_ choice: WatchBackendChoice) throws {
        let fixture = try Fixture(choice)
        defer { fixture.directory.remove() }
        try fixture.directory.write("Scenarios/.a.lua.swp", "swap")
        try fixture.directory.write("Scenarios/a.lua~", "backup")
        try fixture.directory.write("Scenarios/__snapshots__/a.lua/x.svg", "<svg/>")
        try fixture.directory.write("Scenarios/notes.txt", "notes")
        try ScratchDirectory.writeText("-- a, changed\n", to: fixture.path("Scenarios/a.lua"))
        #expect(try #require(fixture.next()).changed == ["Scenarios/a.lua"])
    }

    /// With snapshots in the scope, a recorded picture is a change.
    @Test(arguments: backends) func snapshotsWhenAskedFor(_ choice: WatchBackendChoice) throws {
        let fixture = try Fixture(choice, snapshots: true)
        defer { fixture.directory.remove() }
        try fixture.directory.write("Scenarios/__snapshots__/a.lua/x.svg", "<svg/>")
        var changed: [String] = []
        while !changed.contains("Scenarios/__snapshots__/a.lua/x.svg"), let batch = fixture.next() {
            changed += batch.changed
        }
        #expect(changed.contains("Scenarios/__snapshots__/a.lua/x.svg"))
    }

    /// A root deleted and made again is watched again.
    @Test(arguments: backends) func aRootThatComesBack(_ choice: WatchBackendChoice) throws {
        let fixture = try Fixture(choice)
        defer { fixture.directory.remove() }
        #expect(unlink(fixture.path("Plugins/themes/t.lua")) == 0)
        #expect(rmdir(fixture.path("Plugins/themes")) == 0)
        #expect(rmdir(fixture.path("Plugins")) == 0)
        #expect(try #require(fixture.next()).deleted == ["Plugins/themes/t.lua"])
        try fixture.directory.write("Plugins/themes/t.lua", "-- t, back\n")
        var changed: [String] = []
        while !changed.contains("Plugins/themes/t.lua"), let batch = fixture.next() { changed += batch.changed }
        #expect(changed.contains("Plugins/themes/t.lua"))
    }

    @Test func stopsWhenAsked() {
        let watcher = FileWatcher(scope: WatchScope(roots: ["/nonexistent-masthead-root"]))
        var asked = 0
        #expect(
            watcher.next(until: {
                asked += 1
                return asked > 3
            }) == nil)
    }
}

/// Seconds on the monotonic clock, for the tests' bounds.
func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
