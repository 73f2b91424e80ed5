import CWorkerShim

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
///
/// The handler is C's (CWorkerShim's interrupt.c), so that everything it touches is a static
/// there before it is installed: no Swift global, which a debug build initialises lazily (and may
/// allocate for) on first use, inside the handler.
package enum Interrupt {
    package static var isRequested: Bool { mh_interrupt_count() > 0 }

    /// Set while nothing runs (`run --watch` and `preview` between rounds): the first interrupt
    /// then only asks to stop, with no word of scenarios in flight; the waiting command says it stopped.
    package static func setIdle(_ idle: Bool) { mh_interrupt_set_idle(idle ? 1 : 0) }

    /// The exit status of an interrupted run, as shells report death by SIGINT.
    package static let exitStatus: Int32 = MH_INTERRUPTED_STATUS

    static let signals = [SIGINT, SIGTERM]

    /// Installs the handlers (and ignores SIGXFSZ, so that a file-size limit makes writes fail
    /// with an error the run reports, instead of killing it).
    package static func install() {
        mh_interrupt_install()
        signal(SIGXFSZ, SIG_IGN)
        var set = signalSet()
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Keeps the interrupt signals away from the calling thread (a worker).
    package static func blockInThisThread() {
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
