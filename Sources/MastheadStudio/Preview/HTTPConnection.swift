import CWorkerShim

#if canImport(Glibc)
    import Glibc
#endif

/// One connection of the preview server, on its own thread: its head read within `headSeconds`
/// of its arrival (`ConnectionTable.Limits`) and `HTTPRequestHead.limit` bytes, then one answer, then closed (`Connection:
/// close`: one request a connection keeps every thread's life one request long).
///
/// A client that sends its head slowly (a byte every few seconds, slowloris) is dropped at the
/// deadline however often it sends; a write that makes no progress for `writeSeconds` (a client
/// that stopped reading) ends the connection.
struct HTTPConnection {
    let socket: Int32

    static let writeSeconds = 30

    /// The request's head; a refusal to send (a malformed head, one too large, the deadline
    /// passed); nil when the client went away or the table dropped the connection.
    func readHead(within headSeconds: Int) -> Result<HTTPRequestHead, HTTPRefusal>? {
        let deadline = mh_monotonic_ns() + UInt64(headSeconds) * 1_000_000_000
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let end = HTTPRequestHead.end(in: received) {
                do throws(HTTPRefusal) {
                    return .success(try HTTPRequestHead(parsing: received[..<end]))
                } catch {
                    return .failure(error)
                }
            }
            if received.count > HTTPRequestHead.limit {
                return .failure(HTTPRefusal(431, "the request head is too large"))
            }
            let now = mh_monotonic_ns()
            guard now < deadline else { return .failure(HTTPRefusal(408, "the request head came too slowly")) }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min((deadline - now) / 1_000_000 + 1, 1_000_000)))
            if ready < 0 && errno != EINTR { return nil }
            if ready <= 0 { continue }
            let count = recv(socket, &chunk, chunk.count, 0)
            if count <= 0 { return nil }
            received += chunk[0..<count]
        }
    }

    /// Sends a whole answer: status line, the headers every answer has, `type` and `body` (but
    /// not the body for HEAD).
    @discardableResult
    func send(_ status: Int, _ type: String, _ body: [UInt8], headOnly: Bool = false) -> Bool {
        var head = Self.statusLine(status) + "Content-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
        head += Self.commonFields + "\r\n"
        return write(Array(head.utf8) + (headOnly ? [] : body))
    }

    /// A refusal as plain text.
    @discardableResult
    func send(_ refusal: HTTPRefusal) -> Bool {
        send(refusal.status, "text/plain; charset=utf-8", Array("\(refusal.reason)\n".utf8))
    }

    /// Fields on every answer: nothing cached, nothing sniffed, no referrer sent onwards.
    static let commonFields =
        "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\nConnection: close\r\n"

    static func statusLine(_ status: Int) -> String {
        let reasons = [
            200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
            408: "Request Timeout", 413: "Content Too Large", 421: "Misdirected Request",
            431: "Request Header Fields Too Large", 503: "Service Unavailable", 505: "HTTP Version Not Supported",
        ]
        return "HTTP/1.1 \(status) \(reasons[status] ?? "Status")\r\n"
    }

    /// Writes all of `bytes`; false once the client is gone or stopped reading.
    func write(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Sets the write timeout, so that a `send` to a client that stopped reading returns.
    func limitWrites() {
        var timeout = timeval(tv_sec: Self.writeSeconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Ends the connection: what was written is sent, then the socket closed.
    func close() {
        shutdown(socket, Int32(SHUT_WR))
        _ = Glibc.close(socket)
    }
}
