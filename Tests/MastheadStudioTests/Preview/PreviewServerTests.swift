import TestSupport
import Testing

@testable import MastheadStudio

#if canImport(Glibc)
    import Glibc
#endif

/// The server on a free port of 127.0.0.1, in this process: the page, the event stream and its
/// news, and what it refuses.
@Suite(.serialized) struct PreviewServerTests {
    func withServer(_ body: (PreviewServer) throws -> Void) throws {
        let site = PreviewSite(instance: "test")
        site.publish("<html><body>first</body></html>")
        let server = try PreviewServer(port: 0, site: site)
        defer { server.stop() }
        #expect(server.port > 0)
        try body(server)
    }

    @Test func servesThePage() throws {
        try withServer { (server: PreviewServer) throws in
            let answer = try LoopbackHTTP.get(port: server.port, "/")
            #expect(answer.status == 200)
            #expect(answer.head.contains("Content-Type: text/html; charset=utf-8"))
            #expect(answer.head.contains("Cache-Control: no-store"))
            #expect(answer.body == "<html><body>first</body></html>")
            #expect(try LoopbackHTTP.get(port: server.port, "/index.html").body.contains("first"))
            #expect(try LoopbackHTTP.get(port: server.port, "/", host: "localhost:\(server.port)").status == 200)
        }
    }

    @Test func refusesOtherHostsPathsAndMethods() throws {
        try withServer { (server: PreviewServer) throws in
            #expect(try LoopbackHTTP.get(port: server.port, "/", host: "evil.example:\(server.port)").status == 403)
            #expect(try LoopbackHTTP.get(port: server.port, "/", host: "127.0.0.1:1").status == 403)
            #expect(try LoopbackHTTP.get(port: server.port, "/etc/passwd").status == 404)
            #expect(try LoopbackHTTP.get(port: server.port, "/", method: "POST").status == 405)
        }
    }

    /// A stream says the version at once, then each rebuild and each new version as they come.
    @Test func theEventStreamTellsTheNews() throws {
        try withServer { (server: PreviewServer) throws in
            let publisher = TestThread {
                Self.waitForAStream(on: server.site)
                server.site.startBuilding("Plugins/themes/a.lua changed")
                Self.waitForAStream(on: server.site)
                server.site.publish("<html><body>second</body></html>")
            }
            let later = try LoopbackHTTP.get(port: server.port, "/events", timeout: 60) { $0.contains("data: test-2") }
            publisher.join()
            #expect(later.status == 200)
            #expect(later.head.contains("Content-Type: text/event-stream"))
            #expect(later.body.hasPrefix("retry: 500\n\nevent: version\ndata: test-1\n\n"), "\(later.body)")
            #expect(later.body.contains("event: building\ndata: Plugins/themes/a.lua changed\n\n"))
            #expect(later.body.contains("event: version\ndata: test-2\n\n"))
            #expect(try LoopbackHTTP.get(port: server.port, "/").body.contains("second"))
        }
    }

    /// A stream that told a version tells the next one's changed slots; one that told none tells
    /// the version.
    @Test func aFollowingStreamHearsTheChangedSlots() throws {
        try withServer { (server: PreviewServer) throws in
            let publisher = TestThread {
                Self.waitForAStream(on: server.site)
                server.site.publish(changing: [("picture:a|x", "<figure data-slot=\"picture:a|x\">\n2</figure>")]) {
                    "<html>\($0)</html>"
                }
            }
            let stream = try LoopbackHTTP.get(port: server.port, "/events", timeout: 60) {
                $0.contains("event: update") && $0.hasSuffix("\n\n")
            }
            publisher.join()
            #expect(stream.body.contains("event: version\ndata: test-1\n\n"))
            #expect(
                stream.body.contains(
                    "event: update\ndata: {\"from\":\"test-1\",\"to\":\"test-2\",\"slots\":[[\"picture:a|x\",\"<figure data-slot=\\\"picture:a|x\\\">\\n2</figure>\"]]}\n\n"
                ))
            #expect(try LoopbackHTTP.get(port: server.port, "/").body == "<html>test-2</html>")
            let late = try LoopbackHTTP.get(port: server.port, "/events", timeout: 60) { $0.contains("data: test-2") }
            #expect(!late.body.contains("event: update"))
        }
    }

    /// Stopping ends every open stream (the server's threads are joined, nothing hangs).
    @Test func stoppingEndsTheStreams() throws {
        let site = PreviewSite(instance: "stop")
        site.publish("page")
        let server = try PreviewServer(port: 0, site: site)
        let port = server.port
        let stopper = TestThread {
            Self.waitForAStream(on: site)
            server.stop()
        }
        let started = ChildProcess.now()
        let answer = try LoopbackHTTP.get(port: port, "/events", timeout: 120)
        stopper.join()
        #expect(answer.body.contains("data: stop-1"))
        // Only a stream the stop did not end waits out the safety timeout.
        #expect(ChildProcess.now() - started < 110, "the stream ended when the server stopped")
    }

    @Test func aTakenPortIsAClearError() throws {
        try withServer { (server: PreviewServer) throws in
            #expect(throws: PreviewError.self) {
                try PreviewServer(port: server.port, site: PreviewSite(instance: "b"))
            }
        }
    }
}

/// A thread for a test, running `body` from the start; `join` waits for it. (The preview's
/// streams block a thread, as the server's connection threads do, so the tests use threads.)
struct TestThread: Sendable {
    /// The body, handed to the new thread through its one pointer argument.
    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    private let handle: pthread_t

    init(_ body: @escaping @Sendable () -> Void) {
        var handle = pthread_t()
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        pthread_create(
            &handle, nil,
            { pointer in
                Unmanaged<Body>.fromOpaque(pointer!).takeRetainedValue().run()
                return nil
            }, box)
        self.handle = handle
    }

    func join() { pthread_join(handle, nil) }
}

extension PreviewServerTests {
    /// Returns once a stream on `site` has told all the news and listens for more, or after a
    /// minute: news published earlier could reach a stream not yet connected, or two pieces of
    /// news be told as one, however long the machine takes.
    static func waitForAStream(on site: PreviewSite) {
        for _ in 0..<6_000 where !site.aStreamIsUpToDate { usleep(10_000) }
    }
}
