/// Says where a traced run's pages went, once it ends, on standard error (standard output may be
/// a report): `Traces: .masthead/traces/Scenarios/home.lua/the-bell.html (1 failed; 12 pages in
/// .masthead/traces)`. The failed scenarios' pages are what a reader opens first, so the line
/// names the first of them; a run that traced nothing says nothing.
final class TraceNoteReporter: Reporter {
    private let folder: String
    private var pages = 0
    private var failedPages: [String] = []

    init(folder: String) {
        self.folder = folder
    }

    func runStarted(_ plan: RunPlan) {}
    func problem(_ problem: LoadProblem) {}

    func scenarioFinished(_ result: ScenarioResult) {
        guard let page = result.tracePage else { return }
        pages += 1
        if !result.passed { failedPages.append(page) }
    }

    func runFinished(_ summary: RunSummary) {
        guard let line = line else { return }
        printError(line)
    }

    /// The line, or nil when no page was written.
    var line: String? {
        guard pages > 0 else { return nil }
        let count = "\(pages) \(pages == 1 ? "page" : "pages") in \(TerminalText.line(folder))"
        guard let first = failedPages.first else { return "Traces: \(count), none failed" }
        return "Traces: \(TerminalText.line(first)) (\(failedPages.count) failed; \(count))"
    }
}
