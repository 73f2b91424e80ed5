import CWorkerShim

#if canImport(Glibc)
    import Glibc
#endif

/// The parent's rules for a watched child: how long past a phase's own limit it may run (the
/// grace), and how much memory it may hold. The hook-based limits inside the child stop a script
/// first and name its line; the watchdog is the backstop for whatever they miss (Swift work no
/// hook sees, a hook that Lua left off, a crash).
package struct Watchdog: Sendable {
    /// Seconds past a phase's own limit before the child is stopped: long enough for a limit the
    /// hook caught to unwind and report, short enough that a hung suite still ends soon.
    static let grace = 1.0

    /// The default `--max-worker-memory`, in MiB: far above what a suite needs (a worker holds a
    /// few dozen MiB; each scenario's Lua is capped at 64 MiB), low enough to stop a runaway
    /// long before the machine swaps.
    package static let defaultMemoryMiB = 1024

    /// How often a child's memory is read (from /proc), in nanoseconds.
    static let memoryInterval: UInt64 = 10_000_000

    var memoryLimitBytes: Int

    /// Why the child `pid`, whose page reads `progress`, must be stopped now, if it must.
    func verdict(on progress: mh_progress, pid: pid_t, now: UInt64, lastMemoryCheck: inout UInt64)
        -> WorkerStop.Reason?
    {
        if let deadline = Self.deadline(of: progress), now > deadline {
            return .time(limit: Double(progress.limit_ns) / 1e9)
        }
        if memoryLimitBytes > 0 && now &- lastMemoryCheck >= Self.memoryInterval {
            lastMemoryCheck = now
            if let resident = ProcessMemory.resident(of: pid), resident > memoryLimitBytes {
                return .memory(limitBytes: memoryLimitBytes)
            }
        }
        return nil
    }

    func verdict(on worker: WorkerProcess, now: UInt64) -> WorkerStop.Reason? {
        verdict(on: worker.readProgress(), pid: worker.pid, now: now, lastMemoryCheck: &worker.lastMemoryCheck)
    }

    /// When the phase on the page must end, grace included; nil for a phase without a limit.
    static func deadline(of progress: mh_progress) -> UInt64? {
        guard progress.phase != MH_PHASE_IDLE.rawValue, progress.limit_ns > 0 else { return nil }
        return progress.started_ns &+ progress.limit_ns &+ UInt64(grace * 1e9)
    }
}

extension WorkerStop {
    /// A stop, with what the page says the child was doing.
    init(_ reason: Reason, progress: mh_progress, errorTail: String) {
        let length = Int(min(progress.label_length, UInt32(MH_PROGRESS_LABEL)))
        let label = withUnsafeBytes(of: progress.label) { String(decoding: $0.prefix(length), as: UTF8.self) }
        self.init(
            reason: reason, phase: mh_progress_phase(rawValue: progress.phase), label: label,
            steps: Int(progress.steps), errorTail: errorTail)
    }
}

extension WorkerProcess {
    /// What the worker was doing, for the report of its stop.
    func report(_ reason: WorkerStop.Reason) -> WorkerStop {
        drainErrors()
        return WorkerStop(reason, progress: readProgress(), errorTail: String(decoding: errorTail, as: UTF8.self))
    }
}
