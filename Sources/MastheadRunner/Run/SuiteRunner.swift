import MastheadLua

/// Runs a suite: discovers the files, loads the plugins, selects the scenarios and runs each in
/// a state as good as fresh (each worker thread's `ScenarioHost`) on `jobs` threads, reporting
/// in a stable order.
public final class SuiteRunner {
    public let options: RunOptions
    public let sources: SourceCache
    /// Where `to_match_snapshot` reads and records references (and its ledger, for reports).
    public let snapshots: DiskSnapshotStore
    private let reporters: [any Reporter]

    public init(
        options: RunOptions, reporters: [any Reporter], sources: SourceCache = SourceCache(),
        snapshots: DiskSnapshotStore? = nil
    ) {
        self.options = options
        self.reporters = reporters
        self.sources = sources
        self.snapshots = snapshots ?? DiskSnapshotStore(options: options)
    }

    public func run() -> RunSummary {
        let started = Stopwatch()
        var summary = RunSummary()
        let plugins = PluginSet.load(options: options)
        summary.pluginProblems = plugins.problems
        plugins.files.forEach { sources.store($0.source) }
        plugins.problems.forEach { problem in reporters.forEach { $0.problem(problem) } }

        let services = ScenarioServicesFactory.make(options: options, plugins: plugins, snapshots: snapshots)
        let plan = makePlan(services: services, summary: &summary)
        reporters.forEach { $0.runStarted(plan) }

        if options.listOnly {
            summary.notRun = plan.entries.count
            reporters.forEach { $0.runFinished(summary) }
            return summary
        }
        var delivered = 0
        WorkerPool.run(
            count: plan.entries.count, jobs: options.jobs, worker: ScenarioHost.init,
            task: { host, index in
                let entry = plan.entries[index]
                let clock = Stopwatch()
                let outcome = host.run(entry.source, scenario: entry.info.name, services: services)
                return ScenarioResult(
                    index: index, file: entry.source.path, info: entry.info, outcome: outcome, duration: clock.elapsed)
            },
            deliver: { _, result in
                delivered += 1
                if result.passed { summary.passed += 1 } else { summary.failed += 1 }
                reporters.forEach { $0.scenarioFinished(result) }
                if options.failFast && !result.passed {
                    summary.stoppedEarly = true
                    return false
                }
                return true
            })
        summary.notRun = plan.entries.count - delivered
        summary.duration = started.elapsed
        summary.planned = plan.entries.count
        summary.interrupted = Interrupt.isRequested
        if summary.interrupted { summary.stoppedEarly = true }
        Interrupt.deferred { reporters.forEach { $0.runFinished(summary) } }
        return summary
    }

    /// Discovers and loads every file (on `jobs` threads, as scenarios run), keeping the selected
    /// scenarios in file order.
    func makePlan(services: ScenarioServices, summary: inout RunSummary) -> RunPlan {
        var plan = RunPlan()
        let files: [String]
        do {
            files = try Discovery.scenarioFiles(in: options.paths)
        } catch {
            report(
                LoadProblem(
                    file: options.paths.joined(separator: " "),
                    failure: ScenarioFailure(kind: .load, message: error.message)), &summary)
            return plan
        }
        let selection = Selection(options: options)
        WorkerPool.run(
            count: files.count, jobs: options.jobs, worker: ScenarioHost.init,
            task: { host, index in
                Self.load(files[index], host: host, services: services)
            },
            deliver: { index, loaded in
                let file = files[index]
                switch loaded {
                case .problem(let problem):
                    report(problem, &summary)
                case .loaded(let source, let infos):
                    sources.store(source)
                    plan.files.append(file)
                    for info in infos where selection.includes(file: file, info) {
                        plan.entries.append(RunPlan.Entry(source: source, info: info))
                    }
                }
                return true
            })
        arrange(&plan, summary: &summary)
        return plan
    }

    /// Reads, compiles and discovers one file; a load problem when it cannot be read or loaded.
    private static func load(_ file: String, host: ScenarioHost, services: ScenarioServices) -> LoadedFile {
        let source: ScenarioSource
        do {
            source = host.compile(ScenarioSource(path: file, bytes: try FileSystem.readBytes(file)))
        } catch {
            return .problem(LoadProblem(file: file, failure: ScenarioFailure(kind: .load, message: error.description)))
        }
        switch host.discover(source, services: services) {
        case .failure(let failure): return .problem(LoadProblem(file: file, failure: failure))
        case .success(let infos): return .loaded(source, infos)
        }
    }

    func report(_ problem: LoadProblem, _ summary: inout RunSummary) {
        summary.loadProblems.append(problem)
        reporters.forEach { $0.problem(problem) }
    }
}

/// One file as discovery found it.
private enum LoadedFile: Sendable {
    case loaded(ScenarioSource, [ScenarioInfo])
    case problem(LoadProblem)
}

/// The scenarios a run will take, in order.
public struct RunPlan: Sendable {
    public struct Entry: Sendable {
        public var source: ScenarioSource
        public var info: ScenarioInfo
    }

    public var files: [String] = []
    public var entries: [Entry] = []
    /// The part of the suite this run takes (`--shard I/N`), and how the parts were balanced.
    public var shard: Shard?
    public var shardBalance: ShardBalance = .hash
    /// The seed the order was shuffled with (`--shuffle`, `--seed`); nil in file order.
    public var seed: UInt64?
}

/// How the shards of a run were split: by a hash of each id, or by a timings file.
public enum ShardBalance: String, Sendable {
    case hash = "by hash"
    case timings = "by timings"
}
