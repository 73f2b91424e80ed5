import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// A traced run writes the trace folder's index and says where it is; the index links every page
/// it kept, failed first; a run that traces nothing says nothing of traces.
@Suite struct TraceNoteReporterTests {
    @Test func aTracedRunNamesItsIndexWhichLinksTheFailedPage() throws {
        let traced = try TracedRun(["--trace", "retain-on-failure"])
        defer { traced.folder.remove() }
        let failed = try #require(traced.pages.first)
        #expect(
            traced.result.errors.contains("Traces: traces/index.html (1 failed; 1 page)\n"), "\(traced.result.errors)")
        let index = try ScratchDirectory.readText(traced.folder.path + "/traces/index.html")
        let link = String(failed.dropFirst(traced.folder.path.count + "/traces/".count))
        #expect(index.contains("<a href=\"\(link)\">"), "\(index)")
        #expect(index.contains("<h1>Traces: 1 trace, 1 failed</h1>"))
        #expect(
            index.contains("expected \\\"6\\\", got \\\"5\\\"") || index.contains("expected &quot;6&quot;"), "\(index)")
        let untraced = try TracedRun([])
        defer { untraced.folder.remove() }
        #expect(!untraced.result.errors.contains("Traces:"))
    }

    @Test func aTracedRunThatKeptNothingSaysSoInItsIndexAndNothingOnTheTerminal() throws {
        let folder = try ScratchDirectory(prefix: "masthead-trace")
        defer { folder.remove() }
        _ = try folder.write("ok.lua", "scenario(\"passes\", function() expect(1):to_be(1) end)\n")
        let run = try ChildProcess.run(
            TestPackage.masthead, ["run", "ok.lua", "--trace", "retain-on-failure", "--trace-dir", "traces"],
            directory: folder.path, timeout: 120)
        #expect(run.status == 0 && !run.errors.contains("Traces:"), "\(run.errors)")
        let index = try ScratchDirectory.readText(folder.path + "/traces/index.html")
        #expect(index.contains("No trace kept: nothing failed."))
    }
}
