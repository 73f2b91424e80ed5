import MastheadLua
import RunnerTestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// What reports show of long failures, and what they say they left out.
@Suite struct ReportCapTests {
    @Test func anOrdinaryResultIsShownAsItIs() {
        let result = ResultFixture.result(
            ScenarioFailure(kind: .assertion, message: "expected 2, got 1", expected: "2", actual: "1"),
            output: ["hello"], steps: ["tap(\"bell\")"])
        #expect(!ReportCap.leavesOut(result))
        #expect(ReportCap.capped(result).outcome.failure == result.outcome.failure)
    }

    @Test func aHugeMessageIsCutAtACharacterAndSaysWhereTheWholeIs() throws {
        let message = String(repeating: "é", count: 3_000) // 6,000 bytes
        let shown = try #require(
            ReportCap.capped(ResultFixture.result(ScenarioFailure(kind: .error, message: message))).outcome.failure)
        #expect(
            shown.message
                == String(repeating: "é", count: 2_048)
                + " … 1,904 more bytes left out (the whole is in the artifacts folder: failures/Scenarios/home.lua/long-one.txt)"
        )
    }

    @Test func aLongDiffKeepsWholeLinesUpToItsBounds() throws {
        let diff = (["--- expected", "+++ actual"] + (1...1_000).map { "-line \($0)" }).joined(separator: "\n")
        let failure = ScenarioFailure(kind: .assertion, message: "differ", diff: diff)
        let shown = try #require(ReportCap.capped(ResultFixture.result(failure)).outcome.failure?.diff)
        let lines = shown.split(separator: "\n")
        #expect(lines.count == ReportCap.diffLines + 1)
        #expect(lines[ReportCap.diffLines - 1] == "-line \(ReportCap.diffLines - 2)")
        #expect(lines.last?.hasPrefix("… 602 more lines (") == true, "\(lines.last ?? "")")
    }

    @Test func outputAndStepsAreBoundedInAll() {
        let output = Array(repeating: String(repeating: "o", count: 10_000), count: 100)
        let steps = (1...5_000).map { "scroll(\($0))" }
        let shown = ReportCap.capped(ResultFixture.result(nil, output: output, steps: steps)).outcome
        #expect(shown.output.reduce(0) { $0 + $1.utf8.count } < ReportCap.outputBytes + 4_096)
        #expect(shown.output.first?.hasPrefix(String(repeating: "o", count: 4_096) + " … 5,904 more bytes") == true)
        #expect(shown.output.last?.contains("more bytes of output left out") == true)
        #expect(shown.steps.count == ReportCap.steps + 1)
        #expect(shown.steps.last?.hasPrefix("… 4,000 more steps left out") == true)
    }

    @Test func namesTagsAndDrawnNamesAreCutAndTheWholeIsKept() throws {
        let name = String(repeating: "n", count: 5_000)
        var report = PropertyReport(seed: 1, runs: 1)
        report.drawn = [
            .init(position: 1, name: name, call: "any.integer(0, 5, \"\(name)\")", value: "3", line: 2)
        ]
        let result = ScenarioResult(
            index: 0, file: "Scenarios/home.lua",
            info: ScenarioInfo(name: name, tags: [name], line: 3, isProperty: true),
            outcome: ScenarioOutcome(property: report), duration: 0)
        #expect(ReportCap.leavesOut(result))
        let shown = ReportCap.capped(result)
        let cut = String(repeating: "n", count: ReportCap.nameBytes) + " … 3,976 more bytes left out"
        #expect(shown.info.name.hasPrefix(cut) && shown.info.name.utf8.count < 1_200, "\(shown.info.name)")
        #expect(ReportCap.name(of: result) == shown.info.name)
        #expect(shown.info.tags[0] == shown.info.name)
        let draw = try #require(shown.outcome.property?.drawn.first)
        #expect(draw.name == shown.info.name)
        #expect(draw.call.utf8.count < 1_200 && draw.value == "3")
        #expect(ReportCap.capped(ResultFixture.result(nil)).info.name == "long one")
    }

    @Test func aFileThatDidNotLoadHasItsOwnArtifact() {
        let problem = LoadProblem(
            file: "/abs/Scenarios/x.lua",
            failure: ScenarioFailure(kind: .load, message: String(repeating: "x", count: 5_000)))
        #expect(
            ReportCap.capped(problem).failure.message.hasSuffix("failures/abs/Scenarios/x.lua/file-did-not-load.txt)"))
        #expect(ReportCap.grouped(16_777_216) == "16,777,216" && ReportCap.grouped(999) == "999")
    }
}
