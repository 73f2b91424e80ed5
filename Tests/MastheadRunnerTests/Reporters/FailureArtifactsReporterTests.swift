import MastheadLua
import TestSupport
import Testing

@testable import MastheadRunner

/// The whole of a cut failure is kept, and only while the last run cut it.
@Suite struct FailureArtifactsReporterTests {
    @Test func aCutFailureIsKeptWholeAndItsFileGoesWhenTheNextRunNeedsNoCut() throws {
        let scratch = try ScratchDirectory(prefix: "failure-artifacts")
        defer { scratch.remove() }
        let reporter = FailureArtifactsReporter(root: scratch.path, sources: SourceCache())
        let long = String(repeating: "m", count: 10_000)
        var result = ReportCapTests.result(ScenarioFailure(kind: .error, message: long), output: ["said"])
        reporter.scenarioFinished(result)
        let path = scratch.path + "/failures/Scenarios/home.lua/long-one.txt"
        let text = try ScratchDirectory.readText(path)
        #expect(text.hasPrefix("Scenarios/home.lua › long one\n\n\(long)\n"))
        #expect(text.hasSuffix("\nprinted:\nsaid\n"))
        result.outcome.failure = ScenarioFailure(kind: .error, message: "short now")
        reporter.scenarioFinished(result)
        #expect(scratch.files().isEmpty, "\(scratch.files())")
    }
}
