import MastheadLua
import MastheadRunning
import MastheadText

/// TAP version 13 (testanything.org), streamed: the plan first, then a line per scenario as it
/// finishes, each failure with a YAML block (message, at, expected, actual, diff, traceback,
/// printed output). Files that did not load and plugins that failed come first, as `not ok`
/// results of their own, so that `prove` counts them as failures; a run stopped early (by
/// `--fail-fast` or an interrupt) ends the stream with `Bail out!` and the reason, which tells a
/// TAP harness that the planned rest will not come.
package final class TAPReporter: Reporter {
    private let output: TextOutput
    private var problems: [LoadProblem] = []
    private var number = 0

    package init(output: TextOutput) {
        self.output = output
    }

    /// Problems arrive before `runStarted` (plugins and files load before the plan exists).
    package func problem(_ problem: LoadProblem) {
        problems.append(ReportCap.capped(problem))
    }

    package func runStarted(_ plan: RunPlan) {
        output.line("TAP version 13")
        let total = problems.count + plan.entries.count
        output.line(total == 0 ? "1..0 # SKIP no scenarios selected" : "1..\(total)")
        if let shard = plan.shard { output.line("# shard \(shard.index)/\(shard.count) \(plan.shardBalance.rawValue)") }
        if let note = plan.seedNote { output.line("# " + note) }
        for problem in problems {
            let what = problem.failure.kind == .plugin ? "plugin did not load" : "file did not load"
            result(passed: false, "\(problem.file) (\(what))", problem.failure, output: [])
        }
        output.flush()
    }

    package func scenarioFinished(_ result: ScenarioResult) {
        let result = ReportCap.capped(result)
        self.result(
            passed: result.passed, result.id, result.outcome.failure, output: result.outcome.output,
            property: result.outcome.property.map { ($0, result.file) })
        output.flush()
    }

    package func runFinished(_ summary: RunSummary) {
        if let cause = summary.stopCause { output.line("Bail out! \(cause); \(summary.unrun) not run") }
        output.line("# \(summary.line)")
        output.finishOrRemember()
    }

    private func result(
        passed: Bool, _ description: String, _ failure: ScenarioFailure?, output printed: [String],
        property: (report: PropertyReport, file: String)? = nil
    ) {
        number += 1
        output.line("\(passed ? "ok" : "not ok") \(number) - \(Escaper.tapDescription(description))")
        guard let failure else { return }
        var block = YAMLBlock()
        block.add("message", failure.message)
        block.add("severity", "fail")
        block.add("kind", failure.kind.rawValue)
        block.add("at", failure.location?.description)
        block.add("expected", failure.expected)
        block.add("actual", failure.actual)
        block.add("diff", failure.diff)
        block.add("traceback", lines: failure.traceback)
        if let (report, file) = property { Self.add(report, file: file, to: &block) }
        block.add("output", lines: printed)
        block.closed.forEach(output.line)
    }

    /// A failed property's report: the same text the pretty report prints, a key per part.
    static func add(_ report: PropertyReport, file: String, to block: inout YAMLBlock) {
        let text = PropertyDescription(palette: Palette(enabled: false))
        block.add("property", text.summary(report))
        block.add("seed", String(report.seed))
        block.add("runs", String(report.runsMade))
        block.add("shrinking", text.shrinking(report))
        block.add("drawn", lines: PropertyDescription.drawn(report))
        block.add("replay", report.replay.map { String($0.dropLast()) })
        block.add("replay_note", report.replayNote)
        if !report.remembered { block.add("again", text.again(report, file: file)) }
    }
}
