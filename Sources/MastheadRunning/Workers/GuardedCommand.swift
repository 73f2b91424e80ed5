import CWorkerShim
import MastheadLua
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The commands besides `run` that execute user Lua (`render`, `plugins`, `fuzz`, `gallery`) run in a
/// watched child: this process starts the same command line again as its child and holds it to
/// the same watchdog as `run`'s workers: each phase the child declares (a plugin file loading, a
/// render's steps, a fuzz script) within its limit plus the grace, and its memory within
/// `--max-worker-memory`'s default.
///
/// A plugin file the child was stopped while loading is never loaded again: the command starts
/// again with that file reported as a problem, so one hanging plugin cannot hide the others
/// (`masthead plugins` still lists them all). Anything else that has to be stopped ends the
/// command with a sentence naming the limit and what the child was doing, and status 2.
/// Standard streams are the child's own, and its exit status is the command's.
package enum GuardedCommand {
    static let skippedVariable = "MASTHEAD_SKIPPED_PLUGINS"
    /// The commands that run in a watched child.
    package static let commands: Set<String> = ["plugins", "render", "fuzz", "gallery"]

    /// Whether this process is the watched child (the parent named a progress page).
    package static var isWatched: Bool { ProgressPage.current != nil }

    /// Plugin files an earlier attempt was stopped while loading, as the parent passed them.
    static let skippedPlugins: [LoadProblem] = {
        guard let value = getenv(skippedVariable) else { return [] }
        return decode(String(cString: value))
    }()

    /// How a watched child ended: its exit status, or the sentence saying why it was stopped (or
    /// could not start).
    package enum Ending: Equatable {
        case exited(Int32)
        case stopped(String)
    }

    /// Runs `arguments` (a whole command line, without the program) in a watched child; its exit
    /// status. SIGINT and SIGTERM sent to this process go on to the child.
    package static func run(_ arguments: [String], executable: String = WorkerExecutable.current) -> Int32 {
        ForwardedSignals.install()
        defer { ForwardedSignals.child.store(0, ordering: .relaxed) }
        switch watch(arguments, executable: executable) {
        case .exited(let status):
            return status
        case .stopped(let message):
            printError("masthead \(arguments.first ?? ""): \(message)")
            return 2
        }
    }

    /// Runs `arguments` in a watched child and says how it ended, printing nothing: for a caller
    /// that shows the ending itself (`masthead preview` shows it on the page). The child writes
    /// its errors to `standardError` (this process's own by default).
    package static func watch(
        _ arguments: [String], executable: String = WorkerExecutable.current, standardError: Int32 = 2
    ) -> Ending {
        var skipped: [LoadProblem] = []
        let watchdog = Watchdog(memoryLimitBytes: Watchdog.defaultMemoryMiB << 20)
        while true {
            let attempt: Attempt
            do {
                attempt = try Attempt.start(executable, arguments, skipped: skipped, standardError: standardError)
            } catch {
                return .stopped(error.description)
            }
            switch attempt.watch(watchdog) {
            case .exited(let status):
                return .exited(status)
            case .stopped(let stop)
            where stop.phase == MH_PHASE_PLUGIN && !skipped.contains(where: { $0.file == stop.label }):
                skipped.append(
                    LoadProblem(file: stop.label, failure: ScenarioFailure(kind: .plugin, message: stop.message)))
            case .stopped(let stop):
                return .stopped(stop.message)
            }
        }
    }

    /// `file\u{1F}message` records joined by `\u{1E}`: neither separator can appear in a path the
    /// suite walks or in a watchdog's sentence.
    static func encode(_ problems: [LoadProblem]) -> String {
        problems.map { $0.file + "\u{1F}" + $0.failure.message }.joined(separator: "\u{1E}")
    }

    static func decode(_ text: String) -> [LoadProblem] {
        text.split(separator: "\u{1E}").compactMap { record in
            let parts = record.split(separator: "\u{1F}", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            return LoadProblem(file: parts[0], failure: ScenarioFailure(kind: .plugin, message: parts[1]))
        }
    }
}

/// One start of the watched child.
private struct Attempt {
    enum End {
        case exited(Int32)
        case stopped(WorkerStop)
    }

    let pid: pid_t
    let progress: ProgressMapping

    static func start(
        _ executable: String, _ arguments: [String], skipped: [LoadProblem], standardError: Int32
    ) throws(WorkerStartError) -> Attempt {
        let progress = try ProgressMapping()
        var environment = [ProgressPage.variable: String(WorkerProcess.descriptors.progress)]
        if !skipped.isEmpty { environment[GuardedCommand.skippedVariable] = GuardedCommand.encode(skipped) }
        let pid = try ChildSpawner.spawn(
            executable, arguments: arguments,
            descriptors: [
                (0, 0), (1, 1), (standardError, 2), (progress.descriptor, WorkerProcess.descriptors.progress),
            ],
            environment: environment, ownProcessGroup: false)
        ForwardedSignals.child.store(pid, ordering: .relaxed)
        return Attempt(pid: pid, progress: progress)
    }

    /// Waits for the child to exit, stopping it when the watchdog says so.
    func watch(_ watchdog: Watchdog) -> End {
        var lastMemoryCheck: UInt64 = 0
        while true {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { return end(status) }
            let now = mh_monotonic_ns()
            if let reason = watchdog.verdict(on: progress.read(), pid: pid, now: now, lastMemoryCheck: &lastMemoryCheck)
            {
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                return .stopped(WorkerStop(reason, progress: progress.read(), errorTail: ""))
            }
            usleep(2000)
        }
    }

    /// A child that exited gives its status; one a signal ended is a crash, unless the signal was
    /// one this process passed on (an interrupt), which ends the command as it ended the child.
    private func end(_ status: Int32) -> End {
        let signal = status & 0x7F
        guard signal != 0 else { return .exited((status >> 8) & 0xFF) }
        if signal == SIGINT || signal == SIGTERM { return .exited(128 + signal) }
        return .stopped(WorkerStop(.crashed(status: status), progress: progress.read(), errorTail: ""))
    }
}

/// While a watched child runs, SIGINT and SIGTERM sent to this process go on to the child (a
/// terminal's Ctrl-C reaches both, as they share a process group).
private enum ForwardedSignals {
    static let child = Atomic<Int32>(0)

    static func install() {
        for signal in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = forward
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }
}

private func forward(_ signal: Int32) {
    let child = ForwardedSignals.child.load(ordering: .relaxed)
    if child > 0 { kill(child, signal) }
}
