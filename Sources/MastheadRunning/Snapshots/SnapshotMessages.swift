import MastheadRender

/// The words of a failed snapshot check, as a scenario's failure shows them (docs/snapshots.md
/// quotes them; change both together).
package enum SnapshotMessages {
    typealias Kind = SnapshotPaths.Kind

    /// `.../stem.*`: every file of one snapshot in a folder.
    package static func files(_ folder: String, _ stem: String) -> String {
        FileSystem.join(folder, stem + ".*")
    }

    static func what(_ differing: [Kind]) -> String {
        switch (differing.contains(.text), differing.contains(.voiceover)) {
        case (true, true): return "the text rendering and the VoiceOver list differ"
        case (false, true): return "the VoiceOver list differs"
        default: return "the text rendering differs"
        }
    }

    static func mismatched(_ name: String, _ paths: SnapshotPaths, _ differing: [Kind]) -> String {
        "snapshot \"\(name)\" does not match its reference (\(what(differing))); the new rendering is in "
            + "\(files(paths.artifactFolder, paths.stem)); if the change is intended, accept it with --record failed"
    }

    static func missing(_ name: String, _ paths: SnapshotPaths) -> String {
        "no reference snapshot (run with --record missing) for \"\(name)\": \(paths.reference(.text)) does not exist; "
            + "the new rendering is in \(files(paths.artifactFolder, paths.stem))"
    }

    static func rerecorded(_ name: String, _ paths: SnapshotPaths, _ differing: [Kind]) -> String {
        "snapshot \"\(name)\" did not match its reference (\(what(differing))) and was recorded again (--record failed); "
            + "review the change in \(files(paths.folder, paths.stem)) and run again"
    }

    static func unreadable(_ name: String, _ error: FileError) -> String {
        "snapshot \"\(name)\" could not be read: \(error.description)"
    }

    static func unwritable(_ name: String, _ error: FileError) -> String {
        "snapshot \"\(name)\" could not be recorded: \(error.description); the reference is unchanged"
    }

    static func artifactsUnwritable(_ error: FileError) -> String {
        "; the new rendering could not be saved either (\(error.description))"
    }

    /// The line diff of each differing rendering, headed by the reference file and where the new
    /// rendering went.
    static func diff(
        _ differing: [Kind], stored: [Kind: String], new: [Kind: String], paths: SnapshotPaths,
        newPlace: (Kind) -> String
    ) -> String? {
        let parts = differing.map { kind in
            let body = LineDiff.render(expected: stored[kind] ?? "", actual: new[kind] ?? "")
            let lines = body.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
            return (["--- \(paths.reference(kind)) (reference)", "+++ \(newPlace(kind)) (new)"] + lines).joined(
                separator: "\n")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }
}
