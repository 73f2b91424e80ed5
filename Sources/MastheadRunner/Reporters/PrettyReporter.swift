import MastheadLua

/// The report for people: a line per scenario under its file, then each failure with its code,
/// expected and actual, diff and traceback, then the summary line.
public final class PrettyReporter: Reporter {
    private let output: TextOutput
    private let palette: Palette
    private let sources: SourceCache
    private var failures: [ScenarioResult] = []
    private var problems: [LoadProblem] = []
    private var currentFile: String?

    public init(output: TextOutput, sources: SourceCache) {
        self.output = output
        self.palette = Palette.forOutput(output)
        self.sources = sources
    }

    public func runStarted(_ plan: RunPlan) {
        output.line(palette.dim("Running \(plan.entries.count) \(plan.entries.count == 1 ? "scenario" : "scenarios") from \(plan.files.count) \(plan.files.count == 1 ? "file" : "files")"))
        output.flush()
    }

    public func scenarioFinished(_ result: ScenarioResult) {
        if result.file != currentFile {
            currentFile = result.file
            output.line(palette.bold(result.file))
        }
        let mark = result.passed ? palette.green("✓") : palette.red("✗")
        output.line("  \(mark) \(result.info.name) \(palette.dim(Self.duration(result.duration)))")
        if !result.passed { failures.append(result) }
        if output.isTerminal { output.flush() }
    }

    public func problem(_ problem: LoadProblem) {
        problems.append(problem)
    }

    public func runFinished(_ summary: RunSummary) {
        for problem in problems {
            output.line()
            output.line(palette.red("✗ could not load \(problem.file)"))
            describe(problem.failure)
        }
        for result in failures {
            output.line()
            output.line(palette.red("✗ \(result.id)"))
            describe(result.outcome.failure!)
            if !result.outcome.output.isEmpty {
                output.line(palette.dim("    printed:"))
                result.outcome.output.prefix(20).forEach { output.line("      " + $0) }
            }
        }
        output.line()
        let line = summary.line + " " + palette.dim("(\(Self.duration(summary.duration)))")
        output.line(summary.exitStatus == 0 ? palette.green(line) : palette.red(line))
        try? output.finish()
    }

    private func describe(_ failure: ScenarioFailure) {
        let place = failure.location.map { "\($0): " } ?? ""
        output.line("    \(place)\(failure.message)")
        if let location = failure.location {
            for (number, text) in sources.context(of: location) {
                let marker = number == location.line ? ">" : " "
                output.line(palette.dim("    \(marker) \(String(number).leftPadded(to: 4)) | ") + text)
            }
        }
        if let diff = failure.diff {
            for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
                let text = String(line)
                output.line("    " + (text.hasPrefix("+") ? palette.green(text) : text.hasPrefix("-") ? palette.red(text) : text))
            }
        } else if failure.expected != nil || failure.actual != nil {
            if let expected = failure.expected { output.line("    expected: \(expected)") }
            if let actual = failure.actual { output.line("    actual:   \(actual)") }
        }
        if failure.traceback.count > 1 {
            output.line(palette.dim("    traceback:"))
            failure.traceback.prefix(12).forEach { output.line(palette.dim("      " + $0)) }
        }
    }

    static func duration(_ seconds: Double) -> String {
        if seconds < 1 { return "\(Int((seconds * 1000).rounded())) ms" }
        return "\(Int((seconds * 10).rounded()) / 10).\(Int((seconds * 10).rounded()) % 10) s"
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
