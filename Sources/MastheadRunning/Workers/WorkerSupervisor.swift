import CWorkerShim
import MastheadLua

#if canImport(Glibc)
    import Glibc
#endif

/// Runs tasks on worker processes and watches them: the parent's half of `masthead run`.
///
/// Tasks go out a few at a time to each worker and come back in any order; `deliver` sees them
/// in task order. A worker that passes its deadline or memory cap is killed, one that dies is
/// reaped; either way the task it was running gets a `WorkerStop` in place of a reply, the tasks
/// queued behind it go to other workers, and a fresh worker takes its place. A plugin file that a
/// worker was stopped while loading is never loaded again: later workers report it as a problem.
///
/// A task whose worker passed its memory cap after running others gets a second chance, once, in
/// a worker that has run nothing else: a worker's resident memory carries what earlier scenarios
/// left (the allocator keeps freed pages), so a scenario near the cap would pass or fail by what
/// ran before it in its worker. The second verdict is its own, the same in every run and order.
///
/// A traced task's steps arrive while it runs; a stop keeps them (`WorkerStop.trace`).
final class WorkerSupervisor {
    struct Configuration {
        var executable: String
        var setup: WorkerSetup
        var jobs: Int
        var watchdog: Watchdog
    }

    /// A task's end: the worker's answer, or how its worker stopped while running it.
    enum Outcome {
        case reply(WorkerReply)
        case stopped(WorkerStop)
    }

    private var configuration: Configuration
    private var workers: [WorkerProcess] = []
    /// How many workers the current work wants at most.
    private var wanted = 0
    /// The plugin problems of the first worker ready, then any the watchdog adds.
    private(set) var pluginProblems: [LoadProblem]?
    /// Workers that died before they were ready, one after another: past a few, no worker can run.
    private var startFailures = 0
    private var startFailure: WorkerStop?
    static let startAttempts = 3
    /// How long the parent naps between looks at its workers while each has work queued: replies
    /// then arrive in batches instead of waking the parent (and preempting a worker, on a machine
    /// with as many cores as workers) once per scenario.
    static let nap: UInt64 = 2_000_000
    /// The seconds a task takes, on average lately.
    private var taskSeconds = 0.001
    /// Tasks given their second chance in a fresh worker (a memory stop after other tasks).
    private var secondChances = Set<Int>()
    /// The traces of running tasks as far as their workers have sent them (`WorkerTraceSink`):
    /// joined to the outcome's last part, or kept with the stop when the worker is stopped.
    private var partialTraces: [Int: ScenarioTrace] = [:]

    /// Tasks queued per worker: one running and enough behind it in its pipe to last the nap at
    /// the pace tasks are going, so a worker never waits for the parent; few when tasks are slow,
    /// so the last ones spread over every worker.
    private var depth: Int { min(32, max(2, Int(Double(Self.nap) / 1e9 / taskSeconds) + 2)) }

    init(_ configuration: Configuration) {
        self.configuration = configuration
        // A worker that dies leaves a broken pipe: writing to it must fail, not kill the run.
        signal(SIGPIPE, SIG_IGN)
    }

    deinit { shutdown() }

    /// Makes sure up to `count` workers run (no more than `--jobs`).
    func start(_ count: Int) {
        wanted = max(wanted, min(count, configuration.jobs))
        while workers.count < wanted, startFailure == nil { spawn() }
    }

    /// Waits until a worker has loaded the plugins; their problems.
    func waitForPlugins() -> [LoadProblem] {
        var tasks = TaskBook(count: 0)
        while pluginProblems == nil && startFailure == nil {
            start(1)
            turn(&tasks)
        }
        return pluginProblems ?? []
    }

    /// Runs `count` tasks (`request` makes task `index`, with a file's bytes when the worker asks
    /// for them; `file` says which file a task needs) and hands each outcome to `deliver` in task
    /// order. `deliver` returning false
    /// stops the run at once; an interrupt lets the running tasks finish first.
    func run(
        count: Int, file: @escaping (Int) -> String,
        request: @escaping (Int, _ needsBytes: (String) -> Bool) -> WorkerRequest, deliver: (Int, Outcome) -> Bool
    ) {
        var tasks = TaskBook(count: count)
        tasks.file = file
        tasks.request = request
        start(count)
        while tasks.delivered < count {
            if let failure = startFailure {
                tasks.failRemaining(with: failure)
            }
            if Interrupt.isRequested && !tasks.draining {
                tasks.draining = true
                workers.forEach { $0.requestStop() }
            }
            if tasks.draining && workers.allSatisfy({ $0.inFlight.isEmpty }) { tasks.abandonUnstarted() }
            while let (index, outcome) = tasks.nextDeliverable() {
                guard deliver(index, outcome) else {
                    workers.forEach { $0.terminate() }
                    workers = []
                    return
                }
            }
            if tasks.delivered >= count { break }
            turn(&tasks)
        }
    }

    /// Lets every worker go: each is asked to exit and reaped, and killed if it does not.
    func shutdown() {
        for worker in workers {
            worker.requestStop()
            worker.closeRequests()
        }
        for worker in workers where !worker.waitForExit(seconds: 1) { worker.terminate() }
        workers = []
    }

    /// Feeds the workers, waits for something to happen (a reply, a deadline, a memory check),
    /// and handles it.
    private func turn(_ tasks: inout TaskBook) {
        if !tasks.draining { feed(&tasks) }
        for worker in workers where worker.channel.hasOutgoing && !worker.flush() {
            handleExit(of: worker, &tasks)
        }
        let napping = !workers.isEmpty && workers.allSatisfy { $0.inFlight.count >= 2 }
        if napping { Self.sleep(min(Self.nap, untilNextDeadline())) }
        var descriptors = workers.flatMap { worker in
            [
                pollfd(fd: worker.replies, events: Int16(POLLIN), revents: 0),
                pollfd(fd: worker.errors, events: Int16(POLLIN), revents: 0),
                pollfd(fd: worker.requests, events: worker.channel.hasOutgoing ? Int16(POLLOUT) : 0, revents: 0),
            ]
        }
        _ = poll(&descriptors, nfds_t(descriptors.count), napping ? 0 : pollTimeout())
        for (slot, worker) in workers.enumerated() {
            if descriptors[slot * 3 + 1].revents != 0 { worker.drainErrors() }
            if descriptors[slot * 3].revents != 0 { receive(from: worker, &tasks) }
        }
        let now = mh_monotonic_ns()
        for worker in workers {
            if let reason = configuration.watchdog.verdict(on: worker, now: now) {
                handleStop(of: worker, worker.report(reason), &tasks)
            }
        }
        if !tasks.draining && tasks.remaining > 0 { start(tasks.remaining) }
    }

    private func feed(_ tasks: inout TaskBook) {
        let depth = self.depth
        for worker in workers where worker.inFlight.count < depth {
            let known = worker.knownFiles
            let file = tasks.file
            while worker.inFlight.count < depth,
                let index = tasks.takePending(
                    preferring: { known.contains(file($0)) }, fresh: !worker.hasAnswered && worker.inFlight.isEmpty)
            {
                let request = tasks.request(index) { path in worker.knownFiles.insert(path).inserted }
                worker.send(request)
            }
        }
    }

    /// Nanoseconds until the next deadline or memory check.
    private func untilNextDeadline() -> UInt64 {
        let now = mh_monotonic_ns()
        var wait: UInt64 = Watchdog.memoryInterval
        for worker in workers {
            if let deadline = Watchdog.deadline(of: worker.readProgress()) {
                wait = min(wait, deadline > now ? deadline - now : 0)
            }
        }
        return wait
    }

    /// Milliseconds to wait for a reply before looking at the deadlines again.
    private func pollTimeout() -> Int32 { Int32((untilNextDeadline() + 999_999) / 1_000_000) }

    private static func sleep(_ nanoseconds: UInt64) {
        var time = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&time, &remaining) != 0 && errno == EINTR && !Interrupt.isRequested { time = remaining }
    }

    private func receive(from worker: WorkerProcess, _ tasks: inout TaskBook) {
        let open = worker.channel.fill(from: worker.replies)
        do {
            while let frame = try worker.channel.nextFrame() {
                var reader = WireReader(frame)
                let reply = try WorkerReply(from: &reader)
                accept(reply, from: worker, &tasks)
            }
        } catch {
            handleStop(of: worker, worker.report(.garbled(error.description)), &tasks)
            return
        }
        if !open { handleExit(of: worker, &tasks) }
    }

    private func accept(_ reply: WorkerReply, from worker: WorkerProcess, _ tasks: inout TaskBook) {
        switch reply {
        case .ready(let problems):
            worker.isReady = true
            startFailures = 0
            if pluginProblems == nil { pluginProblems = problems }
        case .discovered(let task, _):
            worker.inFlight.removeAll { $0 == task }
            worker.hasAnswered = true
            tasks.finish(task, .reply(reply))
        case .finished(let task, var result):
            worker.inFlight.removeAll { $0 == task }
            worker.hasAnswered = true
            taskSeconds = taskSeconds * 0.8 + result.duration * 0.2
            let earlier = partialTraces.removeValue(forKey: task)
            result.outcome.trace = result.outcome.trace?.joined(to: earlier)
            tasks.finish(task, .reply(.finished(task: task, result)))
        case .traced(let task, let part):
            partialTraces[task] = part.joined(to: partialTraces[task])
        }
    }

    /// The worker closed its replies: it exited, on request or not.
    private func handleExit(of worker: WorkerProcess, _ tasks: inout TaskBook) {
        let exited = worker.waitForExit(seconds: 1)
        if exited && worker.exitStatus == 0 && (tasks.draining || worker.progress.stopRequested) {
            remove(worker, requeueing: worker.inFlight, &tasks)
            return
        }
        worker.terminate()
        handleStop(of: worker, worker.report(.crashed(status: worker.exitStatus ?? 0)), &tasks)
    }

    /// The worker is stopped (killed if need be): its running task gets `stop`, the rest are
    /// queued again.
    private func handleStop(of worker: WorkerProcess, _ stop: WorkerStop, _ tasks: inout TaskBook) {
        worker.terminate()
        var requeued = worker.inFlight
        switch stop.phase {
        case MH_PHASE_TASK:
            let running = Int(worker.readProgress().task)
            requeued.removeAll { $0 == running }
            end(running, stop, in: worker, &tasks)
        case MH_PHASE_PLUGIN:
            let problem = LoadProblem(file: stop.label, failure: ScenarioFailure(kind: .plugin, message: stop.message))
            configuration.setup.skippedPlugins.append(problem)
            pluginProblems?.append(problem)
        default:
            if !worker.isReady {
                startFailures += 1
                if startFailures >= Self.startAttempts { startFailure = stop }
            } else if let first = requeued.first {
                // Between tasks (sending a reply, say): the oldest task not answered is the one.
                requeued.removeFirst()
                end(first, stop, in: worker, &tasks)
            }
        }
        remove(worker, requeueing: requeued, &tasks)
    }

    /// Ends `task` with its worker's stop, or, for a memory stop in a worker that had run other
    /// tasks, gives it its second chance in a fresh worker (once).
    private func end(_ task: Int, _ stop: WorkerStop, in worker: WorkerProcess, _ tasks: inout TaskBook) {
        var stop = stop
        stop.trace = partialTraces.removeValue(forKey: task)
        stop.trace?.endStopped(during: stop.label, stepCount: stop.steps)
        if case .memory = stop.reason, worker.hasAnswered, secondChances.insert(task).inserted {
            tasks.requeueForFreshWorker(task)
        } else {
            tasks.finish(task, .stopped(stop))
        }
    }

    private func remove(_ worker: WorkerProcess, requeueing requeued: [Int], _ tasks: inout TaskBook) {
        requeued.forEach { partialTraces[$0] = nil }
        tasks.requeue(requeued)
        workers.removeAll { $0 === worker }
    }

    private func spawn() {
        do {
            workers.append(try WorkerProcess(executable: configuration.executable, setup: configuration.setup))
        } catch {
            startFailure = WorkerStop(
                reason: .unstartable(error.description), phase: MH_PHASE_STARTING, label: "", steps: 0, errorTail: "")
        }
    }
}
