import MastheadLua
import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// The whole of a cut failure is kept, and only while the last run cut it.
@Suite struct FailureArtifactsReporterTests {
    @Test func aCutFailureIsKeptWholeAndItsFileGoesWhenTheNextRunNeedsNoCut() throws {
        let scratch = try ScratchDirectory(prefix: "failure-artifacts")
        defer { scratch.remove() }
        let reporter = FailureArtifactsReporter(root: scratch.path, sources: SourceCache())
        let long = String(repeating: "m", count: 10_000)
        var result = ResultFixture.result(ScenarioFailure(kind: .error, message: long), output: ["said"])
        reporter.scenarioFinished(result)
        let path = scratch.path + "/failures/Scenarios/home.lua/long-one.txt"
        let text = try ScratchDirectory.readText(path)
        #expect(text.hasPrefix("Scenarios/home.lua › long one\n\n\(long)\n"))
        #expect(text.hasSuffix("\nprinted:\nsaid\n"))
        result.outcome.failure = ScenarioFailure(kind: .error, message: "short now")
        reporter.scenarioFinished(result)
        #expect(scratch.files().isEmpty, "\(scratch.files())")
    }

    /// A reporter asks once per file whether its folder exists; a later run's still removes
    /// what an earlier run kept, and one that writes there sees its own folder.
    @Test func aLaterRunRemovesWhatAnEarlierOneKept() throws {
        let scratch = try ScratchDirectory(prefix: "failure-artifacts")
        defer { scratch.remove() }
        let long = ScenarioFailure(kind: .error, message: String(repeating: "m", count: 10_000))
        var result = ResultFixture.result(long, output: [])
        FailureArtifactsReporter(root: scratch.path, sources: SourceCache()).scenarioFinished(result)
        #expect(scratch.files().count == 1)

        let later = FailureArtifactsReporter(root: scratch.path, sources: SourceCache())
        var other = result
        other.file = "Scenarios/elsewhere.lua"
        other.outcome.failure = nil
        later.scenarioFinished(other)
        result.outcome.failure = nil
        later.scenarioFinished(result)
        #expect(scratch.files().isEmpty, "\(scratch.files())")
        other.file = "Scenarios/third.lua"
        later.scenarioFinished(other)
        other.outcome.failure = long
        later.scenarioFinished(other)
        #expect(scratch.files().count == 1)
        other.outcome.failure = nil
        later.scenarioFinished(other)
        #expect(scratch.files().isEmpty, "\(scratch.files())")
    }
}
