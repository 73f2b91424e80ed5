import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// A traced scenario whose snapshot fails gets its pictures compared on its trace page, above
/// the failure's text, even without an HTML report (tracing alone keeps the pictures).
@Suite struct TracePageTests {
    static func suite(unread: Int) -> [String: String] {
        [
            "snap.lua": """
            scenario("three unread", function()
              local h = greeting_header { profile = profile.sample, unread = \(unread) }
              expect(h):to_match_snapshot("header")
            end)
            """
        ]
    }

    @Test func aFailedSnapshotIsComparedOnItsTracePage() throws {
        let fixture = try SuiteFixture(files: Self.suite(unread: 3))
        defer { fixture.remove() }
        _ = try fixture.run()
        for (name, text) in Self.suite(unread: 12) { try fixture.write(name, text) }
        let traces = fixture.root + "/traces"
        _ = try fixture.run(["--trace", "on", "--trace-dir", traces])
        let page = try #require(
            fixture.read(TraceFiles.path(file: fixture.suite + "/snap.lua", scenario: "three unread", under: traces)))
        let compare = try #require(page.firstRange(of: "data-testid=\"snapshot-compare\""))
        let failure = try #require(page.firstRange(of: "<pre id=\"failure\""))
        #expect(compare.lowerBound < failure.lowerBound)
        #expect(page.contains("<h3 class=\"compare-title\">snapshot \"header\" mismatched</h3>"))
        #expect(page.contains("<rect class=\"now\" data-element=\"badge\""))
        #expect(page.ranges(of: "<img ").count == 3, "the trace's own picture and the two compared")
        #expect(page.contains(SnapshotCompare.script))
    }
}
