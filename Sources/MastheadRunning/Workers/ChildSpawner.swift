import CWorkerShim

#if canImport(Glibc)
    import Glibc
#endif

/// Starts a watched child of this binary with posix_spawn (no shell): `descriptors` mapped into
/// place, the progress page's descriptor named in its environment, signals at their defaults.
/// Each child is remembered (`mh_children_add`) until it is reaped (`reap`), so that a second
/// interrupt can kill and reap every one of them from its signal handler.
enum ChildSpawner {
    static func spawn(
        _ executable: String, arguments: [String], descriptors: [(from: Int32, to: Int32)],
        environment additions: [String: String], ownProcessGroup: Bool
    ) throws(WorkerStartError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (from, to) in descriptors { posix_spawn_file_actions_adddup2(&actions, from, to) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE, SIGXFSZ] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment(adding: additions).map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        var child = pid_t()
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw WorkerStartError("cannot start \(executable)", errno: status) }
        _ = mh_children_add(child)
        return child
    }

    /// Waits for the child to end (it is killed first when `kill` says so); its wait status.
    /// (`mh_children_reap` forgets the child before it reaps it, so that the pid, once free for
    /// the system to give again, is never one the interrupt handler would kill.)
    static func reap(_ pid: pid_t, kill killing: Bool) -> Int32 {
        if killing { kill(pid, SIGKILL) }
        var status: Int32 = 0
        _ = mh_children_reap(pid, 0, &status)
        return status
    }

    /// The child's wait status if it has ended (it is then reaped); nil while it runs.
    static func reapIfEnded(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        switch mh_children_reap(pid, 1, &status) {
        case 0: return nil
        case 1: return status
        default: return 0
        }
    }

    /// This process's environment with `additions` in place of any same-named variables.
    private static func environment(adding additions: [String: String]) -> [String] {
        var entries: [String] = []
        var cursor = environ
        while let entry = cursor.pointee {
            let text = String(cString: entry)
            let name = text.prefix(while: { $0 != "=" })
            if additions[String(name)] == nil { entries.append(text) }
            cursor += 1
        }
        return entries + additions.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    /// A pipe whose ends are both close-on-exec and `raised`.
    static func pipe() throws(WorkerStartError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard mh_pipe_cloexec(&ends) == 0 else { throw WorkerStartError("cannot make a pipe", errno: errno) }
        let moved = ends.map(raised)
        guard moved.allSatisfy({ $0 >= 0 }) else { throw WorkerStartError("cannot keep a pipe", errno: errno) }
        return (moved[0], moved[1])
    }

    /// The descriptor moved to a number above the fixed ones a child gets (0 to 5), so that
    /// mapping one into place never overwrites another before it is mapped; close-on-exec.
    static func raised(_ descriptor: Int32) -> Int32 {
        guard descriptor >= 0 else { return descriptor }
        let high = fcntl(descriptor, F_DUPFD_CLOEXEC, 16)
        close(descriptor)
        return high
    }
}
