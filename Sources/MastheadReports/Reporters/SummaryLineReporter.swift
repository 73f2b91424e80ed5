import MastheadRunning

/// The one line a run leaves on the terminal when no reporter writes to standard output
/// (`--reporter junit:out/junit.xml` alone, or GitHub's annotations): the summary, how long it took and where the reports
/// went, so that a run is never silent about its verdict.
package final class SummaryLineReporter: Reporter {
    private let output: TextOutput
    private let palette: Palette
    private let files: [String]

    /// `files`: the reports the run writes, named after the summary.
    package init(output: TextOutput, files: [String]) {
        self.output = output
        self.files = files
        palette = Palette.forOutput(output)
    }

    /// Whether a run with `options` needs the line: nothing else of it would reach standard output.
    package static func isNeeded(_ options: RunOptions) -> Bool {
        !options.listOnly && !options.reporters.contains { $0.path == nil && $0.kind != .github }
    }

    package func runStarted(_ plan: RunPlan) {}
    package func scenarioFinished(_ result: ScenarioResult) {}
    package func problem(_ problem: LoadProblem) {}

    package func runFinished(_ summary: RunSummary) {
        var line = summary.line + " " + palette.dim("(\(PrettyReporter.duration(summary.duration)))")
        if !files.isEmpty {
            line += palette.dim("; \(files.count == 1 ? "report" : "reports") in ") + files.joined(separator: ", ")
        }
        output.line(summary.exitStatus == 0 ? palette.green(line) : palette.red(line))
        output.finishOrRemember()
    }
}
