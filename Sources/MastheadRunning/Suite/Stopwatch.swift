#if canImport(Glibc)
    import Glibc
#endif

/// Elapsed monotonic time, for durations in reports (scenarios never see it).
struct Stopwatch {
    private let start = Stopwatch.now()

    var elapsed: Double { Stopwatch.now() - start }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
