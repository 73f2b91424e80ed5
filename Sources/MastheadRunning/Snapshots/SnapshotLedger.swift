import Synchronization

/// One `to_match_snapshot` check of a run, as reports show it.
package struct SnapshotCheck: Sendable {
    package enum Status: String, Sendable {
        /// Equal to the reference.
        case matched
        /// Absent references were written; the rest matched.
        case recorded
        /// Differing references were rewritten (`--record all` passes; `--record failed` fails).
        case updated
        /// Differs from the reference, which was left alone.
        case mismatched
        /// No reference, and the record mode forbids writing one.
        case missing
        /// A reference could not be read or written (a read-only folder, a full disk).
        case failedIO = "error"
    }

    package var file: String
    package var scenario: String
    package var name: String
    package var paths: SnapshotPaths
    package var status: Status
    package var passed: Bool
    /// The picture of the header as the scenario drew it (empty unless the store keeps pictures).
    package var picture: String
    /// The stored picture it was compared with, when the check failed or replaced a reference
    /// (nil when there was none, or pictures are not kept).
    package var referencePicture: String?
    /// The new text rendering and the stored one, kept with the pictures when the check did not
    /// match: the pictures' difference view outlines the elements whose lines differ
    /// (`SnapshotDifference`).
    package var text: String = ""
    package var referenceText: String?

    /// The elements the check changed, when it kept both text renderings.
    package var difference: SnapshotDifference? {
        referenceText.map { SnapshotDifference(reference: $0, new: text) }
    }
}

/// The checks of a run, kept as the parent applies them and read by reporters: the HTML report
/// shows each scenario's pictures, the run's end lists what was recorded.
package final class SnapshotLedger: Sendable {
    private let entries = Mutex<[SnapshotCheck]>([])

    package init() {}

    func append(_ check: SnapshotCheck) {
        entries.withLock { $0.append(check) }
    }

    /// Every check so far, in the order they were applied.
    package var checks: [SnapshotCheck] { entries.withLock { $0 } }

    /// The checks of one scenario, in the order it made them.
    package func checks(file: String, scenario: String) -> [SnapshotCheck] {
        entries.withLock { $0.filter { $0.file == file && $0.scenario == scenario } }
    }
}
