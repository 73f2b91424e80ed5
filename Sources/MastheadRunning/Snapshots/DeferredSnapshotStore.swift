import MastheadLua
import Synchronization

/// The snapshot store of a worker process: it decides each check as the scenario makes it and
/// keeps the decision, for the parent to apply when the result arrives. A worker never writes a
/// snapshot, so one that is stopped mid-scenario leaves nothing half-written.
///
/// The failure a check returns assumes its writes will succeed; when one does not, the parent
/// fails the scenario with the write's error (`WorkerResult.commitSnapshots`).
final class DeferredSnapshotStore: SnapshotStore {
    private let decider: SnapshotDecider
    private let decisions = Mutex<[SnapshotDecision]>([])

    init(decider: SnapshotDecider) { self.decider = decider }

    func check(_ renderings: SnapshotRenderings, name: String, scenario owner: SnapshotOwner) -> SnapshotResult {
        let decision = decider.decide(renderings, name: name, scenario: owner)
        decisions.withLock { $0.append(decision) }
        return SnapshotResult(failure: decision.failure, files: decision.paths.references)
    }

    /// The decisions made since the last call, in order.
    func take() -> [SnapshotDecision] {
        decisions.withLock { taken in
            defer { taken = [] }
            return taken
        }
    }
}
