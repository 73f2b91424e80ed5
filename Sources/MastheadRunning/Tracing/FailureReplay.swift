import MastheadLua

/// `--trace retain-on-failure` by replay: the run goes untraced, and each scenario that fails is
/// run again with the recorder, in a worker of its own (none of the run's), with the same
/// instruction and memory limits and a deadline that does not count the recorder's own time
/// (`ScenarioContext.excludeFromDeadline`). Scenarios are deterministic, so the replay fails the
/// same way and its trace is the failure's; recording every scenario to keep a few pages made a
/// passing run four times slower, and its cost could turn a pass into a timeout.
///
/// A replay whose verdict differs from the run's is a determinism bug: it is said on standard
/// error and in the failure's message, never hidden.
final class FailureReplay {
    private let supervisor: WorkerSupervisor

    init(_ configuration: WorkerSupervisor.Configuration) {
        var configuration = configuration
        configuration.setup.trace = .on
        configuration.jobs = 1
        supervisor = WorkerSupervisor(configuration)
    }

    deinit { supervisor.shutdown() }

    /// The scenario of `entry` run again with the recorder; nil when no worker could run it.
    func replay(_ entry: RunPlan.Entry, bytes: [UInt8]?) -> WorkerSupervisor.Outcome? {
        let path = entry.source.path
        var outcome: WorkerSupervisor.Outcome?
        _ = supervisor.waitForPlugins()
        supervisor.run(
            count: 1, file: { _ in path },
            request: { task, needsBytes in
                .run(
                    task: task, file: WorkerFile(path: path, bytes: needsBytes(path) ? bytes : nil),
                    scenario: entry.info.name)
            },
            deliver: { _, delivered in
                outcome = delivered
                return true
            })
        return outcome
    }

    /// The trace the replay recorded: its outcome's, or, when its worker was stopped too, the
    /// steps it sent up to the stop.
    static func trace(of replayed: WorkerSupervisor.Outcome) -> ScenarioTrace? {
        switch replayed {
        case .reply(.finished(_, let worker)): return worker.outcome.trace
        case .reply: return nil
        case .stopped(let stop): return stop.trace
        }
    }

    /// What the failure's message gains when the traced replay did not fail the same way. A
    /// worker stopped again for the same reason fails the same way, whichever step it had
    /// reached: how far a scenario gets in its time depends on the machine.
    static func differs(_ failure: ScenarioFailure?, from replayed: WorkerSupervisor.Outcome) -> String? {
        switch replayed {
        case .reply(.finished(_, let worker)): return differs(failure, from: worker.outcome.failure)
        case .reply: return nil
        case .stopped(let stop):
            let same =
                failure?.kind == stop.failureKind
                && failure.map { Self.stopReason(of: $0.message) } == Self.stopReason(of: stop.message)
            return same ? nil : differs(failure, from: ScenarioFailure(kind: stop.failureKind, message: stop.message))
        }
    }

    /// What stopped the worker, without its figures: "time limit exceeded", "worker crashed" (a
    /// traced replay's time limit is longer by the recorder's time).
    private static func stopReason(of message: String) -> Substring {
        message.prefix { $0 != ":" && $0 != "(" }
    }

    /// What the failure's message gains when the traced replay did not fail the same way.
    static func differs(_ failure: ScenarioFailure?, from replayed: ScenarioFailure?) -> String? {
        guard failure?.message != replayed?.message || failure?.kind != replayed?.kind else { return nil }
        let replay = replayed.map { "failed with \"\($0.message)\"" } ?? "passed"
        return "traced again to record its page, it \(replay): a scenario must give the same verdict"
            + " every run, so this is a determinism bug (please report it with this scenario)"
    }
}
