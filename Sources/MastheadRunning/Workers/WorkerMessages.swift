import MastheadLua

/// What a worker needs before its first task: the run's limits, plugins and snapshot settings.
package struct WorkerSetup: Sendable {
    package struct PluginFolder: Sendable {
        package var path: String
        /// A missing required folder is a problem (it was named with `--plugins`).
        var required: Bool
    }

    var limits: LuaLimits
    var pluginFolders: [PluginFolder]
    /// Plugin files an earlier worker was stopped while loading: reported with this problem,
    /// never loaded again.
    var skippedPlugins: [LoadProblem]
    /// The run's paths, where `require` finds helpers.
    var suiteRoots: [String]
    var snapshots: SnapshotDecider
    /// Which scenarios send back their trace.
    var trace: TraceMode = .off
    /// The run's seed, from which properties derive theirs (`--seed`, the clock's for `--shuffle`,
    /// else `ScenarioServices.defaultRunSeed`).
    var seed: UInt64 = ScenarioServices.defaultRunSeed
    /// The folder of the failing cases properties remembered, which they try first.
    var examples: String?
}

/// A file as a task carries it: its bytes the first time this worker sees it, nil afterwards.
struct WorkerFile: Sendable {
    var path: String
    var bytes: [UInt8]?
}

/// What the parent asks of a worker.
enum WorkerRequest: Sendable {
    /// Load the file and list its scenarios.
    case discover(task: Int, file: WorkerFile)
    /// Run one scenario of a file.
    case run(task: Int, file: WorkerFile, scenario: String)

    var task: Int {
        switch self {
        case .discover(let task, _), .run(let task, _, _): return task
        }
    }
}

/// What a worker answers.
enum WorkerReply: Sendable {
    /// Prepared, with the plugins loaded; their problems.
    case ready(pluginProblems: [LoadProblem])
    case discovered(task: Int, WorkerDiscovery)
    case finished(task: Int, WorkerResult)
    /// A part of the running task's trace, sent as each step is recorded (`WorkerTraceSink`).
    case traced(task: Int, ScenarioTrace)
}

/// One file as discovery found it.
enum WorkerDiscovery: Sendable {
    case loaded([ScenarioInfo])
    case problem(LoadProblem)
}

/// How one scenario ended in a worker, and the snapshot changes it asks the parent to make.
struct WorkerResult: Sendable {
    var outcome: ScenarioOutcome
    /// Wall-clock seconds the worker spent on it.
    var duration: Double
    var snapshots: [SnapshotDecision]
}
