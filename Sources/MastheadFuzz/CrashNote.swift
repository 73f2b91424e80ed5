#if canImport(Glibc)
import Glibc
#endif

/// Where a fuzz run is, kept where a crash handler can read it: when the run dies of a signal
/// (a Swift trap is SIGILL or SIGTRAP), the handler prints the seed, the case and the step, and
/// how to replay them, before the process dies as it would have.
///
/// The handler only formats integers into a stack buffer and calls `write`, which is safe in a
/// signal handler; the numbers are plain words that a torn read could only make stale.
public enum CrashNote {
    nonisolated(unsafe) static var seed: UInt64 = 0
    nonisolated(unsafe) static var caseIndex: UInt64 = 0
    nonisolated(unsafe) static var step: UInt64 = 0
    /// 1: components (`--case`), 2: scripts (`--print`).
    nonisolated(unsafe) static var mode: UInt64 = 0

    public static func components(seed: UInt64, caseIndex: Int, step: Int) {
        self.mode = 1
        self.seed = seed
        self.caseIndex = UInt64(caseIndex)
        self.step = UInt64(step)
    }

    public static func script(seed: UInt64, index: Int) {
        self.mode = 2
        self.seed = seed
        self.caseIndex = UInt64(index)
    }

    /// The handler's message buffer, allocated up front (a handler must not allocate).
    nonisolated(unsafe) static var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bufferSize)
    nonisolated(unsafe) static var length = 0
    static let bufferSize = 512

    /// The handlers that were there before (the Swift runtime's backtracer), restored and
    /// re-raised into after the note is printed; indexed by signal number.
    nonisolated(unsafe) static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)

    /// Installs the handler for the signals a crash raises.
    public static func install() {
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
    put(CrashNote.seed)
    if CrashNote.mode == 2 {
        put(", script ")
        put(CrashNote.caseIndex)
        put("\nprint it with: masthead fuzz --scripts --seed ")
        put(CrashNote.seed)
        put(" --print ")
        put(CrashNote.caseIndex)
    } else {
        put(", case ")
        put(CrashNote.caseIndex)
        put(", step ")
        put(CrashNote.step + 1)
        put("\nits scenario: masthead fuzz --seed ")
        put(CrashNote.seed)
        put(" --case ")
        put(CrashNote.caseIndex)
        put(" --lua")
    }
    put("\n")
    _ = write(2, CrashNote.buffer, CrashNote.length)
    sigaction(signal, CrashNote.previous + Int(signal), nil)
    raise(signal)
}
