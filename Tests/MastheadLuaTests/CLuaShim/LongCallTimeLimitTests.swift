import Testing

@testable import MastheadLua

#if canImport(Glibc)
    import Glibc
#endif

/// Escape 6 of facts.md, found again by the hostile corpus: a loop of long C calls runs few VM
/// instructions, so the count hook read the clock only every thousand of them, seconds apart.
/// The allocator now reads it every MiB allocated, so the time limit holds within a call or two.
///
/// What the loop costs is measured in the thread's CPU time, not the wall clock's: the deadline is
/// the wall clock's, so a busy machine reaches it having done less work, never more, and the bound
/// (1 s of work past a 0.5 s deadline, where the old hook overran by seconds) holds however slow
/// or busy the machine is.
@Suite struct LongCallTimeLimitTests {
    static func threadSeconds(_ body: () -> Void) -> Double {
        var start = timespec()
        var end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        body()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
    }

    @Test(arguments: [
        "while true do local s = ('x'):rep(4e6):upper() end",
        "while true do local ok = pcall(function() local s = ('x'):rep(8e6) .. ('y'):rep(8e6) end) end",
        "local t = {} while true do t[#t % 4 + 1] = table.concat({ ('x'):rep(3e6), ('y'):rep(3e6) }) end",
    ])
    func aLoopOfLongCallsStopsAtTheDeadline(_ source: String) {
        var error: LuaError?
        let worked = Self.threadSeconds {
            error = sandboxError(source, limits: LuaLimits(instructions: 0, memoryBytes: 64 << 20, seconds: 0.5))
        }
        #expect(error?.kind == .limit(.time), "\(error?.message ?? "no error")")
        #expect(worked < 1.5, "stopped after \(worked) s of work")
    }
}
