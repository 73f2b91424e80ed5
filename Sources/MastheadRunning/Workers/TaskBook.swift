/// The tasks of one `WorkerSupervisor.run`: which wait to be sent, which are done, and how far
/// delivery in task order has got.
///
/// Waiting tasks are a stack with the next task on top, so tasks taken back from a stopped
/// worker go first again, in their order.
struct TaskBook {
    typealias Outcome = WorkerSupervisor.Outcome

    let count: Int
    var request: (Int, _ needsBytes: (String) -> Bool) -> WorkerRequest = { index, _ in
        preconditionFailure("task \(index) has no request")
    }
    /// The file each task needs.
    var file: (Int) -> String = { _ in "" }
    /// After an interrupt: no task is sent any more; the running ones finish.
    var draining = false
    private var pending: [Int]
    /// Tasks waiting for a worker that has run nothing yet (`requeueForFreshWorker`).
    private var forFreshWorker: [Int] = []
    private var outcomes: [Outcome?]
    private var abandoned = Set<Int>()
    /// Tasks handed to `deliver` or passed over, in order.
    private(set) var delivered = 0

    init(count: Int) {
        self.count = count
        pending = Array((0..<count).reversed())
        outcomes = Array(repeating: nil, count: count)
    }

    var remaining: Int { pending.count + forFreshWorker.count }

    mutating func takePending() -> Int? { pending.popLast() }

    /// The next waiting task, or, among the next `window` ones, the first that `prefers` picks:
    /// a worker takes the scenarios of files it already has compiled when it can, and results
    /// wait a little for their turn to be delivered instead of every worker compiling every file.
    /// A fresh worker (one that has run nothing) takes the tasks kept for one first.
    mutating func takePending(preferring prefers: (Int) -> Bool, window: Int = 64, fresh: Bool = false) -> Int? {
        if fresh, !forFreshWorker.isEmpty { return forFreshWorker.removeFirst() }
        let bottom = max(pending.count - window, 0)
        for slot in stride(from: pending.count - 1, through: bottom, by: -1) where prefers(pending[slot]) {
            return pending.remove(at: slot)
        }
        return pending.popLast()
    }

    /// Puts tasks back, to be sent before any other.
    mutating func requeue(_ tasks: [Int]) { pending.append(contentsOf: tasks.reversed()) }

    /// Puts a task back for a worker that has run nothing yet (see `WorkerSupervisor`'s second
    /// chance); no other worker takes it.
    mutating func requeueForFreshWorker(_ task: Int) { forFreshWorker.append(task) }

    mutating func finish(_ task: Int, _ outcome: Outcome) {
        guard task >= 0 && task < count && outcomes[task] == nil else { return }
        outcomes[task] = outcome
    }

    /// The next outcome in task order, once it is in; tasks abandoned are passed over.
    mutating func nextDeliverable() -> (Int, Outcome)? {
        while delivered < count {
            let index = delivered
            if let outcome = outcomes[index] {
                outcomes[index] = nil
                delivered += 1
                return (index, outcome)
            }
            guard abandoned.contains(index) else { return nil }
            delivered += 1
        }
        return nil
    }

    /// Gives up the tasks never started (an interrupted run does not run them).
    mutating func abandonUnstarted() {
        abandoned.formUnion(pending + forFreshWorker)
        pending = []
        forFreshWorker = []
    }

    /// Ends every waiting task with `stop` (no worker can start).
    mutating func failRemaining(with stop: WorkerStop) {
        while let task = pending.popLast() { finish(task, .stopped(stop)) }
        for task in forFreshWorker { finish(task, .stopped(stop)) }
        forFreshWorker = []
    }
}
