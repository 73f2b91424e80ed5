import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

#if canImport(Glibc)
    import Glibc
#endif

/// `masthead preview` through the binary, read with a bare HTTP client: the page comes, a plugin
/// that hangs is stopped and named on the page while the server goes on, and Ctrl-C ends it.
@Suite struct PreviewSessionTests {
    @Test func aHangingPluginNeverStopsTheServer() throws {
        let directory = try ScratchDirectory(prefix: "masthead-preview")
        defer { directory.remove() }
        try directory.write(
            "Plugins/themes/plain.lua", "return theme { name = \"plain\", colors = { accent = \"#123456\" } }\n")
        let child = try ChildProcess(
            TestPackage.masthead, ["preview", "--port", "0", "--text-sizes", "L"], directory: directory.path,
            environment: ["MASTHEAD_WATCH": "poll"])
        #expect(child.waitUntil { output, _ in output.contains("Watching Plugins (polling)") })
        let port = try #require(
            child.outputSoFar.firstMatch(of: #/127\.0\.0\.1:(\d+)/#).flatMap { UInt16($0.output.1) })
        func page() throws -> String { try LoopbackHTTP.get(port: port, "/").body }
        /// The page once `condition` holds of it, or the last one after `timeout` seconds.
        func page(within timeout: Double, where condition: (String) -> Bool) throws -> String {
            let deadline = ChildProcess.now() + timeout
            var last = try page()
            while !condition(last) && ChildProcess.now() < deadline {
                usleep(100_000)
                last = try page()
            }
            return last
        }
        #expect(try page().contains("data-theme=\"plain\""))
        #expect(try page().contains("data-testid=\"live\""))

        try directory.write("Plugins/themes/hang.lua", "while true do end\n")
        let broken = try page(within: 60) { $0.contains("data-testid=\"problem\"") }
        #expect(broken.contains("data-file=\"Plugins/themes/hang.lua\""))
        #expect(broken.contains("limit exceeded"))
        #expect(broken.contains("data-theme=\"plain\""), "the other plugins still show")

        unlink(directory.path + "/Plugins/themes/hang.lua")
        let fixed = try page(within: 60) { !$0.contains("data-testid=\"problem\"") }
        #expect(!fixed.contains("data-testid=\"problem\"") && fixed.contains("data-theme=\"plain\""))

        child.send(SIGINT)
        let result = try child.wait(timeout: 20)
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("masthead: preview stopped\n"))
    }

    @Test func aTakenPortIsAUsageError() throws {
        let site = PreviewSite(instance: "taken")
        let server = try PreviewServer(port: 0, site: site)
        defer { server.stop() }
        let result = try ChildProcess.run(
            TestPackage.masthead, ["preview", "--port", String(server.port)], timeout: 30)
        #expect(result.status == 2)
        #expect(result.errors.contains("masthead preview: cannot listen on 127.0.0.1:\(server.port)"))
    }
}
