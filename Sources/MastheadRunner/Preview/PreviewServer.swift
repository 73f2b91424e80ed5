import CHTTPShim
import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The HTTP side of `masthead preview`, on GNU libmicrohttpd: 127.0.0.1 only, a thread per
/// connection, three answers:
///
/// - `GET /` (and `/index.html`): the current page (`PreviewSite`);
/// - `GET /events`: a server-sent event stream (`EventStream`) telling the page of each new
///   version, so that it reloads, and of each rebuild starting;
/// - anything else: 404; a method other than GET or HEAD: 405.
///
/// A request whose `Host` is not this server's own address (127.0.0.1 or localhost at its port)
/// gets 403: a web page elsewhere cannot reach the preview through a name it points here (DNS
/// rebinding).
final class PreviewServer: Sendable {
    let site: PreviewSite
    /// The port it listens on (the one the system picked when asked for 0), stored once the
    /// daemon is up; the connection threads read it for every request.
    private let listeningPort = Atomic<UInt16>(0)
    /// The daemon's address, 0 once stopped: `stop` may come from any thread, and again from
    /// `deinit`, and the one that exchanges it for 0 stops it. (An address, as an atomic of a
    /// pointer that is not `Sendable` would not be.)
    private let daemon = Atomic<UInt>(0)

    var port: UInt16 { listeningPort.load(ordering: .acquiring) }

    /// Starts listening on 127.0.0.1:`port`; a message saying why it cannot.
    init(port: UInt16, site: PreviewSite) throws(PreviewError) {
        self.site = site
        let context = Unmanaged.passUnretained(self).toOpaque()
        guard let started = mh_http_start(port, answer, context) else {
            let reason = errno == 0 ? "" : ": " + String(cString: strerror(errno))
            throw PreviewError("cannot listen on 127.0.0.1:\(port)\(reason) (another --port?)")
        }
        listeningPort.store(mh_http_port(started), ordering: .releasing)
        daemon.store(UInt(bitPattern: started), ordering: .releasing)
    }

    /// Ends the event streams, then stops listening and waits for every connection's thread.
    func stop() {
        site.stop()
        let running = OpaquePointer(bitPattern: daemon.exchange(0, ordering: .acquiringAndReleasing))
        if let running { MHD_stop_daemon(running) }
    }

    deinit { stop() }

    /// The hosts a browser on this machine names this server by.
    var ownHosts: Set<String> { ["127.0.0.1:\(port)", "localhost:\(port)"] }

    fileprivate func respond(to connection: OpaquePointer, path: String, method: String) -> MHD_Result {
        let host = MHD_lookup_connection_value(connection, .HEADER_KIND, "Host").map { String(cString: $0) }
        guard let host, ownHosts.contains(host) else {
            return Self.send(
                connection, 403, "text/plain; charset=utf-8", Array("masthead preview answers 127.0.0.1 only\n".utf8))
        }
        guard method == "GET" || method == "HEAD" else {
            return Self.send(connection, 405, "text/plain; charset=utf-8", Array("GET only\n".utf8))
        }
        switch path {
        case "/", "/index.html":
            return Self.send(connection, 200, "text/html; charset=utf-8", site.current.page)
        case "/events":
            return EventStream.open(on: connection, site: site)
        default:
            return Self.send(connection, 404, "text/plain; charset=utf-8", Array("no such page: \(path)\n".utf8))
        }
    }

    static func send(_ connection: OpaquePointer, _ status: UInt32, _ type: String, _ body: [UInt8]) -> MHD_Result {
        let response = body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(
                bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard let response else { return .NO }
        defer { MHD_destroy_response(response) }
        MHD_add_response_header(response, "Content-Type", type)
        MHD_add_response_header(response, "Cache-Control", "no-store")
        return MHD_queue_response(connection, status, response)
    }
}

/// What libmicrohttpd calls for each request: hands it to the server `context` names.
private func answer(
    context: UnsafeMutableRawPointer?, connection: OpaquePointer?, url: UnsafePointer<CChar>?,
    method: UnsafePointer<CChar>?, version: UnsafePointer<CChar>?, upload: UnsafePointer<CChar>?,
    uploadSize: UnsafeMutablePointer<Int>?, state: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let context, let connection, let url, let method else { return .NO }
    let server = Unmanaged<PreviewServer>.fromOpaque(context).takeUnretainedValue()
    return server.respond(to: connection, path: String(cString: url), method: String(cString: method))
}

/// Why the preview cannot go on: a port taken, a folder that cannot be made.
struct PreviewError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
