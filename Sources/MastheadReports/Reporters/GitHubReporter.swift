import MastheadLua
import MastheadRunning

/// `--reporter github`: GitHub Actions annotations, as Playwright's and pytest's GitHub reporters
/// write them, so that each failure shows on the pull request's diff at its line. One `::error`
/// per failed scenario, at the line of the expectation that failed (or the `scenario(` line
/// when the failure is not in a file, a limit say), titled with the scenario's id; one per
/// problem of a file that did not load, at its line. Lines are written as each result arrives.
///
/// GitHub reads workflow commands from standard output wherever they are, so this reporter may
/// share it with another (`--reporter pretty --reporter github`). Paths are made relative to
/// `GITHUB_WORKSPACE`, as annotations need, when they are inside it.
package final class GitHubReporter: Reporter {
    private let output: TextOutput
    private let workspace: String?

    /// Lines of a diff an annotation shows at most: the full failure is in the log and the reports.
    static let diffLines = 30

    package init(output: TextOutput, workspace: String? = ProcessEnvironment.current["GITHUB_WORKSPACE"]) {
        self.output = output
        self.workspace = workspace.flatMap { $0.isEmpty ? nil : ($0.hasSuffix("/") ? String($0.dropLast()) : $0) }
    }

    package func runStarted(_ plan: RunPlan) {}

    package func problem(_ whole: LoadProblem) {
        let problem = ReportCap.capped(whole)
        let place = problem.failure.location
        annotate(
            file: place?.file ?? problem.file, line: place?.line, title: "\(relative(problem.file)) did not load",
            message: problem.failure.message)
    }

    package func scenarioFinished(_ whole: ScenarioResult) {
        guard whole.outcome.failure != nil else { return }
        let result = ReportCap.capped(whole)
        guard let failure = result.outcome.failure else { return }
        let place = failure.location.flatMap { FileSystem.kind(of: $0.file) == .file ? $0 : nil }
        annotate(
            file: place?.file ?? result.file, line: place?.line ?? result.info.line, title: relative(result.id),
            message: Self.message(failure) + (result.outcome.property.map { Self.message($0) } ?? ""))
    }

    /// A failed property's summary and the values its case drew (the replay is in the log).
    static func message(_ report: PropertyReport) -> String {
        "\nproperty: " + PropertyDescription(palette: Palette(enabled: false)).summary(report) + "\n"
            + PropertyDescription.drawn(report).joined(separator: "\n")
    }

    package func runFinished(_ summary: RunSummary) {
        output.finishOrRemember()
    }

    /// The failure's message, then its diff (cut at `diffLines`) or its expected and actual values.
    static func message(_ failure: ScenarioFailure) -> String {
        var lines = [failure.message]
        if let diff = failure.diff {
            let diffLines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines += diffLines.prefix(Self.diffLines)
            if diffLines.count > Self.diffLines { lines.append("… \(diffLines.count - Self.diffLines) more lines") }
        } else {
            if let expected = failure.expected { lines.append("expected: \(expected)") }
            if let actual = failure.actual { lines.append("actual:   \(actual)") }
        }
        return lines.joined(separator: "\n")
    }

    private func annotate(file: String, line: Int?, title: String, message: String) {
        let properties: KeyValuePairs<String, String> =
            line.map { ["file": relative(file), "line": String($0), "title": title] }
            ?? ["file": relative(file), "title": title]
        output.line(WorkflowCommand.line("error", properties, message: message))
        output.flush()
    }

    /// `path` inside the workspace, relative to it; any other path as it is. A relative path is
    /// taken from the working directory, which a job's `working-directory:` puts below the
    /// workspace (`Scenarios/a.lua` there is `app/Scenarios/a.lua` to the diff).
    private func relative(_ path: String) -> String {
        guard let workspace else { return path }
        let inside = FileSystem.relativePath(of: path, from: workspace)
        return inside == ".." || inside.hasPrefix("../") ? path : inside
    }
}
