#if canImport(Glibc)
    import Glibc
#endif

/// Runs `count` independent tasks on `jobs` threads and hands each result, in task order, to
/// `deliver` on the calling thread as soon as every earlier one is done.
///
/// Each worker thread makes its own `Worker` (a prepared Lua state, say) and hands it to every
/// task it runs; nothing Lua-side is shared between threads.
/// After an interrupt (`Interrupt`) no new task starts; the tasks in flight finish and are
/// delivered, and the run ends at the first task that never started.
enum WorkerPool {
    static func run<Result: Sendable>(
        count: Int, jobs: Int, task: @escaping @Sendable (Int) -> Result,
        deliver: (Int, Result) -> Bool
    ) {
        run(count: count, jobs: jobs, worker: {}, task: { _, index in task(index) }, deliver: deliver)
    }

    static func run<Worker, Result: Sendable>(
        count: Int, jobs: Int, worker makeWorker: @escaping @Sendable () -> Worker,
        task: @escaping @Sendable (Worker, Int) -> Result, deliver: (Int, Result) -> Bool
    ) {
        guard count > 0 else { return }
        if jobs <= 1 || count == 1 {
            runSerially(count: count, worker: makeWorker(), task: task, deliver: deliver)
            return
        }
        let shared = SharedQueue<Result>(count: count)
        var threads: [pthread_t] = []
        for _ in 0..<min(jobs, count) {
            let box = Unmanaged.passRetained(
                WorkerBox {
                    Interrupt.blockInThisThread()
                    let worker = makeWorker()
                    shared.work { task(worker, $0) }
                })
            var thread = pthread_t()
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            // Deep scenario recursion and the Lua VM need more than the default for secondary threads.
            pthread_attr_setstacksize(&attributes, 16 << 20)
            let status = pthread_create(
                &thread, &attributes,
                { pointer in
                    let box = Unmanaged<WorkerBox>.fromOpaque(pointer!).takeRetainedValue()
                    box.body()
                    return nil
                }, box.toOpaque())
            pthread_attr_destroy(&attributes)
            if status == 0 { threads.append(thread) } else { box.release() }
        }
        if threads.isEmpty {
            runSerially(count: count, worker: makeWorker(), task: task, deliver: deliver)
            return
        }
        var next = 0
        while next < count {
            guard let result = shared.waitFor(next) else { break }
            if !deliver(next, result) {
                shared.cancel()
                break
            }
            next += 1
        }
        for thread in threads { pthread_join(thread, nil) }
    }

    private static func runSerially<Worker, Result>(
        count: Int, worker: Worker, task: (Worker, Int) -> Result, deliver: (Int, Result) -> Bool
    ) {
        for index in 0..<count where Interrupt.isRequested || !deliver(index, task(worker, index)) { return }
    }
}

private final class WorkerBox {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

/// The tasks' shared state: the next task to take, finished results, and cancellation.
///
/// The delivering thread looks for results every `pollInterval` and is woken early only when the
/// last task is done. Waking it for each result cost a context switch per scenario: on two cores
/// running two workers, each wake-up preempted a worker (`--jobs 2` spent 40% more CPU than
/// `--jobs 1`). Results wait at most a poll interval to be reported.
private final class SharedQueue<Result: Sendable>: @unchecked Sendable {
    private let lock = Mutex()
    private var nextTask = 0
    private var finished = 0
    private var results: [Result?]
    private var cancelled = false
    static var pollInterval: Double { 0.002 }

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func work(_ task: (Int) -> Result) {
        while true {
            let index: Int? = lock.locked {
                guard !cancelled, !Interrupt.isRequested, nextTask < results.count else { return nil }
                defer { nextTask += 1 }
                return nextTask
            }
            guard let index else { return }
            let result = task(index)
            lock.locked {
                results[index] = result
                finished += 1
                if finished == results.count { lock.broadcast() }
            }
        }
    }

    /// The result of task `index`, once done; nil when it will never run (an interrupt came
    /// before a worker took it). Polling also notices an interrupt, which cannot signal.
    func waitFor(_ index: Int) -> Result? {
        lock.locked {
            while results[index] == nil {
                if index >= nextTask && (cancelled || Interrupt.isRequested) { return nil }
                lock.wait(seconds: Self.pollInterval)
            }
            let result = results[index]!
            results[index] = nil
            return result
        }
    }

    func cancel() {
        lock.locked { cancelled = true }
    }
}
