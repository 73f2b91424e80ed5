import MastheadLua
import MastheadRunning

/// The report for people: a line per scenario under its file, then each failure with its code,
/// expected and actual, diff and traceback, then the summary line. On a terminal it shows a
/// progress line while the suite runs; it writes each scenario's line as soon as it is known.
package final class PrettyReporter: Reporter {
    private let output: TextOutput
    private let palette: Palette
    private let description: FailureDescription
    private let property: PropertyDescription
    private var progress: ProgressLine?
    private var failures: [ScenarioResult] = []
    /// Problems not printed yet: those known when the run starts are printed before the scenarios.
    private var problems: [LoadProblem] = []
    private var currentFile: String?

    package init(output: TextOutput, sources: SourceCache) {
        self.output = output
        palette = Palette.forOutput(output)
        description = FailureDescription(palette: palette, sources: sources)
        property = PropertyDescription(palette: palette)
        progress = ProgressLine.fits(output) ? ProgressLine(output: output, palette: palette) : nil
    }

    package func runStarted(_ plan: RunPlan) {
        let scenarios = plan.entries.count
        // The files the selection runs, not every file it looked in.
        let files = Set(plan.entries.map(\.source.path)).count
        var line =
            "Running \(scenarios) \(scenarios == 1 ? "scenario" : "scenarios") from \(files) \(files == 1 ? "file" : "files")"
        if let shard = plan.shard { line += ", shard \(shard.index)/\(shard.count) (\(plan.shardBalance.rawValue))" }
        if let note = plan.seedNote { line += ", " + note }
        output.line(palette.dim(line))
        if !problems.isEmpty {
            printProblems()
            output.line()
        }
        progress?.start(total: scenarios)
        output.flush()
    }

    package func scenarioFinished(_ result: ScenarioResult) {
        progress?.clear()
        if result.file != currentFile {
            currentFile = result.file
            output.line(palette.bold(TerminalText.line(result.file)))
        }
        let mark = result.passed ? palette.green("✓") : palette.red("✗")
        let runs = result.outcome.property.map { ", \(PropertyDescription.count($0.runsMade, "run"))" } ?? ""
        output.line(
            "  \(mark) \(TerminalText.line(ReportCap.name(of: result))) \(palette.dim(Self.duration(result.duration) + runs))"
        )
        if !result.passed { failures.append(ReportCap.capped(result)) }
        progress?.record(passed: result.passed)
        output.flush()
    }

    package func problem(_ problem: LoadProblem) {
        problems.append(ReportCap.capped(problem))
    }

    package func runFinished(_ summary: RunSummary) {
        progress?.clear()
        printProblems()
        for result in failures {
            output.line()
            output.line(palette.red("✗ \(TerminalText.line(result.id))"))
            description.lines(result.outcome.failure!, indent: "    ").forEach(output.line)
            if let report = result.outcome.property {
                property.lines(report, file: result.file, indent: "    ").forEach(output.line)
            }
            if !result.outcome.output.isEmpty {
                output.line(palette.dim("    printed:"))
                result.outcome.output.prefix(20).forEach { output.line("      " + TerminalText.text($0)) }
            }
        }
        output.line()
        if let cause = summary.stopCause { output.line(palette.yellow(cause + ".")) }
        let line = summary.line + " " + palette.dim("(\(Self.duration(summary.duration)))")
        output.line(summary.exitStatus == 0 ? palette.green(line) : palette.red(line))
        output.finishOrRemember()
    }

    /// One block per file that did not load, its problems in order; problems at the same line
    /// share the code shown under the last of them.
    private func printProblems() {
        for (file, problems) in Self.grouped(problems) {
            output.line()
            let count = problems.count > 1 ? " (\(problems.count) problems)" : ""
            output.line(palette.red("✗ could not load \(TerminalText.line(file))\(count)"))
            for (index, problem) in problems.enumerated() {
                let lines = description.lines(problem.failure, indent: "    ")
                let sharesItsCode =
                    index + 1 < problems.count && problems[index + 1].failure.location == problem.failure.location
                (sharesItsCode ? Array(lines.prefix(1)) : lines).forEach(output.line)
            }
        }
        self.problems.removeAll()
    }

    /// Problems by file, files in the order their first problem came.
    package static func grouped(_ problems: [LoadProblem]) -> [(file: String, problems: [LoadProblem])] {
        var groups: [(file: String, problems: [LoadProblem])] = []
        for problem in problems {
            if let index = groups.firstIndex(where: { $0.file == problem.file }) {
                groups[index].problems.append(problem)
            } else {
                groups.append((problem.file, [problem]))
            }
        }
        return groups
    }

    static func duration(_ seconds: Double) -> String {
        if seconds < 1 { return "\(Int((seconds * 1000).rounded())) ms" }
        return "\(Int((seconds * 10).rounded()) / 10).\(Int((seconds * 10).rounded()) % 10) s"
    }
}
