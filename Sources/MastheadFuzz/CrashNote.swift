import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Where a fuzz run is, kept where a crash handler can read it: when the run dies of a signal
/// (a Swift trap is SIGILL or SIGTRAP), the handler prints the seed, the case and the step, and
/// how to replay them, before the process dies as it would have.
///
/// The handler only formats integers into a preallocated buffer and calls `write`, which is
/// safe in a signal handler. The numbers are atomics: fuzz runs may go on in several threads
/// (tests do), and the note then names one of them.
package enum CrashNote {
    static let seed = Atomic<UInt64>(0)
    static let caseIndex = Atomic<UInt64>(0)
    static let step = Atomic<UInt64>(0)
    /// 1: components (`--case`), 2: scripts (`--print`).
    static let mode = Atomic<UInt64>(0)

    package static func components(seed: UInt64, caseIndex: Int, step: Int) {
        mode.store(1, ordering: .relaxed)
        self.seed.store(seed, ordering: .relaxed)
        self.caseIndex.store(UInt64(caseIndex), ordering: .relaxed)
        self.step.store(UInt64(step), ordering: .relaxed)
    }

    package static func script(seed: UInt64, index: Int) {
        mode.store(2, ordering: .relaxed)
        self.seed.store(seed, ordering: .relaxed)
        caseIndex.store(UInt64(index), ordering: .relaxed)
    }

    /// The handler's message buffer, allocated up front (a handler must not allocate).
    nonisolated(unsafe) static var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bufferSize)
    nonisolated(unsafe) static var length = 0
    static let bufferSize = 512

    /// The handlers that were there before (the Swift runtime's backtracer), restored and
    /// re-raised into after the note is printed; indexed by signal number.
    nonisolated(unsafe) static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)

    /// Installs the handler for the signals a crash raises.
    package static func install() {
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = crashHandler
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, previous + Int(signal))
        }
    }
}

private func put(_ text: StaticString) {
    text.withUTF8Buffer { bytes in
        for byte in bytes where CrashNote.length < CrashNote.bufferSize {
            CrashNote.buffer[CrashNote.length] = byte
            CrashNote.length += 1
        }
    }
}

private func put(_ number: UInt64) {
    var divisor: UInt64 = 1
    while number / divisor >= 10 { divisor *= 10 }
    while divisor > 0 && CrashNote.length < CrashNote.bufferSize {
        CrashNote.buffer[CrashNote.length] = UInt8(48 + (number / divisor) % 10)
        CrashNote.length += 1
        divisor /= 10
    }
}

private func crashHandler(_ signal: Int32) {
    CrashNote.length = 0
    put("\nmasthead fuzz: crashed (signal ")
    put(UInt64(signal))
    put(") at seed ")
    let seed = CrashNote.seed.load(ordering: .relaxed)
    let index = CrashNote.caseIndex.load(ordering: .relaxed)
    put(seed)
    if CrashNote.mode.load(ordering: .relaxed) == 2 {
        put(", script ")
        put(index)
        put("\nprint it with: masthead fuzz --scripts --seed ")
        put(seed)
        put(" --print ")
        put(index)
    } else {
        put(", case ")
        put(index)
        put(", step ")
        put(CrashNote.step.load(ordering: .relaxed) + 1)
        put("\nits scenario: masthead fuzz --seed ")
        put(seed)
        put(" --case ")
        put(index)
        put(" --lua")
    }
    put("\n")
    _ = write(2, CrashNote.buffer, CrashNote.length)
    sigaction(signal, CrashNote.previous + Int(signal), nil)
    raise(signal)
}
