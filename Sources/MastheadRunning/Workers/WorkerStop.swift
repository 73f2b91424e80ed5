import CWorkerShim
import MastheadLua
import MastheadText

#if canImport(Glibc)
    import Glibc
#endif

/// Why the parent stopped a worker, or how it died, and what it was doing then: the words a
/// report shows for the scenario (or plugin, or file) it was running.
struct WorkerStop: Sendable, Error {
    enum Reason: Sendable, Equatable {
        /// It ran past its phase's limit plus the grace.
        case time(limit: Double)
        /// Its resident memory passed `--max-worker-memory`.
        case memory(limitBytes: Int)
        /// It died on its own: a signal, or an exit the parent did not ask for.
        case crashed(status: Int32)
        /// It sent bytes that are not a message.
        case garbled(String)
        /// No worker process could be started (no pipes, no binary), or none lived to be ready.
        case unstartable(String)
    }

    var reason: Reason
    var phase: mh_progress_phase
    /// The plugin file (phase `plugin`) or the last step (phase `task`).
    var label: String
    var steps: Int
    /// The end of what it wrote to standard error.
    var errorTail: String
    /// The running task's trace up to the step it was stopped during, when the run traces
    /// (`WorkerTraceSink`, `ScenarioTrace.endStopped`).
    var trace: ScenarioTrace?

    /// A limit the watchdog enforced fails as a limit; a crash as an error.
    var failureKind: ScenarioFailure.Kind {
        switch reason {
        case .time, .memory: return .limit
        case .crashed, .garbled, .unstartable: return .error
        }
    }

    /// "time limit exceeded (5 s, and 1 s of grace): the worker process running it was stopped"
    var summary: String { summary(doing: "running it") }

    private func summary(doing work: String) -> String {
        switch reason {
        case .time(let limit):
            return "time limit exceeded (\(Self.seconds(limit)) s, and \(Self.seconds(Watchdog.grace)) s of grace): "
                + "the worker process \(work) was stopped"
        case .memory(let limit):
            return "worker memory limit exceeded (\(limit >> 20) MiB, --max-worker-memory): "
                + "the worker process \(work) was stopped"
        case .crashed(let status):
            return "worker crashed: \(Self.describe(status))"
        case .garbled(let what):
            return "worker sent a broken message (\(what)): the worker process was stopped"
        case .unstartable(let why):
            return "cannot start a worker process: \(why)"
        }
    }

    /// The summary, with how far the work got ("after 3 steps, the last scroll(40)").
    var message: String {
        var text = summary
        switch phase {
        case MH_PHASE_TASK where steps > 0:
            text += "; last step (\(steps)): \(label)"
        case MH_PHASE_TASK where !label.isEmpty:
            text += " while running \(label)"
        case MH_PHASE_TASK:
            text += "; before its first step"
        case MH_PHASE_PLUGIN:
            text = summary(doing: "loading this plugin")
        case MH_PHASE_STARTING:
            text += " while starting"
        default:
            break
        }
        return text + lastWords
    }

    /// What a crashed worker last wrote to standard error, as a clause: the Swift runtime's fatal
    /// error when there is one, else its last three lines.
    var lastWords: String {
        guard case .crashed = reason else { return "" }
        let lines = errorTail.split(separator: "\n")
        let fatal = lines.last { $0.contains("Fatal error") }
        let tail = fatal.map(String.init) ?? lines.suffix(3).joined(separator: " | ")
        return tail.isEmpty ? "" : " (it said: \(tail))"
    }

    static func describe(_ status: Int32) -> String {
        let signal = status & 0x7F
        if signal != 0 {
            let name = strsignal(signal).map { String(cString: $0) } ?? "unknown"
            return "signal \(signal) (\(name))"
        }
        return "exit status \((status >> 8) & 0xFF)"
    }

    /// "5", "0.5", "1.029": a traced run's limit grows by the recorder's time, to the microsecond.
    static func seconds(_ value: Double) -> String { DecimalText.format(value) }
}
