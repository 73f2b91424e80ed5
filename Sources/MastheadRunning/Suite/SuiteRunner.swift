import MastheadLua

/// Runs a suite: discovers the files, has worker processes load the plugins, list each file's
/// scenarios and run the selected ones (`WorkerSupervisor`), and reports in a stable order.
///
/// This process runs no scenario code: it plans, hands out work, watches the workers, applies
/// their snapshot decisions and alone writes reports, so a worker that hangs, crashes or runs out
/// of memory costs one scenario, never the run or a half-written file.
package final class SuiteRunner {
    package let options: RunOptions
    package let sources: SourceCache
    /// Where `to_match_snapshot` decisions are applied (and their ledger kept, for reports).
    package let snapshots: DiskSnapshotStore
    /// Where outputs that could not be written are noted (trace pages here), for the exit status.
    package let unwritten: UnwrittenOutputs
    private let reporters: [any Reporter]
    private let tracePages: TracePages
    /// The failed scenarios' traced replays (`--trace retain-on-failure`), started at the first.
    private var replay: FailureReplay?

    package init(
        options: RunOptions, reporters: [any Reporter], sources: SourceCache = SourceCache(),
        snapshots: DiskSnapshotStore? = nil, unwritten: UnwrittenOutputs = UnwrittenOutputs(),
        tracePages: TracePages = .unavailable
    ) {
        self.options = options
        self.reporters = reporters
        self.tracePages = tracePages
        self.sources = sources
        self.unwritten = unwritten
        self.snapshots = snapshots ?? DiskSnapshotStore(options: options, unwritten: unwritten)
    }

    package func run() -> RunSummary {
        let started = Stopwatch()
        var summary = RunSummary()
        let discovered = Discovery.scenarioFiles(in: options.paths)
        let supervisor = WorkerSupervisor(supervision)
        defer { supervisor.shutdown() }
        supervisor.start(max(1, discovered.files.count))
        let files = SuiteFiles.read(discovered.files, within: .suite(options.paths))
        loadPluginSources()

        summary.pluginProblems = supervisor.waitForPlugins()
        summary.pluginProblems.forEach { problem in reporters.forEach { $0.problem(problem) } }
        discovered.problems.forEach { report($0, &summary) }
        files.problems.forEach { report($0, &summary) }

        let plan = makePlan(files, supervisor: supervisor, summary: &summary)
        reporters.forEach { $0.runStarted(plan) }
        if options.listOnly {
            summary.notRun = plan.entries.count
            reporters.forEach { $0.runFinished(summary) }
            return summary
        }
        var delivered = 0
        supervisor.run(
            count: plan.entries.count, file: { plan.entries[$0].source.path },
            request: { index, needsBytes in
                let entry = plan.entries[index]
                let path = entry.source.path
                return .run(
                    task: index, file: WorkerFile(path: path, bytes: needsBytes(path) ? files.bytes[path] : nil),
                    scenario: entry.info.name)
            },
            deliver: { index, outcome in
                var result = self.result(of: plan.entries[index], index: index, outcome)
                // A scenario its worker was stopped in (a time or memory limit, a crash) is stopped
                // again in its replay, which keeps its trace up to the step it was stopped at.
                if options.trace == .retainOnFailure, !result.passed, !Interrupt.isRequested {
                    retrace(&result, plan.entries[index], bytes: files.bytes[plan.entries[index].source.path])
                }
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

    /// How the workers are started and watched, from the options. Retaining traces on failure,
    /// the run itself is untraced: the failures are replayed with the recorder (`FailureReplay`).
    private var supervision: WorkerSupervisor.Configuration {
        WorkerSupervisor.Configuration(
            executable: options.workerExecutable ?? WorkerExecutable.current,
            setup: WorkerSetup(
                limits: options.limits, pluginFolders: PluginSet.folders(of: options), skippedPlugins: [],
                suiteRoots: options.paths, snapshots: snapshots.decider,
                trace: options.trace == .retainOnFailure ? .off : options.trace,
                seed: options.runSeed, examples: options.examples),
            jobs: options.jobs, watchdog: Watchdog(memoryLimitBytes: options.maxWorkerMemoryMiB << 20))
    }

    /// The plugin files' text, for code context when a scenario fails inside a provider.
    private func loadPluginSources() {
        for folder in options.pluginDirectories where FileSystem.kind(of: folder) == .directory {
            let inside = FolderBoundary.plugins(folder)
            for path in (try? Discovery.luaFiles(in: folder)) ?? [] {
                if let bytes = try? FileSystem.readBytes(path, limit: .source, within: inside) {
                    sources.store(ScenarioSource(path: path, bytes: bytes))
                }
            }
        }
    }

    /// Has the workers list every file's scenarios, keeping the selected ones in file order.
    func makePlan(_ files: SuiteFiles, supervisor: WorkerSupervisor, summary: inout RunSummary) -> RunPlan {
        var plan = RunPlan()
        let selection = Selection(options: options)
        supervisor.run(
            count: files.paths.count, file: { files.paths[$0] },
            request: { index, needsBytes in
                let path = files.paths[index]
                return .discover(
                    task: index, file: WorkerFile(path: path, bytes: needsBytes(path) ? files.bytes[path] : nil))
            },
            deliver: { index, outcome in
                let path = files.paths[index]
                switch outcome {
                case .reply(.discovered(_, .loaded(let infos))):
                    let source = ScenarioSource(path: path, bytes: files.bytes[path] ?? [])
                    sources.store(source)
                    plan.files.append(path)
                    plan.discovered.add(infos, file: path)
                    for info in infos where selection.includes(file: path, info) {
                        plan.entries.append(RunPlan.Entry(source: source, info: info))
                    }
                case .reply(.discovered(_, .problem(let problem))):
                    // Its code, for the problem's excerpt: a load error is read at its line too.
                    if let bytes = files.bytes[path] { sources.store(ScenarioSource(path: path, bytes: bytes)) }
                    report(problem, &summary)
                case .reply:
                    report(
                        LoadProblem(
                            file: path, failure: .init(kind: .load, message: "the worker answered out of turn")),
                        &summary)
                case .stopped(let stop):
                    let message = stop.summary + " while loading the file" + stop.lastWords
                    let kind: ScenarioFailure.Kind = stop.failureKind == .limit ? .limit : .load
                    report(LoadProblem(file: path, failure: .init(kind: kind, message: message)), &summary)
                }
                return true
            })
        arrange(&plan, summary: &summary)
        return plan
    }

    /// A delivered outcome as the reports take it, its snapshot decisions applied.
    private func result(of entry: RunPlan.Entry, index: Int, _ outcome: WorkerSupervisor.Outcome) -> ScenarioResult {
        switch outcome {
        case .reply(.finished(_, let worker)):
            var scenario = worker.outcome
            for decision in worker.snapshots {
                // A write that failed here fails the check the worker thought would pass (or
                // adds to the failure it already had).
                let committed = snapshots.commit(decision)
                if committed != decision.failure && (scenario.failure == nil || scenario.failure == decision.failure) {
                    scenario.failure = committed
                }
            }
            var result = ScenarioResult(
                index: index, file: entry.source.path, info: entry.info, outcome: scenario, duration: worker.duration)
            if let trace = scenario.trace {
                result.outcome.trace = nil
                result.tracePage = writeTrace(trace, of: result, source: entry.source)
            }
            return result
        case .reply:
            return stopped(
                entry, index: index, ScenarioFailure(kind: .error, message: "the worker answered out of turn"))
        case .stopped(let stop):
            var result = stopped(entry, index: index, ScenarioFailure(kind: stop.failureKind, message: stop.message))
            if let trace = stop.trace {
                // Its steps as far as it got, for the reports (the worker never sent its own).
                result.outcome.steps = trace.steps.map(\.call)
                result.tracePage = writeTrace(trace, of: result, source: entry.source)
            }
            return result
        }
    }

    /// Gives a failed result the page of its traced replay; a replay that does not fail the same
    /// way is a determinism bug, said in the failure and on standard error. The replay's snapshot
    /// decisions are dropped: the run's own were applied.
    private func retrace(_ result: inout ScenarioResult, _ entry: RunPlan.Entry, bytes: [UInt8]?) {
        if replay == nil { replay = FailureReplay(supervision) }
        guard let replayed = replay?.replay(entry, bytes: bytes) else { return }
        if let note = FailureReplay.differs(result.outcome.failure, from: replayed) {
            printError("masthead: \(result.id): \(note)")
            result.outcome.failure?.message += " (\(note))"
        }
        if let trace = FailureReplay.trace(of: replayed) {
            if result.outcome.steps.isEmpty { result.outcome.steps = trace.steps.map(\.call) }
            result.tracePage = writeTrace(trace, of: result, source: entry.source)
        }
    }

    /// Writes a traced scenario's page; its path, nil (noted as unwritten) when it cannot be.
    private func writeTrace(_ trace: ScenarioTrace, of result: ScenarioResult, source: ScenarioSource) -> String? {
        let document = TraceDocument(
            id: result.id, file: result.file, name: result.info.name, line: result.info.line, source: source.text,
            failure: result.outcome.failure, trace: trace,
            snapshots: snapshots.ledger.checks(file: result.file, scenario: result.info.name))
        do {
            return try tracePages.write(document, options.traceDirectory, options.html)
        } catch {
            unwritten.note("the trace pages in \(options.traceDirectory)", error)
            return nil
        }
    }

    private func stopped(_ entry: RunPlan.Entry, index: Int, _ failure: ScenarioFailure) -> ScenarioResult {
        ScenarioResult(
            index: index, file: entry.source.path, info: entry.info, outcome: ScenarioOutcome(failure: failure),
            duration: 0)
    }

    func report(_ problem: LoadProblem, _ summary: inout RunSummary) {
        summary.loadProblems.append(problem)
        reporters.forEach { $0.problem(problem) }
    }
}

/// The scenarios a run will take, in order.
package struct RunPlan: Sendable {
    package init() {}

    package struct Entry: Sendable {
        package var source: ScenarioSource
        package var info: ScenarioInfo
    }

    package var files: [String] = []
    package var entries: [Entry] = []
    /// Every scenario the files declare, before `--filter`, `--tag` and `--exclude-tag`.
    package var discovered = DiscoveredScenarios()
    /// The part of the suite this run takes (`--shard I/N`), and how the parts were balanced.
    package var shard: Shard?
    package var shardBalance: ShardBalance = .hash
    /// The seed the order was shuffled with (`--shuffle`, `--seed`); nil in file order.
    package var seed: UInt64?
    /// The run's seed that properties derive theirs from (`--seed`, the clock's for `--shuffle`,
    /// else the fixed default), when the plan has properties.
    package var propertySeed: UInt64?
}

/// How the shards of a run were split: by a hash of each id, or by a timings file.
package enum ShardBalance: String, Sendable {
    case hash = "by hash"
    case timings = "by timings"
}
