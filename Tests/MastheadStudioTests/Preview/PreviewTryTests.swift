import TestSupport
import Testing

@testable import MastheadCLI
@testable import MastheadRunning
@testable import MastheadStudio

#if canImport(Glibc)
    import Glibc
#endif

/// `GET /try`: the inputs drawn by `masthead render` children (the binary beside the tests), the
/// problems named, and the route asked for only by the gallery's own page.
@Suite struct PreviewTryTests {
    private func withTry(_ body: (PreviewTry) throws -> Void) throws {
        let directory = try ScratchDirectory(prefix: "masthead-preview-try")
        defer { directory.remove() }
        try body(PreviewTry(pluginArguments: [], scratch: directory.path))
    }

    @Test func theInputsComeBackAsAPictureAndAScenario() throws {
        try withTry { tryIt in
            let answer = try tryIt.answer(query: "component=greeting&name=Ana+Mar%C3%ADa&unread=12").get()
            #expect(answer.problem == nil)
            #expect(answer.svg?.hasPrefix("<svg") == true && answer.svg?.contains(">12<") == true)
            #expect(answer.scenario?.hasPrefix("scenario(\"greeting header: name=Ana María, unread=12\"") == true)
            #expect(answer.scenario?.contains(#"profile = (profile { name = "Ana María" }),"#) == true)
            #expect(answer.json.hasPrefix(#"{"svg":"<svg"#) && answer.json.hasSuffix(#","problem":null}"#))
        }
    }

    @Test func aBadInputOrAHeaderThatRefusesItIsAProblem() throws {
        try withTry { tryIt in
            let unknown = try tryIt.answer(query: "component=scope&unred=1").get()
            #expect(unknown == .init(problem: "no control unred on the scope header"))
            let refused = try tryIt.answer(query: "component=scope&chips=A,a").get()
            #expect(refused.svg == nil)
            #expect(refused.problem == #"scope_header: field 'chips': has the id "a" twice"#)
        }
    }

    @Test func aChangePlayedComesBackAsAFilmAndAScenario() throws {
        try withTry { tryIt in
            let answer = try tryIt.answer(query: "component=greeting&unread=0&play=notify").get()
            #expect(answer.problem == nil && answer.svg == nil)
            let film = try JSONReader.parse(try #require(answer.film))
            #expect(film["format"]?.stringValue == "masthead-film")
            #expect(film["frames"]?.arrayValue.count ?? 0 > 5)
            #expect(answer.json.hasPrefix(#"{"svg":null,"scenario":"#))
            #expect(answer.json.contains(#","problem":null,"film":{"format""#))
            let scenario = try #require(answer.scenario)
            #expect(scenario.contains("h:notify(1)") && scenario.contains("h:settle()"), "\(scenario)")
            #expect(scenario.contains("expect(h:text()):to_be(") && scenario.contains("expect(h:voiceover())"))
            let other = try tryIt.answer(query: "component=greeting&unread=0&play=notify").get()
            #expect(other.film == answer.film, "the same request gives the same frames")
            let wrong = try tryIt.answer(query: "component=greeting&play=chip").get()
            #expect(wrong == .init(problem: "no change chip to play on the greeting header (one of notify, scroll)"))
            let loading = try tryIt.answer(query: "component=scope&chips=loading&play=chip").get()
            #expect(loading == .init(problem: "no chip to toggle while the chips are loading"))
        }
    }

    @Test func aQueryThatIsNotInputsIsRefused() throws {
        try withTry { tryIt in
            #expect(
                tryIt.answer(query: "unread=1") == .failure(HTTPRefusal(400, "component=greeting or component=scope")))
            #expect(
                tryIt.answer(query: "component=greeting&unread=1&unread=2")
                    == .failure(HTTPRefusal(400, "unread is given twice")))
            #expect(
                tryIt.answer(query: "component=%FF")
                    == .failure(HTTPRefusal(400, "the query is not name=value pairs of UTF-8")))
        }
    }

    @Test func onlyTheGallerysOwnPageMayAsk() throws {
        let directory = try ScratchDirectory(prefix: "masthead-preview-try")
        defer { directory.remove() }
        let site = PreviewSite(instance: "test")
        site.publish("<html></html>")
        let server = try PreviewServer(
            port: 0, site: site, tryIt: PreviewTry(pluginArguments: [], scratch: directory.path))
        defer { server.stop() }
        let plain = try LoopbackHTTP.get(port: server.port, "/try?component=greeting")
        #expect(plain.status == 403)
        let head = "GET /try?component=greeting&unread=4 HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
        let asked = try LoopbackHTTP.send(
            port: server.port, Array((head + "X-Masthead-Preview: try\r\nConnection: close\r\n\r\n").utf8))
        #expect(asked.status == 200)
        #expect(asked.head.contains("Content-Type: application/json; charset=utf-8"))
        #expect(asked.body.contains(#""problem":null"#) && asked.body.contains(">4<"))
        let withoutTry = try PreviewServer(port: 0, site: site)
        defer { withoutTry.stop() }
        #expect(try LoopbackHTTP.get(port: withoutTry.port, "/try?component=greeting").status == 404)
    }
}
