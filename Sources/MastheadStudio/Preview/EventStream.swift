/// One page's server-sent event stream (`GET /events`), in the format `EventSource` reads:
///
/// ```
/// retry: 500                 reconnect half a second after the server went away
/// event: version             the page's version: a page showing another one reloads
/// data: 3f2a9c-4
///
/// event: update              the slots that changed since the version before (PreviewSite)
/// data: {"from":"3f2a9c-4","to":"3f2a9c-5","slots":[["picture:…","<figure …>"]]}
///
/// event: building            a rebuild started
/// data: Plugins/themes/midnight.lua changed
///
/// : still here               every 15 s, so that a browser that went away is noticed
/// ```
///
/// It runs on the connection's own thread and blocks on the site's condition until there is
/// news; the stream ends when the server stops or the browser goes away.
struct EventStream {
    let site: PreviewSite

    static let pingSeconds = 15

    /// Writes the stream's head, then its news, until the server stops or a write fails.
    func run(on connection: HTTPConnection, headOnly: Bool) {
        let head = HTTPConnection.statusLine(200) + "Content-Type: text/event-stream\r\n" + HTTPConnection.commonFields
        guard connection.write(Array((head + "\r\n").utf8)), !headOnly else { return }
        var cursor = PreviewSite.Cursor()
        var next = Array("retry: 500\n\n".utf8)
        while connection.write(next) {
            switch site.wait(after: &cursor, seconds: Self.pingSeconds) {
            case .stopping: return
            case nil: next = Array(": still here\n\n".utf8)
            case .version(let version)?: next = Self.event("version", version)
            case .update(let change)?: next = Self.event("update", change)
            case .building(let reason)?: next = Self.event("building", reason)
            }
        }
    }

    /// An event whose data is one line (line breaks in `data` become spaces).
    static func event(_ name: String, _ data: String) -> [UInt8] {
        let line = String(data.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
        return Array("event: \(name)\ndata: \(line)\n\n".utf8)
    }
}
