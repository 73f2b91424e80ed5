import CWorkerShim
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C (SIGINT) or SIGTERM during a run: the first asks the run to stop taking scenarios (the
/// ones in flight finish within their limits, and the reports of what ran are written whole);
/// a second one ends the process at once, with status 130, after killing and reaping its
/// worker processes.
///
/// Only the main thread takes these signals: worker threads block them (`blockInThisThread`),
/// and the main thread blocks them too while it writes reports (`deferred`), so that an
/// interrupt never leaves a report half written.
package enum Interrupt {
    /// How many interrupts arrived since `install`.
    static let count = Atomic<Int>(0)

    package static var isRequested: Bool { count.load(ordering: .relaxed) > 0 }

    /// Set while nothing runs (`run --watch` and `preview` between rounds): the first interrupt
    /// then only asks to stop, with no word of scenarios in flight; the waiting command says it stopped.
    static let isIdle = Atomic<Bool>(false)

    /// The exit status of an interrupted run, as shells report death by SIGINT.
    package static let exitStatus: Int32 = 130

    static let signals = [SIGINT, SIGTERM]

    /// Installs the handlers (and ignores SIGXFSZ, so that a file-size limit makes writes fail
    /// with an error the run reports, instead of killing it).
    package static func install() {
        count.store(0, ordering: .relaxed)
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = interruptHandler
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        signal(SIGXFSZ, SIG_IGN)
        var set = signalSet()
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Keeps the interrupt signals away from the calling thread (a worker).
    static func blockInThisThread() {
        var set = signalSet()
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Runs `body` with the interrupt signals held back; they are delivered once it returns.
    static func deferred<T>(_ body: () throws -> T) rethrows -> T {
        var set = signalSet()
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &set, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    private static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }
}

private let firstMessage: StaticString =
    "\nmasthead: interrupted; finishing the scenarios in flight and writing the reports (interrupt again to stop at once)\n"

private func interruptHandler(_ signal: Int32) {
    let previous = Interrupt.count.add(1, ordering: .relaxed).oldValue
    if previous == 0 {
        if Interrupt.isIdle.load(ordering: .relaxed) { return }
        _ = firstMessage.withUTF8Buffer { write(2, $0.baseAddress, $0.count) }
    } else {
        // At once, but leaving no worker behind, running or as a zombie.
        mh_children_kill_all()
        mh_cleanup_unlink_all()
        _exit(Interrupt.exitStatus)
    }
}
