/// What makes two failures "the same way", for shrinking: the same kind at the same line (the
/// same expectation, the same `error` call), or for a failure without a line, the same message.
/// Hypothesis calls it the interesting origin; a shrink that slips to another bug is refused.
struct FailureOrigin: Equatable {
    var kind: ScenarioFailure.Kind
    var location: SourceLocation?
    var message: String?

    init(_ failure: ScenarioFailure) {
        kind = failure.kind
        location = failure.location
        message = failure.location == nil || failure.kind == .limit ? failure.message : nil
    }
}

/// `to_match_snapshot` in a property: a clear error, since each run draws another header and a
/// snapshot holds one.
struct PropertySnapshotRefusal: SnapshotStore {
    func check(_ renderings: SnapshotRenderings, name: String, scenario: SnapshotOwner) -> SnapshotResult {
        SnapshotResult(
            failure: ScenarioFailure(
                kind: .error,
                message:
                    "to_match_snapshot compares one header with its stored picture, and a property draws another header"
                    + " each run: check what must hold with expect, or write a scenario for the snapshot"),
            files: [])
    }
}
