#if canImport(Glibc)
    import Glibc
#endif

/// Faults a worker can be told to commit, for the tests of the watchdog: no Lua script can make a
/// worker crash, or hang or grow where no hook sees it, once the holes it could use are closed,
/// yet the parent must still handle each. `MASTHEAD_WORKER_FAULT=KIND:TEXT` makes the worker
/// commit KIND (`crash`, `hang`, `grow`, `leak`, `exit`) when it starts a scenario whose name contains
/// TEXT, records a step whose description does, or begins a phase whose label does (a plugin
/// file's path, `the render`). Nothing else reads the variable;
/// docs/security.md lists it.
struct WorkerFault {
    static let variable = "MASTHEAD_WORKER_FAULT"

    enum Kind: String {
        case crash, hang, grow, leak, exit
    }

    let kind: Kind
    let trigger: String
    static let leakBytes = 100 << 20

    /// The fault this worker was told to commit, if any.
    static let current: WorkerFault? = {
        guard let value = getenv(variable) else { return nil }
        let parts = String(cString: value).split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let kind = Kind(rawValue: parts[0]) else { return nil }
        return WorkerFault(kind: kind, trigger: parts[1])
    }()

    /// Commits the fault when `place` (a scenario's name, a step) is the one it waits for.
    func strike(at place: String) {
        guard place.contains(trigger) else { return }
        switch kind {
        case .crash:
            raise(SIGSEGV)
        case .hang:
            while true { usleep(1000) }
        case .grow:
            var hoard: [[UInt8]] = []
            while true { hoard.append([UInt8](repeating: UInt8(hoard.count & 0xFF), count: 1 << 20)) }
        case .leak:
            // 100 MiB kept for the rest of the worker's life, as a scenario's leftovers would be,
            // and a pause long enough for the parent's memory check to see it during the scenario.
            if let block = malloc(Self.leakBytes) { memset(block, 1, Self.leakBytes) }
            usleep(100_000)
        case .exit:
            _exit(3)
        }
    }
}
