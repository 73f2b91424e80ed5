import TestSupport
import Testing

@testable import MastheadRunning
@testable import MastheadStudio

/// A trace page keeps each distinct line once: pictures that differ in a line share the rest,
/// and every one joins back to its exact text.
@Suite struct TraceLinePoolTests {
    @Test func picturesShareTheirLinesAndJoinBackExactly() {
        var pool = TraceLinePool()
        let first = "<svg>\n<g id=\"bell\"/>\n</svg>"
        let second = "<svg>\n<g id=\"badge\"/>\n</svg>"
        #expect(pool.encode(first) == [0, 1, 2])
        #expect(pool.encode(second) == [0, 3, 2])
        #expect(pool.encode("") == [4], "an empty text is one empty line")
        #expect(pool.encode("\n") == [4, 4])
        #expect(TraceLinePool.decode([0, 3, 2], lines: pool.lines) == second)
        #expect(TraceLinePool.decode([4, 4], lines: pool.lines) == "\n")
        #expect(TraceLinePool.decode([9], lines: pool.lines) == nil, "an index out of the pool is no text")
    }

    /// The measure: a 300-step trace was 30 MB (15 MB of it frames never lived through,
    /// the rest whole pictures); now at most 3 MB, and it reads back as the pictures it drew.
    @Test func aThreeHundredStepTraceIsAtMostThreeMegabytes() throws {
        let folder = try ScratchDirectory(prefix: "masthead-long-trace")
        defer { folder.remove() }
        let run = try ChildProcess.run(
            TestPackage.masthead, ["run", TestPackage.fixture("long-trace"), "--trace", "on", "--trace-dir", "traces"],
            directory: folder.path,
            timeout: 300)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let page = try #require(TracedRun.pages(under: folder.path + "/traces").first)
        let size = try ScratchDirectory.readText(page).utf8.count
        #expect(size <= 3 << 20, "\(size) bytes")
        let trace = try TraceReader.read(page)
        #expect(trace.steps.count == 301)
        let pictures = trace.pooled("pictures")
        #expect(pictures.allSatisfy { $0.hasPrefix("<svg") && $0.contains("</svg>") })
        let pooled = (trace.data["lines"]?.arrayValue ?? []).reduce(0) { $0 + ($1.stringValue?.utf8.count ?? 0) }
        let whole = (pictures + trace.pooled("texts") + trace.pooled("trees")).reduce(0) { $0 + $1.utf8.count }
        #expect(pooled * 5 < whole, "most lines are shared: \(pooled) bytes of lines for \(whole) of pictures")
    }
}
