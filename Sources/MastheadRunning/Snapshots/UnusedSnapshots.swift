/// The snapshot files under a run's paths that no scenario of the run asked for: references of
/// renamed or deleted scenarios and snapshots, and leftovers of interrupted writes.
package struct UnusedSnapshots {
    package init() {}

    /// Files some scenario read or wrote (`ScenarioOutcome.snapshotsUsed`).
    var used: Set<String> = []
    /// Snapshot folders (`dir/__snapshots__/file.lua`) whose scenario file did not load: nothing is
    /// known about them, so none of their files is listed.
    var unknownFolders: Set<String> = []
    /// `dir/__snapshots__/file.lua/<scenario slug>.` of scenarios that failed: they may have stopped
    /// before reaching their `to_match_snapshot` calls, so their files are not listed either.
    package var failedPrefixes: Set<String> = []

    package mutating func scenarioFinished(_ result: ScenarioResult) {
        used.formUnion(result.outcome.snapshotsUsed)
        if !result.passed {
            failedPrefixes.insert(
                FileSystem.join(SnapshotPaths.folder(of: result.file), SnapshotName.slug(result.info.name) + "."))
        }
    }

    package mutating func fileDidNotLoad(_ file: String) {
        unknownFolders.insert(SnapshotPaths.folder(of: FileSystem.normalize(file)))
    }

    /// The unused files under `paths`, sorted.
    package func files(under paths: [String]) -> [String] {
        Self.snapshotFiles(under: paths).filter { file in
            !used.contains(file)
                && !unknownFolders.contains(where: { file.hasPrefix($0 + "/") })
                && !failedPrefixes.contains(where: file.hasPrefix)
        }
    }

    /// Every file under a `__snapshots__` folder beneath `paths`; for a scenario file given as a
    /// path, the files of its own snapshot folder.
    package static func snapshotFiles(under paths: [String]) -> [String] {
        var files = Set<String>()
        for path in paths.map(FileSystem.normalize) {
            switch FileSystem.kind(of: path) {
            case .directory?: collect(path, inSnapshots: false, into: &files)
            case .file?: collect(SnapshotPaths.folder(of: path), inSnapshots: true, into: &files)
            default: continue
            }
        }
        return files.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    private static func collect(_ directory: String, inSnapshots: Bool, into files: inout Set<String>) {
        guard let names = try? FileSystem.list(directory) else { return }
        for name in names {
            let path = FileSystem.join(directory, name)
            switch FileSystem.kind(of: path) {
            case .directory?:
                if !inSnapshots && name.hasPrefix(".") { continue }
                collect(path, inSnapshots: inSnapshots || name == SnapshotPaths.folderName, into: &files)
            case .file?:
                if inSnapshots { files.insert(path) }
            default:
                continue
            }
        }
    }

    /// Deletes `files`, then the snapshot folders that are left empty. Returns the failures.
    package static func delete(_ files: [String]) -> [String] {
        var problems: [String] = []
        var folders = Set<String>()
        for file in files {
            if unlink(file) != 0 {
                problems.append("cannot delete \(file): \(String(cString: strerror(errno)))")
            }
            var folder = FileSystem.directory(of: file)
            while folder.split(separator: "/").contains(Substring(SnapshotPaths.folderName)) {
                folders.insert(folder)
                folder = FileSystem.directory(of: folder)
            }
        }
        // Deepest first; rmdir leaves any folder that still holds something.
        for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(folder) }
        return problems
    }
}

#if canImport(Glibc)
    import Glibc
#endif
