import MastheadLua
import MastheadRunning

/// A failed property's report as people read it, after its failure: how the runs went, the
/// shrinking, every value the reported case drew (by position, and by name where it has one), the
/// replay scenario to paste, and how to run the same draws again. The pretty report prints it (in
/// colour on a terminal), JUnit puts it in the failure's body, TAP in its YAML block.
///
/// ```
/// property: failed on run 38 of 100 (37 passed before it), seed 2718
/// shrunk: 14 steps in 61 runs
/// drawn:
///   1. unread = 100    any.integer(0, 5000), line 2
/// replay (paste at the end of Scenarios/badge.lua; checked: run on its own, it fails the same way):
///   scenario("the badge shows at most two characters (replay, seed 2718)", function()
///     local h = greeting_header { profile = profile.sample, unread = 100 }
///     …
///   end)
/// again: masthead run Scenarios/badge.lua --seed 0, or seed = 2718 in the property's options
/// ```
struct PropertyDescription {
    let palette: Palette

    func lines(_ report: PropertyReport, file: String, indent: String = "") -> [String] {
        var lines = ["property: " + summary(report), shrinking(report)].map { indent + palette.dim($0) }
        if !report.drawn.isEmpty {
            lines.append(indent + palette.dim("drawn:"))
            lines += Self.drawn(report).map { indent + "  " + TerminalText.text($0) }
        }
        if let replay = report.replay {
            let note = report.replayNote.map { "; \($0)" } ?? ""
            lines.append(indent + palette.dim("replay (paste at the end of \(TerminalText.line(file))\(note)):"))
            lines += replay.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
                indent + "  " + TerminalText.text(String($0))
            }
        } else if let note = report.replayNote {
            lines.append(indent + palette.dim(TerminalText.text(note)))
        }
        if !report.remembered { lines.append(indent + palette.dim(again(report, file: file))) }
        return lines
    }

    /// `failed on run 38 of 100 (37 passed before it), seed 2718`.
    func summary(_ report: PropertyReport) -> String {
        if report.remembered {
            return "failed on the case an earlier run remembered (in .masthead/examples), tried first;"
                + " seed \(report.seed)"
        }
        let before = report.passedRuns == 1 ? "1 passed" : "\(report.passedRuns) passed"
        return "failed on run \(report.runsMade) of \(report.runs) (\(before) before it), seed \(report.seed)"
    }

    /// `shrunk: 14 steps in 61 runs`, and what stopped it early; or why it was not shrunk.
    func shrinking(_ report: PropertyReport) -> String {
        if report.shrinkRuns == 0, let stopped = report.shrinkStopped { return "not shrunk: \(stopped)" }
        let text = "shrunk: \(Self.count(report.shrinkSteps, "step")) in \(Self.count(report.shrinkRuns, "run"))"
        return text + (report.shrinkStopped.map { ", stopped by \($0)" } ?? "")
    }

    /// `1. unread = 100    any.integer(0, 5000), line 2`.
    static func drawn(_ report: PropertyReport) -> [String] {
        report.drawn.map { draw in
            let value = draw.name.map { "\($0) = \(draw.value)" } ?? draw.value
            return "\(draw.position). \(value)    \(draw.call), line \(draw.line)"
        }
    }

    /// How to draw the same cases again: the run's seed, or the property's own (which wins).
    func again(_ report: PropertyReport, file: String) -> String {
        let run = "again: masthead run \(TerminalText.line(file))"
        guard let runSeed = report.runSeed else { return run + " (its own seed = \(report.seed) fixes its draws)" }
        return run + " --seed \(runSeed), or seed = \(report.seed) in the property's options"
    }

    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
