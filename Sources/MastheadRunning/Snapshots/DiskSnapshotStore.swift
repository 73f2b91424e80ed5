import MastheadLua

/// The snapshot store of a run in one process: references in `__snapshots__/` beside each
/// scenario file (`SnapshotPaths`), compared and recorded as the record mode says, and written
/// at once (`SnapshotDecider`, then `SnapshotDecision.apply`). The checks land in the ledger,
/// for reports.
///
/// Safe from several threads at once: it keeps no state but the ledger (locked), every snapshot
/// belongs to exactly one scenario, and every write stages temporary files and renames them, so
/// a reader never sees half a file and a failed write changes nothing.
package final class DiskSnapshotStore: SnapshotStore, Sendable {
    package typealias Kind = SnapshotPaths.Kind

    let decider: SnapshotDecider
    package let ledger: SnapshotLedger
    /// Where a new rendering that could not be saved under the artifacts folder is noted.
    let unwritten: UnwrittenOutputs

    package var record: RecordMode { decider.record }
    package var artifacts: String { decider.artifacts }
    package var keepsPictures: Bool { decider.keepsPictures }

    package init(
        record: RecordMode, artifacts: String, keepsPictures: Bool = false, ledger: SnapshotLedger = SnapshotLedger(),
        unwritten: UnwrittenOutputs = UnwrittenOutputs()
    ) {
        decider = SnapshotDecider(record: record, artifacts: artifacts, keepsPictures: keepsPictures)
        self.ledger = ledger
        self.unwritten = unwritten
    }

    package convenience init(options: RunOptions, unwritten: UnwrittenOutputs = UnwrittenOutputs()) {
        self.init(
            record: options.record, artifacts: options.artifacts,
            keepsPictures: options.html != nil || options.trace != .off,
            unwritten: unwritten)
    }

    package func check(_ renderings: SnapshotRenderings, name: String, scenario owner: SnapshotOwner) -> SnapshotResult
    {
        let decision = decider.decide(renderings, name: name, scenario: owner)
        return SnapshotResult(failure: commit(decision), files: decision.paths.references)
    }

    /// Applies a decision (made here or by a worker process) and keeps its check in the ledger;
    /// returns the check's failure.
    func commit(_ decision: SnapshotDecision) -> ScenarioFailure? {
        let (failure, entry) = decision.apply {
            unwritten.note("a failed snapshot's new rendering in the artifacts folder", $0)
        }
        ledger.append(entry)
        return failure
    }
}
