import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

#if canImport(Glibc)
    import Glibc
#endif

/// The real preview server on a free port of 127.0.0.1 against hostile clients (issue 30): host
/// names that are not its own, floods, slow heads, huge heads. Each case is bounded in count, and
/// in time only by generous safety timeouts (a hang fails the test; no speed is asserted).
@Suite(.serialized) struct HostileClientTests {
    func withServer(
        _ limits: ConnectionTable.Limits = .init(), _ body: (PreviewServer) throws -> Void
    ) throws {
        let site = PreviewSite(instance: "hostile")
        site.publish("<html><body>page</body></html>")
        let server = try PreviewServer(port: 0, site: site, limits: limits)
        defer { server.stop() }
        try body(server)
        // Whatever happened, it still answers, and every connection is let go.
        #expect(try LoopbackHTTP.get(port: server.port, "/", timeout: 60).status == 200)
        let deadline = ChildProcess.now() + 60
        while server.openConnections > 0 && ChildProcess.now() < deadline { usleep(10_000) }
        #expect(server.openConnections == 0)
    }

    func raw(_ server: PreviewServer, _ request: String) throws -> LoopbackHTTP.Answer {
        try LoopbackHTTP.send(port: server.port, Array(request.utf8), timeout: 60)
    }

    /// DNS rebinding: exactly one Host, and it must be this server's own name.
    @Test func onlyOneLoopbackHostIsAnswered() throws {
        try withServer { (server: PreviewServer) throws in
            let own = "127.0.0.1:\(server.port)"
            let evil = "evil.example:\(server.port)"
            #expect(try raw(server, "GET / HTTP/1.1\r\nHost: \(own)\r\nHost: \(evil)\r\n\r\n").status == 400)
            #expect(try raw(server, "GET / HTTP/1.1\r\nHost: \(evil)\r\nHost: \(own)\r\n\r\n").status == 400)
            #expect(try raw(server, "GET / HTTP/1.1\r\nHost: \(own)\r\nHost: \(own)\r\n\r\n").status == 400)
            #expect(try raw(server, "GET / HTTP/1.1\r\n\r\n").status == 400)
            #expect(try raw(server, "GET / HTTP/1.1\r\nHost: \(own), \(evil)\r\n\r\n").status == 403)
            #expect(try raw(server, "GET / HTTP/1.1\r\nHost: \(evil)\r\n\r\n").status == 403)
            #expect(try raw(server, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").status == 403)
            #expect(try raw(server, "GET http://\(evil)/ HTTP/1.1\r\nHost: \(own)\r\n\r\n").status == 400)
            #expect(try raw(server, "GET / HTTP/1.1\r\nHost: LOCALHOST:\(server.port)\r\n\r\n").status == 200)
            #expect(try raw(server, "GET /../../etc/passwd HTTP/1.1\r\nHost: \(own)\r\n\r\n").status == 404)
        }
    }

    /// Slowloris: 70 connections that send their heads a byte at a time and never finish do not
    /// keep 8 fresh requests from being answered.
    @Test func slowHeadsDoNotStopFreshRequests() throws {
        try withServer { (server: PreviewServer) throws in
            var slow: [Int32] = []
            defer { slow.forEach { close($0) } }
            for _ in 0..<70 {
                let socket = try LoopbackHTTP.connect(port: server.port)
                _ = "GET / HTTP/1.1\r\nHost: 127".withCString { send(socket, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
                slow.append(socket)
            }
            for _ in 0..<8 {
                #expect(try LoopbackHTTP.get(port: server.port, "/", timeout: 60).status == 200)
                for socket in slow { _ = send(socket, ".", 1, Int32(MSG_NOSIGNAL)) }
            }
            #expect(server.openConnections <= ConnectionTable.Limits().perClient)
        }
    }

    /// A head that never ends is answered 408 at its deadline (here 1 s), however often it sends.
    @Test func aHeadThatNeverEndsTimesOut() throws {
        try withServer(.init(headSeconds: 1)) { (server: PreviewServer) throws in
            let socket = try LoopbackHTTP.connect(port: server.port)
            defer { close(socket) }
            var answer: [UInt8] = []
            for _ in 0..<600 where answer.isEmpty {
                _ = send(socket, "X", 1, Int32(MSG_NOSIGNAL))
                answer = LoopbackHTTP.receive(socket, timeout: 0.1)
            }
            #expect(String(decoding: answer, as: UTF8.self).hasPrefix("HTTP/1.1 408 "))
        }
    }

    /// A head over the limit is refused with 431; a body with 413.
    @Test func hugeHeadsAndBodiesAreRefused() throws {
        try withServer { (server: PreviewServer) throws in
            let own = "Host: 127.0.0.1:\(server.port)\r\n"
            let huge = "GET / HTTP/1.1\r\n" + own + "X-Pad: " + String(repeating: "a", count: 100_000) + "\r\n\r\n"
            #expect(try raw(server, huge).status == 431)
            #expect(try raw(server, "POST / HTTP/1.1\r\n\(own)Content-Length: 4\r\n\r\nabcd").status == 413)
            #expect(try raw(server, "GET / HTTP/9.9\r\n\(own)\r\n").status == 505)
        }
    }

    /// A flood of connections over the cap: those past it while every place is being answered are
    /// refused with 503 at once, and the server answers again once those clients went away.
    @Test func aFloodIsRefusedThenServedAgain() throws {
        try withServer(.init(total: 8, perClient: 8)) { (server: PreviewServer) throws in
            var streams: [Int32] = []
            defer { streams.forEach { close($0) } }
            for _ in 0..<8 {
                let socket = try LoopbackHTTP.connect(port: server.port)
                let request = "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n"
                _ = request.withCString { send(socket, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
                _ = LoopbackHTTP.receive(socket, timeout: 60) { $0.contains("data: hostile-1") }
                streams.append(socket)
            }
            for _ in 0..<100 {
                #expect(try LoopbackHTTP.get(port: server.port, "/", timeout: 60).status == 503)
            }
            streams.forEach { close($0) }
            streams = []
        }
    }
}
