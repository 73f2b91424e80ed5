import TestSupport
import Testing

@testable import MastheadRunner

/// A traced run says where its pages went, naming the first failed scenario's page; a run that
/// traces nothing says nothing of traces.
@Suite struct TraceNoteReporterTests {
    @Test func aTracedRunNamesTheFirstFailedPageAndTheFolder() throws {
        let traced = try TracedRun(["--trace", "retain-on-failure"])
        defer { traced.folder.remove() }
        let failed = try #require(traced.pages.first)
        let relative = String(failed.dropFirst(traced.folder.path.count + 1))
        #expect(
            traced.result.errors.contains("Traces: \(relative) (1 failed; 1 page in traces)\n"),
            "\(traced.result.errors)")
        let untraced = try TracedRun([])
        defer { untraced.folder.remove() }
        #expect(!untraced.result.errors.contains("Traces:"))
    }
}
