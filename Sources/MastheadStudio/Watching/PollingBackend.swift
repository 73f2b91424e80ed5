#if canImport(Glibc)
    import Glibc
#endif

/// Watches by comparing every counted file's stamp (modification time, size, inode) with the one
/// it had at the last look, `interval` apart. A rename over a file changes its inode, a truncate
/// its size, a write its time: each shows as a change of that path; a file that went or came is
/// one too.
final class PollingBackend: WatchBackend {
    struct Stamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    let name = "polling"
    private let scope: WatchScope
    private let interval: Int32
    private var stamps: [String: Stamp]

    init(scope: WatchScope, intervalMilliseconds: Int32 = 200) {
        self.scope = scope
        interval = intervalMilliseconds
        stamps = Self.look(scope)
    }

    func wait(milliseconds: Int32) -> [String] {
        let pause = max(1, min(milliseconds, interval))
        usleep(useconds_t(pause) * 1000)
        let now = Self.look(scope)
        var touched = now.compactMap { path, stamp in stamps[path] == stamp ? nil : path }
        touched += stamps.keys.filter { now[$0] == nil }
        stamps = now
        return touched
    }

    static func look(_ scope: WatchScope) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for root in scope.roots {
            for path in scope.files(under: root) { stamps[path] = stamp(path) }
        }
        return stamps
    }

    static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(
            seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec, size: Int64(info.st_size),
            inode: UInt64(info.st_ino))
    }
}
