import CWorkerShim
import MastheadLua

#if canImport(Glibc)
    import Glibc
#endif

/// A worker process: `masthead __worker`, started by `WorkerProcess`. It prepares one Lua state,
/// loads the plugins, then answers requests one at a time until its input ends or the parent asks
/// it to stop, reporting each phase on its progress page.
///
/// A worker never writes a file: snapshot decisions go back to the parent with each result.
package enum WorkerMain {
    /// The hidden command that makes the binary a worker.
    package static let command = "__worker"
    /// How long preparing a state may take before the parent gives up on the worker.
    static let startingSeconds = 30.0

    package static func main() -> Int32 {
        // Dies with the parent; a parent already gone (the worker was adopted) means no one listens.
        guard mh_die_with_parent(SIGKILL) == 0, getppid() != 1, let page = ProgressPage.current else {
            printError("masthead: \(command) is started by masthead run, with a progress page and its pipes")
            return 70
        }
        signal(SIGINT, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        page.begin(MH_PHASE_STARTING, seconds: startingSeconds)
        var requests = BlockingFrames(requests: WorkerProcess.descriptors.requests)
        guard let frame = requests.next() else { return 0 }
        var reader = WireReader(frame)
        let setup: WorkerSetup
        do {
            setup = try WorkerSetup(from: &reader)
        } catch {
            printError("masthead worker: a setup it cannot read: \(error)")
            return 70
        }
        var worker = Worker(setup: setup, page: page)
        guard send(.ready(pluginProblems: worker.pluginProblems)) else { return 0 }
        page.idle()
        while !page.stopRequested, let frame = requests.next() {
            var reader = WireReader(frame)
            let request: WorkerRequest
            do {
                request = try WorkerRequest(from: &reader)
            } catch {
                printError("masthead worker: a request it cannot read: \(error)")
                return 70
            }
            if page.stopRequested { break }
            let reply = worker.answer(request)
            page.idle()
            guard send(reply) else { return 0 }
        }
        return 0
    }

    private static func send(_ reply: WorkerReply) -> Bool {
        var writer = WireWriter()
        writer.write(reply)
        return BlockingFrames.write(writer.bytes, to: WorkerProcess.descriptors.replies)
    }
}

/// What a worker keeps between requests: its host (one prepared Lua state), the run's services,
/// and the files it has been sent, compiled.
private struct Worker {
    let host = ScenarioHost()
    var services: ScenarioServices
    let trace: TraceMode
    let snapshots: DeferredSnapshotStore
    let page: ProgressPage
    let limits: LuaLimits
    let pluginProblems: [LoadProblem]
    var files: [String: ScenarioSource] = [:]

    init(setup: WorkerSetup, page: ProgressPage) {
        self.page = page
        limits = setup.limits
        host.prepareState()
        let plugins = PluginSet.load(folders: setup.pluginFolders, skipping: setup.skippedPlugins)
        pluginProblems = plugins.problems
        snapshots = DeferredSnapshotStore(decider: setup.snapshots)
        services = ScenarioServices(
            themes: plugins.themes, statusProviders: plugins.statusProviders, limits: setup.limits,
            modules: SuiteModules(roots: setup.suiteRoots), snapshots: snapshots, progress: page)
        services.tracing = setup.trace != .off
        services.runSeed = setup.seed
        services.examples = setup.examples.map { DiskExampleSource(root: $0) }
        trace = setup.trace
    }

    mutating func answer(_ request: WorkerRequest) -> WorkerReply {
        switch request {
        case .discover(let task, let file):
            page.begin(MH_PHASE_TASK, task: task, seconds: limits.seconds, label: file.path)
            let source = self.source(of: file)
            switch host.discover(source, services: services) {
            case .success(let infos): return .discovered(task: task, .loaded(infos))
            case .failure(let failure):
                return .discovered(task: task, .problem(LoadProblem(file: file.path, failure: failure)))
            }
        case .run(let task, let file, let scenario):
            page.begin(MH_PHASE_TASK, task: task, seconds: limits.seconds)
            let started = mh_monotonic_ns()
            WorkerFault.current?.strike(at: scenario)
            var services = self.services
            if trace == .on { services.traceSink = WorkerTraceSink(task: task) }
            var outcome = host.run(source(of: file), scenario: scenario, services: services)
            // Retaining on failure: a passing scenario's trace is not worth the pipe.
            if trace == .retainOnFailure && outcome.passed { outcome.trace = nil }
            let duration = Double(mh_monotonic_ns() - started) / 1e9
            return .finished(
                task: task, WorkerResult(outcome: outcome, duration: duration, snapshots: snapshots.take()))
        }
    }

    /// The file, compiled the first time its bytes arrive.
    private mutating func source(of file: WorkerFile) -> ScenarioSource {
        if let bytes = file.bytes {
            let compiled = host.compile(ScenarioSource(path: file.path, bytes: bytes))
            files[file.path] = compiled
            return compiled
        }
        return files[file.path]
            ?? ScenarioSource(path: file.path, text: "error('the worker was never sent this file', 0)")
    }
}
