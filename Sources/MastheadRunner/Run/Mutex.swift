#if canImport(Glibc)
    import Glibc
#endif

/// A plain mutex with a condition, for the worker pool and the shared caches.
final class Mutex: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()

    init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
    }

    deinit {
        pthread_cond_destroy(&condition)
        pthread_mutex_destroy(&mutex)
    }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body()
    }

    /// Waits for a signal; call with the lock held (inside `locked`).
    func wait() { pthread_cond_wait(&condition, &mutex) }

    /// Waits for a signal or until `seconds` pass; call with the lock held.
    func wait(seconds: Double) {
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        let nanoseconds = Int(deadline.tv_nsec) + Int(seconds * 1e9)
        deadline.tv_sec += nanoseconds / 1_000_000_000
        deadline.tv_nsec = nanoseconds % 1_000_000_000
        pthread_cond_timedwait(&condition, &mutex, &deadline)
    }

    func broadcast() { pthread_cond_broadcast(&condition) }
}
