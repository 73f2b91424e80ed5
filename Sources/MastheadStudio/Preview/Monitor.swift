#if canImport(Glibc)
    import Glibc
#endif

/// A pthread mutex with a condition on the monotonic clock: state that threads of the preview
/// server share and wait on (the site's news, the table of connections).
///
/// Why not `Synchronization.Mutex`: the waiters must sleep until there is news or a deadline
/// passes, and `Mutex` has no condition to wait on (nor do atomics; polling would wake every
/// waiter for nothing). Both live in memory allocated here, never in a stored property passed
/// with `&`, whose address Swift does not promise to keep.
///
/// Unchecked Sendable: the two pointers are set once, and pthreads makes their use thread-safe.
final class Monitor: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        // Timed waits on the monotonic clock: a change of the wall clock neither hurries nor holds them.
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        condition.deallocate()
    }

    /// `body` with the mutex held.
    func locked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Wakes every waiter; call with the mutex held.
    func broadcast() { pthread_cond_broadcast(condition) }

    /// A deadline `seconds` from now, for `wait`.
    static func deadline(in seconds: Int) -> timespec {
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        deadline.tv_sec += seconds
        return deadline
    }

    /// Sleeps until a broadcast or `deadline` (nil: no deadline); false once the deadline passed.
    /// Call with the mutex held, in a loop over the condition waited for.
    func wait(until deadline: timespec?) -> Bool {
        guard var deadline else {
            pthread_cond_wait(condition, mutex)
            return true
        }
        return pthread_cond_timedwait(condition, mutex, &deadline) != ETIMEDOUT
    }
}
