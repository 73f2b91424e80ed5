import MastheadLua

/// What one snapshot check will change on disk, and how it ends if the disk agrees.
///
/// Deciding reads the references and compares; applying writes. The two are apart because a
/// worker process decides while its scenario runs, and only the parent process applies, when the
/// result arrives: a worker that is killed mid-scenario can then leave no half-written snapshot.
/// In one process, `DiskSnapshotStore` does both at once.
struct SnapshotDecision: Sendable {
    var name: String
    var paths: SnapshotPaths
    /// The ledger entry, as it stands when every write succeeds.
    var entry: SnapshotCheck
    /// The check's failure, as it stands when every write succeeds.
    var failure: ScenarioFailure?
    /// References to write into `paths.folder`: all of them or none.
    var references: [FileText] = []
    /// New renderings to write into `paths.artifactFolder` (a failed check), all or none.
    var artifacts: [FileText] = []
    /// Stale artifacts to remove (a check that passed).
    var removals: [String] = []

    struct FileText: Sendable {
        var path: String
        var text: String
    }

    /// Makes the changes; returns how the check really ends (a write that failed fails it). New
    /// renderings that could not be saved are said in the failure and handed to `unsaved`.
    func apply(unsaved: (FileError) -> Void = { _ in }) -> (failure: ScenarioFailure?, entry: SnapshotCheck) {
        var failure = failure
        var entry = entry
        do {
            try Self.write(references, folder: paths.folder)
        } catch {
            entry.status = .failedIO
            entry.passed = false
            return (ScenarioFailure(kind: .assertion, message: SnapshotMessages.unwritable(name, error)), entry)
        }
        removals.forEach { FileSystem.remove($0) }
        do {
            try Self.write(artifacts, folder: paths.artifactFolder)
        } catch {
            failure?.message += SnapshotMessages.artifactsUnwritable(error)
            unsaved(error)
        }
        entry.passed = failure == nil
        return (failure, entry)
    }

    /// Writes every file or none: each is staged as a temporary file first, and only when all are
    /// staged are they renamed into place.
    static func write(_ files: [FileText], folder: String) throws(FileError) {
        guard !files.isEmpty else { return }
        try FileSystem.makeDirectories(folder)
        var staged: [(temporary: String, path: String)] = []
        do {
            for file in files {
                staged.append((try FileSystem.stage(Array(file.text.utf8), for: file.path), file.path))
            }
        } catch {
            staged.forEach { FileSystem.remove($0.temporary) }
            throw error
        }
        for (index, file) in staged.enumerated() {
            do {
                try FileSystem.commit(file.temporary, to: file.path)
            } catch {
                staged[(index + 1)...].forEach { FileSystem.remove($0.temporary) }
                throw error
            }
        }
    }
}
