import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// The preview's request heads: what a browser sends is read, anything odd is refused with the
/// status that says why.
@Suite struct HTTPRequestHeadTests {
    func parse(_ text: String) throws(HTTPRefusal) -> HTTPRequestHead {
        try HTTPRequestHead(parsing: Array(text.utf8)[...])
    }

    func refusal(_ text: String) -> Int? {
        do throws(HTTPRefusal) {
            _ = try parse(text)
            return nil
        } catch {
            return error.status
        }
    }

    @Test func aBrowsersRequestIsRead() throws {
        let head = try parse("GET /events?x=1 HTTP/1.1\r\nHost: 127.0.0.1:4545\r\nAccept:  text/event-stream \r\n\r\n")
        #expect(head.method == "GET")
        #expect(head.path == "/events")
        #expect(head.values("host") == ["127.0.0.1:4545"])
        #expect(head.values("accept") == ["text/event-stream"])
        #expect(try parse("GET / HTTP/1.0\r\nHOST: a\r\nhost: b\r\n\r\n").values("host") == ["a", "b"])
    }

    @Test func theHeadEndsAtItsBlankLine() {
        #expect(HTTPRequestHead.end(in: Array("GET / HTTP/1.1\r\nHost: a\r\n".utf8)) == nil)
        #expect(HTTPRequestHead.end(in: Array("GET / HTTP/1.1\r\n\r\nrest".utf8)) == 18)
    }

    @Test func oddHeadsAreRefused() {
        #expect(refusal("GET http://evil.example/ HTTP/1.1\r\n\r\n") == 400)
        #expect(refusal("GET * HTTP/1.1\r\n\r\n") == 400)
        #expect(refusal("GET  / HTTP/1.1\r\n\r\n") == 400)
        #expect(refusal("G(T / HTTP/1.1\r\n\r\n") == 400)
        #expect(refusal("GET / HTTP/2.0\r\n\r\n") == 505)
        #expect(refusal("GET / HTTP/1.1\r\nHost : a\r\n\r\n") == 400)
        #expect(refusal("GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n") == 400)
        #expect(refusal("GET / HTTP/1.1\r\nHost: a\nX: b\r\n\r\n") == 400)
        #expect(refusal("GET / HTTP/1.1\r\nNo colon\r\n\r\n") == 400)
        #expect(refusal("GET / HTTP/1.1\r\nContent-Length: 5\r\n\r\n") == 413)
        #expect(refusal("GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n") == 413)
        #expect(refusal("GET / HTTP/1.1\r\nContent-Length: 0\r\n\r\n") == nil)
        #expect((try? HTTPRequestHead(parsing: [0x47, 0xFF, 13, 10, 13, 10])) == nil)
    }
}
