/// What one snapshot check decides, before any file is touched: which references differ or are
/// absent, which the record mode lets it write, and how the check ends.
///
/// The text rendering and the VoiceOver list are compared. The picture (SVG) is stored with them
/// and shown in reports, but a picture that drifted on its own does not fail: it changes whenever
/// the SVG renderer improves, while the text rendering already holds every frame, colour token and
/// string. It is rewritten whenever its snapshot is recorded, and written when absent.
///
/// | mode      | reference absent          | reference differs                        |
/// |-----------|---------------------------|------------------------------------------|
/// | `missing` | written, passes           | fails, new rendering in the artifacts     |
/// | `all`     | written, passes           | rewritten, passes                         |
/// | `never`   | fails ("no reference")    | fails, new rendering in the artifacts     |
/// | `failed`  | written, passes           | rewritten, fails (review, then run again) |
///
/// `failed` follows swift-snapshot-testing: a re-recorded snapshot still fails its test once, so a
/// run that changed references never looks green. Recording what was absent passes (the run lists
/// it, and CI never records), and so does `all`, the deliberate "accept everything"
/// (docs/snapshots.md).
struct SnapshotComparison: Equatable {
    typealias Kind = SnapshotPaths.Kind

    /// How the check ends: `matched`, `recorded` (absent references written), `updated`
    /// (differing ones rewritten), `mismatched` or `missing` (never `failedIO`: no I/O here).
    typealias Status = SnapshotCheck.Status

    /// Compared kinds whose reference differs from the new rendering.
    let differing: [Kind]
    /// Kinds (the picture included) with no reference file.
    let absent: [Kind]
    /// The references to write, in `Kind` order.
    let writes: [Kind]
    let status: Status
    /// Whether the check fails the scenario (before any I/O problem).
    let fails: Bool

    static let compared: [Kind] = [.text, .voiceover]

    /// `stored`: each reference's content, nil when absent. `new`: each new rendering.
    init(stored: [Kind: String], new: [Kind: String], mode: RecordMode) {
        absent = Kind.allCases.filter { stored[$0] == nil }
        differing = Self.compared.filter { kind in stored[kind].map { $0 != new[kind] } ?? false }
        let pictureDiffers = stored[.picture].map { $0 != new[.picture] } ?? false
        let absentCompared = absent.contains(where: Self.compared.contains)
        var writes = Set<Kind>()
        switch mode {
        case .never:
            break
        case .missing:
            writes.formUnion(absent)
        case .failed:
            writes.formUnion(absent)
            if !differing.isEmpty { writes.formUnion(differing + (pictureDiffers ? [.picture] : [])) }
        case .all:
            writes.formUnion(absent + differing + (pictureDiffers ? [.picture] : []))
        }
        self.writes = Kind.allCases.filter(writes.contains)

        if mode == .never && absentCompared {
            status = .missing
        } else if !differing.isEmpty {
            status = writes.contains(differing[0]) ? .updated : .mismatched
        } else if writes.contains(.picture) && pictureDiffers {
            status = .updated
        } else {
            status = writes.isEmpty ? .matched : .recorded
        }
        switch status {
        case .matched, .recorded: fails = false
        case .updated: fails = mode == .failed
        case .mismatched, .missing, .failedIO: fails = true
        }
    }

    /// Whether the new renderings go to the artifacts folder: the reference was not replaced.
    var keepsArtifacts: Bool { status == .mismatched || status == .missing }
}
