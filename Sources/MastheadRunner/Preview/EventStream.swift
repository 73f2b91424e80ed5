import CMicroHTTPD

#if canImport(Glibc)
    import Glibc
#endif

/// One page's server-sent event stream (`GET /events`), in the format `EventSource` reads:
///
/// ```
/// retry: 500                 reconnect half a second after the server went away
/// event: version             the page's version: a page showing another one reloads
/// data: 3f2a9c-4
///
/// event: building            a rebuild started
/// data: Plugins/themes/midnight.lua changed
///
/// : still here               every 15 s, so that a browser that went away is noticed
/// ```
///
/// Its reader runs on the connection's own thread (a thread per connection) and blocks on the
/// site's condition until there is news; the stream ends when the server stops.
final class EventStream {
    let site: PreviewSite
    private var cursor = PreviewSite.Cursor()
    /// Bytes told but not yet taken by libmicrohttpd (more than its buffer holds).
    private var pending: [UInt8] = Array("retry: 500\n\n".utf8)

    static let pingSeconds = 15

    init(site: PreviewSite) { self.site = site }

    static func open(on connection: OpaquePointer, site: PreviewSite) -> MHD_Result {
        let stream = Unmanaged.passRetained(EventStream(site: site)).toOpaque()
        guard let response = MHD_create_response_from_callback(UInt64.max, 4096, read, stream, release) else {
            Unmanaged<EventStream>.fromOpaque(stream).release()
            return .NO
        }
        defer { MHD_destroy_response(response) }
        MHD_add_response_header(response, "Content-Type", "text/event-stream")
        MHD_add_response_header(response, "Cache-Control", "no-store")
        return MHD_queue_response(connection, 200, response)
    }

    /// The next bytes of the stream into `buffer`; -1 once the server stops.
    func next(into buffer: UnsafeMutablePointer<CChar>, capacity: Int) -> Int {
        if pending.isEmpty {
            switch site.wait(after: &cursor, seconds: Self.pingSeconds) {
            case .stopping: return -1
            case nil: pending = Array(": still here\n\n".utf8)
            case .version(let version)?: pending = Self.event("version", version)
            case .building(let reason)?: pending = Self.event("building", reason)
            }
        }
        let count = min(capacity, pending.count)
        pending.withUnsafeBytes { bytes in
            UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress!, byteCount: count)
        }
        pending.removeFirst(count)
        return count
    }

    /// An event whose data is one line (line breaks in `data` become spaces).
    static func event(_ name: String, _ data: String) -> [UInt8] {
        let line = String(data.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
        return Array("event: \(name)\ndata: \(line)\n\n".utf8)
    }
}

private func read(
    context: UnsafeMutableRawPointer?, position: UInt64, buffer: UnsafeMutablePointer<CChar>?, capacity: Int
)
    -> Int
{
    guard let context, let buffer else { return -2 }
    return Unmanaged<EventStream>.fromOpaque(context).takeUnretainedValue().next(into: buffer, capacity: capacity)
}

private func release(context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    Unmanaged<EventStream>.fromOpaque(context).release()
}
