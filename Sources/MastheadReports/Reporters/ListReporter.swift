import MastheadRunning

/// `masthead run --list`: the selected scenarios' ids, one a line, each with its tags in
/// brackets, in the order a run would take them (shard and shuffle applied); nothing runs.
/// Problems go to standard error so that the list stays clean for scripts. Control characters
/// are written as escapes (`TerminalText`), so each id stays on its line.
package final class ListReporter: Reporter {
    private let output: TextOutput
    private let errors = TextOutput(.standardError)

    package init(output: TextOutput) {
        self.output = output
    }

    package func problem(_ problem: LoadProblem) {
        let line = problem.failure.location.map { "line \($0.line): " } ?? ""
        errors.line(TerminalText.line("masthead: could not load \(problem.file): \(line)\(problem.failure.message)"))
        errors.flush()
    }

    package func runStarted(_ plan: RunPlan) {
        for entry in plan.entries {
            let id = TerminalText.line(entry.id)
            output.line(
                entry.info.tags.isEmpty
                    ? id : "\(id) [\(entry.info.tags.map(TerminalText.line).joined(separator: ", "))]")
        }
    }

    package func scenarioFinished(_ result: ScenarioResult) {}

    package func runFinished(_ summary: RunSummary) {
        output.finishOrRemember()
    }
}
