import MastheadLua

/// Decides snapshot checks: reads the references, compares them with the new renderings as the
/// record mode says (`SnapshotComparison`), and says what to write (`SnapshotDecision`), touching
/// nothing.
struct SnapshotDecider: Sendable {
    typealias Kind = SnapshotPaths.Kind

    var record: RecordMode
    var artifacts: String
    /// Whether ledger entries keep each check's pictures, and a failed one's text renderings (for
    /// the HTML report and trace pages, which compare them).
    var keepsPictures: Bool

    func decide(_ renderings: SnapshotRenderings, name: String, scenario owner: SnapshotOwner) -> SnapshotDecision {
        let paths = SnapshotPaths(file: owner.file, scenario: owner.scenario, name: name, artifactsRoot: artifacts)
        let new: [Kind: String] = [
            .text: Self.stored(renderings.text), .voiceover: Self.stored(renderings.voiceover),
            .picture: Self.stored(renderings.svg),
        ]
        let entry = SnapshotCheck(
            file: owner.file, scenario: owner.scenario, name: name, paths: paths, status: .failedIO, passed: false,
            picture: keepsPictures ? new[.picture]! : "", referencePicture: nil)
        var decision = SnapshotDecision(name: name, paths: paths, entry: entry, failure: nil)
        var stored: [Kind: String] = [:]
        for kind in Kind.allCases {
            do {
                stored[kind] = try Self.read(paths.reference(kind), within: .scenarioFolder(of: owner.file))
            } catch {
                decision.failure = ScenarioFailure(kind: .assertion, message: SnapshotMessages.unreadable(name, error))
                return decision
            }
        }
        let comparison = SnapshotComparison(stored: stored, new: new, mode: record)
        if keepsPictures && comparison.status != .matched {
            decision.entry.referencePicture = stored[.picture]
            decision.entry.text = new[.text]!
            decision.entry.referenceText = stored[.text]
        }
        decision.entry.status = comparison.status
        decision.references = comparison.writes.map { .init(path: paths.reference($0), text: new[$0]!) }
        let diff = { place in
            SnapshotMessages.diff(comparison.differing, stored: stored, new: new, paths: paths, newPlace: place)
        }
        if comparison.keepsArtifacts {
            decision.artifacts = Kind.allCases.map { .init(path: paths.artifact($0), text: new[$0]!) }
            let message =
                comparison.status == .missing
                ? SnapshotMessages.missing(name, paths) : SnapshotMessages.mismatched(name, paths, comparison.differing)
            decision.failure = ScenarioFailure(kind: .assertion, message: message, diff: diff(paths.artifact))
        } else {
            decision.removals = Kind.allCases.map(paths.artifact)
            if comparison.fails {
                decision.failure = ScenarioFailure(
                    kind: .assertion, message: SnapshotMessages.rerecorded(name, paths, comparison.differing),
                    diff: diff(paths.reference))
            }
        }
        decision.entry.passed = decision.failure == nil
        return decision
    }

    /// A reference's content, nil when it does not exist; refused when it is not a regular file
    /// or leads out of the scenario's folder.
    static func read(_ path: String, within folder: FolderBoundary) throws(FileError) -> String? {
        do {
            return try FileSystem.read(path, limit: .snapshot, within: folder)
        } catch {
            if error.code == ENOENT || error.code == ENOTDIR { return nil }
            throw error
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
