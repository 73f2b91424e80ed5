import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The HTTP side of `masthead preview`: a small HTTP/1.1 server of its own on 127.0.0.1 only, a
/// thread accepting and a thread per connection, one request a connection, three answers:
///
/// - `GET /` (and `/index.html`): the current page (`PreviewSite`);
/// - `GET /events`: a server-sent event stream (`EventStream`) telling the page of each new
///   version and of each rebuild starting;
/// - `GET /try?component=…&…`: one header drawn from the "Try it" panel's inputs (`PreviewTry`),
///   asked with the field `X-Masthead-Preview: try`, which a page elsewhere cannot send without
///   a preflight this server never grants;
/// - anything else: 404; a method other than GET or HEAD: 405.
///
/// A request with no `Host`, or more than one, gets 400; one whose `Host` is not this server's
/// own address (127.0.0.1 or localhost at its port) gets 403: a web page elsewhere cannot reach
/// the preview through a name it points here (DNS rebinding). The connections are capped per
/// client and in all (`ConnectionTable`), and each head must come whole within seconds
/// (`HTTPConnection`), so slow or many clients cannot stop it answering.
///
/// Why its own server: the one in Debian it used (libmicrohttpd) links only with GnuTLS, and
/// the preview needs a few hundred lines of what a server does (docs/architecture.md).
final class PreviewServer: Sendable {
    let site: PreviewSite
    /// What answers `/try`; nil: 404, as any page the server does not have.
    let tryIt: PreviewTry?
    /// The port it listens on (the one the system picked when asked for 0).
    let port: UInt16
    private let listener: Int32
    /// A pipe whose write end wakes the accepting thread to stop.
    private let wake: (reader: Int32, writer: Int32)
    private let table: ConnectionTable
    private let acceptor = Mutex<ServerThread?>(nil)
    private let stopped = Atomic<Bool>(false)

    /// Starts listening on 127.0.0.1:`port` (0: a free port); a message saying why it cannot.
    init(
        port: UInt16, site: PreviewSite, tryIt: PreviewTry? = nil, limits: ConnectionTable.Limits = .init()
    ) throws(PreviewError) {
        self.site = site
        self.tryIt = tryIt
        table = ConnectionTable(limits: limits)
        (listener, self.port) = try Self.listen(on: port)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            Glibc.close(listener)
            throw PreviewError("cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        wake = (ends[0], ends[1])
        ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        let started = ServerThread.start { [self] in acceptConnections() }
        guard let started else {
            [listener, wake.reader, wake.writer].forEach { _ = Glibc.close($0) }
            throw PreviewError("cannot start the server's thread")
        }
        acceptor.withLock { $0 = started }
    }

    /// A listening socket on 127.0.0.1:`port` and the port it got.
    private static func listen(on port: UInt16) throws(PreviewError) -> (Int32, UInt16) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var reuse: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && Glibc.listen(socket, 128) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard socket >= 0, bound else {
            let reason = String(cString: strerror(errno))
            if socket >= 0 { Glibc.close(socket) }
            throw PreviewError("cannot listen on 127.0.0.1:\(port): \(reason) (another --port?)")
        }
        return (socket, UInt16(bigEndian: address.sin_port))
    }

    /// Ends the event streams, stops accepting, drops every connection and waits for their threads.
    func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        site.stop()
        var byte: UInt8 = 1
        _ = Glibc.write(wake.writer, &byte, 1)
        acceptor.withLock { $0 }?.join()
        table.closeAndDrain()
        [listener, wake.reader, wake.writer].forEach { _ = Glibc.close($0) }
    }

    /// How many connections hold a place now (for tests).
    var openConnections: Int { table.count }

    private func acceptConnections() {
        while true {
            var pollers = [
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake.reader, events: Int16(POLLIN), revents: 0),
            ]
            guard poll(&pollers, 2, -1) >= 0 || errno == EINTR else { return }
            if pollers[1].revents != 0 { return }
            if pollers[0].revents != 0 { acceptOne() }
        }
    }

    private func acceptOne() {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let socket = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(listener, $0, &length) }
        }
        guard socket >= 0 else {
            // Out of descriptors: give the connections a moment to end rather than spin.
            if errno == EMFILE || errno == ENFILE { usleep(20_000) }
            return
        }
        // (Glibc's accept4 is not visible to Swift; a gallery child started in the instant between
        // may inherit the socket, and closes it when it ends.)
        _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
        let connection = HTTPConnection(socket: socket)
        connection.limitWrites()
        guard let id = table.admit(socket, client: address.sin_addr.s_addr) else {
            connection.send(HTTPRefusal(503, "the preview has too many connections open"))
            connection.close()
            return
        }
        let thread = ServerThread.start(detached: true) { [self] in
            serve(connection, id: id)
            table.leave(id)
            connection.close()
        }
        if thread == nil {
            table.leave(id)
            connection.close()
        }
    }

    private func serve(_ connection: HTTPConnection, id: Int) {
        guard let read = connection.readHead(within: table.limits.headSeconds) else { return }
        table.answered(id)
        switch read {
        case .failure(let refusal):
            connection.send(refusal)
        case .success(let head):
            respond(to: head, on: connection)
        }
    }

    /// The hosts a browser on this machine names this server by.
    var ownHosts: Set<String> { ["127.0.0.1:\(port)", "localhost:\(port)"] }

    /// Refuses a request whose Host is not exactly one of `ownHosts`, then routes it.
    func route(_ head: HTTPRequestHead) -> Result<Route, HTTPRefusal> {
        let hosts = head.values("host")
        guard hosts.count == 1 else { return .failure(HTTPRefusal(400, "a request names exactly one Host")) }
        guard ownHosts.contains(hosts[0].lowercased()) else {
            return .failure(HTTPRefusal(403, "masthead preview answers 127.0.0.1 only"))
        }
        guard head.method == "GET" || head.method == "HEAD" else { return .failure(HTTPRefusal(405, "GET only")) }
        switch head.path {
        case "/", "/index.html": return .success(.page)
        case "/events": return .success(.events)
        case "/try" where tryIt != nil:
            guard head.values("x-masthead-preview") == ["try"] else {
                return .failure(HTTPRefusal(403, "/try answers the gallery's own page only"))
            }
            return .success(.tryInputs(head.query))
        default: return .failure(HTTPRefusal(404, "no such page: \(head.path)"))
        }
    }

    enum Route: Equatable {
        case page
        case events
        case tryInputs(String)
    }

    private func respond(to head: HTTPRequestHead, on connection: HTTPConnection) {
        switch route(head) {
        case .failure(let refusal):
            connection.send(refusal)
        case .success(.page):
            connection.send(200, "text/html; charset=utf-8", site.current.page, headOnly: head.method == "HEAD")
        case .success(.events):
            EventStream(site: site).run(on: connection, headOnly: head.method == "HEAD")
        case .success(.tryInputs(let query)):
            switch tryIt?.answer(query: query) ?? .failure(HTTPRefusal(404, "no such page: /try")) {
            case .failure(let refusal):
                connection.send(refusal)
            case .success(let answer):
                connection.send(
                    200, "application/json; charset=utf-8", Array(answer.json.utf8), headOnly: head.method == "HEAD")
            }
        }
    }
}

/// Why the preview cannot go on: a port taken, a folder that cannot be made.
package struct PreviewError: Error, CustomStringConvertible {
    package let description: String
    init(_ description: String) { self.description = description }
}
