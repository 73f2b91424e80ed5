import MastheadLua
import MastheadRunning

/// The JUnit XML report CI servers read: written whole when the run ends (atomically, when it
/// goes to a file). The document's shape is `JUnitDocument`'s.
package final class JUnitReporter: Reporter {
    private let output: TextOutput
    private let document: JUnitDocument
    private var plan = RunPlan()
    private var problems: [LoadProblem] = []
    private var results: [ScenarioResult] = []

    package init(output: TextOutput, sources: SourceCache) {
        self.output = output
        document = JUnitDocument(description: FailureDescription(palette: Palette(enabled: false), sources: sources))
    }

    package func runStarted(_ plan: RunPlan) { self.plan = plan }
    package func problem(_ problem: LoadProblem) { problems.append(ReportCap.capped(problem)) }
    package func scenarioFinished(_ result: ScenarioResult) { results.append(ReportCap.capped(result)) }

    package func runFinished(_ summary: RunSummary) {
        output.write(
            XMLWriter.document(document.root(plan: plan, problems: problems, results: results, summary: summary)))
        output.finishOrRemember()
    }
}
