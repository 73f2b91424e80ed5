#if canImport(Glibc)
    import Glibc
#endif

/// A bare HTTP/1.1 client for 127.0.0.1, for tests of the preview server: one request a
/// connection, the answer read until the server closes it or `until` finds what it waits for, or
/// `timeout` seconds pass (so a server that never answers fails the test, never hangs it).
package enum LoopbackHTTP {
    package struct Answer: Sendable {
        package var status: Int
        /// Everything after the blank line that ends the headers (chunked encoding left as sent).
        package var body: String
        package var head: String
    }

    package static func get(
        port: UInt16, _ path: String, method: String = "GET", host: String? = nil, timeout: Double = 10,
        until: ((String) -> Bool)? = nil
    ) throws -> Answer {
        let request = "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n"
        return try send(port: port, Array(request.utf8), timeout: timeout, until: until)
    }

    /// `request` as it is, byte for byte, and the answer.
    package static func send(
        port: UInt16, _ request: [UInt8], timeout: Double = 10, until: ((String) -> Bool)? = nil
    ) throws -> Answer {
        let socket = try connect(port: port)
        defer { close(socket) }
        _ = request.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        let text = String(decoding: receive(socket, timeout: timeout, until: until), as: UTF8.self)
        guard let end = text.firstRange(of: "\r\n\r\n") else { throw SupportError("no answer: \(text)") }
        let head = String(text[..<end.lowerBound])
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        return Answer(status: status, body: String(text[end.upperBound...]), head: head)
    }

    /// A connected socket to 127.0.0.1:`port`, for a test to hold open and write to slowly.
    package static func connect(port: UInt16) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw SupportError("socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            throw SupportError("connect to 127.0.0.1:\(port): \(errno)")
        }
        return socket
    }

    /// What `socket` receives until the peer closes it, `until` is satisfied or `timeout` passes.
    package static func receive(_ socket: Int32, timeout: Double, until: ((String) -> Bool)? = nil) -> [UInt8] {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        let deadline = ChildProcess.now() + timeout
        while ChildProcess.now() < deadline {
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) >= 0 else { break }
            if poller.revents == 0 { continue }
            let count = recv(socket, &chunk, chunk.count, 0)
            if count <= 0 { break }
            received += chunk[0..<count]
            if let until, until(String(decoding: received, as: UTF8.self)) { break }
        }
        return received
    }
}
