#if canImport(Glibc)
    import Glibc
#endif

/// What the preview server serves, shared between the thread that rebuilds the gallery and the
/// server's connection threads: the current page, its version, and what is happening, under one
/// lock with a condition each event stream waits on.
///
/// Each page gets a new version (`instance-N`, the instance differing between runs of the
/// server): an open page that hears of another version than its own reloads.
///
/// Why a pthread mutex and condition rather than `Synchronization.Mutex`: an event stream's
/// reader is a libmicrohttpd connection thread that must sleep until there is news or its ping
/// is due, and `Mutex` has no condition to wait on (nor do atomics; polling would wake every
/// stream for nothing). Both live in memory allocated here, never in a stored property passed
/// with `&`, whose address Swift does not promise to keep.
///
/// Unchecked Sendable: every `var` below is read and written only with `mutex` held.
final class PreviewSite: @unchecked Sendable {
    /// What an event stream hears: a new version, a rebuild starting, or the server stopping.
    enum News: Equatable {
        case version(String)
        case building(String)
        case stopping
    }

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let instance: String
    // Guarded by `mutex`.
    private var page: [UInt8] = []
    private var number = 0
    private var building: (sequence: Int, reason: String)?
    private var stopping = false
    private var sequence = 0

    init(instance: String) {
        self.instance = instance
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

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// The page to serve and its version.
    var current: (page: [UInt8], version: String) {
        locked { (page, version) }
    }

    private var version: String { "\(instance)-\(number)" }

    /// A new page: every open page hears its version.
    func publish(_ html: String) {
        locked {
            page = Array(html.utf8)
            number += 1
            building = nil
            sequence += 1
            pthread_cond_broadcast(condition)
        }
    }

    /// A rebuild starts, because of `reason`.
    func startBuilding(_ reason: String) {
        locked {
            sequence += 1
            building = (sequence, reason)
            pthread_cond_broadcast(condition)
        }
    }

    /// Ends every event stream.
    func stop() {
        locked {
            stopping = true
            pthread_cond_broadcast(condition)
        }
    }

    /// A point in the news, for `wait`: what a stream has already told.
    struct Cursor {
        var sequence = -1
    }

    /// Waits up to `seconds` for news after `cursor`; nil when there was none (time for a ping).
    func wait(after cursor: inout Cursor, seconds: Int) -> News? {
        locked {
            var deadline = timespec()
            clock_gettime(CLOCK_MONOTONIC, &deadline)
            deadline.tv_sec += seconds
            while !stopping && sequence == cursor.sequence {
                if pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT { break }
            }
            if stopping { return .stopping }
            guard sequence != cursor.sequence else { return nil }
            cursor.sequence = sequence
            if let building, building.sequence == sequence { return .building(building.reason) }
            return .version(version)
        }
    }
}
