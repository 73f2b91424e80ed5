import MastheadLua

/// The snapshot store of `masthead run`: references in `__snapshots__/` beside each scenario file
/// (`SnapshotPaths`), compared and recorded as the record mode says (`SnapshotComparison`).
///
/// Safe from several worker threads at once: it keeps no state but the ledger (locked), every
/// snapshot belongs to exactly one scenario, and every write stages temporary files and renames
/// them, so a reader never sees half a file and a failed write changes nothing.
public final class DiskSnapshotStore: SnapshotStore, Sendable {
    public typealias Kind = SnapshotPaths.Kind

    public let record: RecordMode
    public let artifacts: String
    public let ledger: SnapshotLedger
    /// Whether the ledger keeps each check's pictures (for the HTML report).
    public let keepsPictures: Bool

    public init(
        record: RecordMode, artifacts: String, keepsPictures: Bool = false, ledger: SnapshotLedger = SnapshotLedger()
    ) {
        self.record = record
        self.artifacts = artifacts
        self.keepsPictures = keepsPictures
        self.ledger = ledger
    }

    public convenience init(options: RunOptions) {
        self.init(record: options.record, artifacts: options.artifacts, keepsPictures: options.html != nil)
    }

    public func check(_ renderings: SnapshotRenderings, name: String, scenario owner: SnapshotOwner) -> SnapshotResult {
        let paths = SnapshotPaths(file: owner.file, scenario: owner.scenario, name: name, artifactsRoot: artifacts)
        let new: [Kind: String] = [
            .text: Self.stored(renderings.text), .voiceover: Self.stored(renderings.voiceover),
            .picture: Self.stored(renderings.svg),
        ]
        var entry = SnapshotCheck(
            file: owner.file, scenario: owner.scenario, name: name, paths: paths, status: .failedIO, passed: false,
            picture: keepsPictures ? new[.picture]! : "", referencePicture: nil)
        defer { ledger.append(entry) }
        let failure = compare(new, name: name, paths: paths, entry: &entry)
        entry.passed = failure == nil
        return SnapshotResult(failure: failure, files: paths.references)
    }

    /// Reads, decides, writes; returns the failure, if any, and fills in the ledger entry.
    private func compare(_ new: [Kind: String], name: String, paths: SnapshotPaths, entry: inout SnapshotCheck)
        -> ScenarioFailure?
    {
        var stored: [Kind: String] = [:]
        for kind in Kind.allCases {
            do {
                stored[kind] = try Self.read(paths.reference(kind))
            } catch {
                return ScenarioFailure(kind: .assertion, message: SnapshotMessages.unreadable(name, error))
            }
        }
        let comparison = SnapshotComparison(stored: stored, new: new, mode: record)
        if keepsPictures && comparison.status != .matched { entry.referencePicture = stored[.picture] }
        do {
            try write(comparison.writes.map { (paths.reference($0), new[$0]!) }, folder: paths.folder)
        } catch {
            return ScenarioFailure(kind: .assertion, message: SnapshotMessages.unwritable(name, error))
        }
        entry.status = comparison.status
        guard comparison.keepsArtifacts else {
            Kind.allCases.forEach { FileSystem.remove(paths.artifact($0)) }
            guard comparison.fails else { return nil }
            return ScenarioFailure(
                kind: .assertion, message: SnapshotMessages.rerecorded(name, paths, comparison.differing),
                diff: SnapshotMessages.diff(
                    comparison.differing, stored: stored, new: new, paths: paths, newPlace: paths.reference))
        }
        var message =
            comparison.status == .missing
            ? SnapshotMessages.missing(name, paths) : SnapshotMessages.mismatched(name, paths, comparison.differing)
        do {
            try write(Kind.allCases.map { (paths.artifact($0), new[$0]!) }, folder: paths.artifactFolder)
        } catch {
            message += SnapshotMessages.artifactsUnwritable(error)
        }
        return ScenarioFailure(
            kind: .assertion, message: message,
            diff: SnapshotMessages.diff(
                comparison.differing, stored: stored, new: new, paths: paths, newPlace: paths.artifact))
    }

    /// A reference's content, nil when it does not exist.
    static func read(_ path: String) throws(FileError) -> String? {
        do {
            return try FileSystem.read(path)
        } catch {
            if error.code == ENOENT || error.code == ENOTDIR { return nil }
            throw error
        }
    }

    /// Writes every file or none: each is staged as a temporary file first, and only when all are
    /// staged are they renamed into place.
    func write(_ files: [(path: String, text: String)], folder: String) throws(FileError) {
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

    /// A rendering as its file holds it: ending with one line break.
    static func stored(_ rendering: String) -> String {
        rendering.hasSuffix("\n") ? rendering : rendering + "\n"
    }
}

#if canImport(Glibc)
    import Glibc
#endif
