#if canImport(Glibc)
    import Glibc
#endif

/// The preview server's open connections, capped per client address and in all, so that no
/// client can hold the server (issue 30: 70 connections sending their heads slowly left no
/// fresh request answered).
///
/// A connection still reading its request head is *waiting*; once its head is read it is
/// *answered* (a page being written, an event stream). A newcomer over a cap takes the place of
/// the oldest waiting connection, of its own address when that address is over its cap, else of
/// any: a slow client's half-sent heads give way to requests that come whole, while a connection
/// already being answered is never dropped for a newcomer. When every place is taken by answered
/// connections, the newcomer is refused (503).
///
/// Dropping a connection is `shutdown`, which wakes its thread's `poll`; only that thread closes
/// the descriptor, after it left the table, so the table never touches a descriptor that may have
/// been closed and reused.
///
/// Unchecked Sendable: every `var` below is read and written only inside `monitor.locked`.
final class ConnectionTable: @unchecked Sendable {
    struct Limits: Sendable {
        var total = 64
        var perClient = 48
        /// How long a connection may take to send its whole head (`HTTPConnection`).
        var headSeconds = 10
    }

    private struct Entry {
        let socket: Int32
        let client: UInt32
        var waiting = true
    }

    let limits: Limits
    private let monitor = Monitor()
    // Guarded by `monitor`; ids grow, so the smallest is the oldest.
    private var entries: [Int: Entry] = [:]
    private var nextID = 0
    /// Connections whose thread has not left yet, dropped ones included.
    private var threads = 0
    private var closed = false

    init(limits: Limits = Limits()) { self.limits = limits }

    /// A place for `socket` from `client` (an IPv4 address), the id to leave it with; nil when the
    /// table is full of answered connections or closed.
    func admit(_ socket: Int32, client: UInt32) -> Int? {
        monitor.locked {
            guard !closed else { return nil }
            if count(of: client) >= limits.perClient, !makeRoom(where: { $0.client == client }) { return nil }
            if entries.count >= limits.total, !makeRoom(where: { _ in true }) { return nil }
            nextID += 1
            entries[nextID] = Entry(socket: socket, client: client)
            threads += 1
            return nextID
        }
    }

    /// The connection `id` has read its head: no newcomer takes its place any more.
    func answered(_ id: Int) {
        monitor.locked { entries[id]?.waiting = false }
    }

    /// The connection `id` is done; its thread closes the socket after this.
    func leave(_ id: Int) {
        monitor.locked {
            entries[id] = nil
            threads -= 1
            monitor.broadcast()
        }
    }

    /// How many connections hold a place.
    var count: Int { monitor.locked { entries.count } }

    /// Admits no one any more, drops every connection, and waits until each has left.
    func closeAndDrain() {
        monitor.locked {
            closed = true
            for entry in entries.values { shutdown(entry.socket, Int32(SHUT_RDWR)) }
            while threads > 0 { _ = monitor.wait(until: nil) }
        }
    }

    private func count(of client: UInt32) -> Int { entries.values.reduce(0) { $0 + ($1.client == client ? 1 : 0) } }

    /// Drops the answered connections that `match` whose client hung up, else the oldest waiting
    /// one; false when none can go. A place is free at once; its thread leaves when it wakes.
    private func makeRoom(where matches: (Entry) -> Bool) -> Bool {
        let gone = entries.filter { !$0.value.waiting && matches($0.value) && Self.hungUp($0.value.socket) }
        if !gone.isEmpty {
            gone.keys.forEach(drop)
            return true
        }
        guard let oldest = entries.filter({ $0.value.waiting && matches($0.value) }).keys.min() else { return false }
        drop(oldest)
        return true
    }

    private func drop(_ id: Int) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        shutdown(entry.socket, Int32(SHUT_RDWR))
    }

    /// Whether the client of an answered connection went away: it has nothing more to send (one
    /// request a connection), so anything to read is the end of the stream or a reset. An event
    /// stream's thread sleeps until news, and would see it only at its next write.
    private static func hungUp(_ socket: Int32) -> Bool {
        var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
    }
}
