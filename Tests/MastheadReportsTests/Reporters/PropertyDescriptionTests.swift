import MastheadLua
import Testing

@testable import MastheadReports
@testable import MastheadRunning

@Suite struct PropertyDescriptionTests {
    static var report: PropertyReport {
        var report = PropertyReport(seed: 2718, runs: 100)
        report.runSeed = 0
        report.runsMade = 38
        report.passedRuns = 37
        report.shrinkSteps = 14
        report.shrinkRuns = 61
        report.drawn = [
            .init(position: 1, name: "unread", call: "any.integer(0, 5000)", value: "100", line: 3),
            .init(position: 2, name: nil, call: "any.text_size()", value: "\"AX5\"", line: 4),
        ]
        report.replay = "scenario(\"p (replay, seed 2718)\", function()\n  local n = 100\nend)\n"
        report.replayNote = "checked: run on its own, it fails the same way"
        return report
    }

    @Test func aFailedPropertyReadsAsThePrettyReportPrintsIt() {
        let lines = PropertyDescription(palette: Palette(enabled: false)).lines(Self.report, file: "Scenarios/p.lua")
        #expect(
            lines == [
                "property: failed on run 38 of 100 (37 passed before it), seed 2718",
                "shrunk: 14 steps in 61 runs",
                "drawn:",
                "  1. unread = 100    any.integer(0, 5000), line 3",
                "  2. \"AX5\"    any.text_size(), line 4",
                "replay (paste at the end of Scenarios/p.lua; checked: run on its own, it fails the same way):",
                "  scenario(\"p (replay, seed 2718)\", function()",
                "    local n = 100",
                "  end)",
                "again: masthead run Scenarios/p.lua --seed 0, or seed = 2718 in the property's options",
            ])
    }

    /// A property's own seed fixes its draws whatever the run's seed: that is what repeats it.
    @Test func aPropertyWithItsOwnSeedSaysSoInsteadOfTheRunsSeed() {
        var report = Self.report
        report.runSeed = nil
        let again = PropertyDescription(palette: Palette(enabled: false)).again(report, file: "Scenarios/p.lua")
        #expect(again == "again: masthead run Scenarios/p.lua (its own seed = 2718 fixes its draws)")
    }

    @Test func aRememberedUnshrunkCaseWithoutAReplaySaysSo() {
        var report = Self.report
        report.remembered = true
        report.shrinkRuns = 0
        report.shrinkSteps = 0
        report.shrinkStopped = "the limit stopped the property"
        report.replay = nil
        report.replayNote = "no replay: value 1 (a function) cannot be written as a literal"
        let lines = PropertyDescription(palette: Palette(enabled: false)).lines(report, file: "p.lua")
        #expect(
            lines.prefix(2) == [
                "property: failed on the case an earlier run remembered (in .masthead/examples), tried first; seed 2718",
                "not shrunk: the limit stopped the property",
            ])
        #expect(lines.last == "no replay: value 1 (a function) cannot be written as a literal")
    }
}
