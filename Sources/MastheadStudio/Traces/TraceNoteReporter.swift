import MastheadRunning

/// Writes the trace folder's index (`TraceIndex`) once a traced run ends and says where it is, on
/// standard error (standard output may be a report): `Traces: .masthead/traces/index.html
/// (1 failed; 12 pages)`. A run that kept no page writes an index that says so, and prints
/// nothing.
package final class TraceNoteReporter: Reporter {
    private let folder: String
    private let unwritten: UnwrittenOutputs
    private var index = TraceIndex()

    package init(folder: String, unwritten: UnwrittenOutputs) {
        self.folder = folder
        self.unwritten = unwritten
    }

    package func runStarted(_ plan: RunPlan) {}
    package func problem(_ problem: LoadProblem) {}

    package func scenarioFinished(_ result: ScenarioResult) {
        index.add(result)
    }

    package func runFinished(_ summary: RunSummary) {
        do {
            let path = try index.write(under: folder)
            if let line = line(index: path) { printError(line) }
        } catch {
            unwritten.note("the trace index in \(folder)", error)
        }
    }

    /// The line, or nil when no page was written.
    func line(index path: String) -> String? {
        let pages = index.entries.count
        guard pages > 0 else { return nil }
        return "Traces: \(TerminalText.line(path)) (\(index.failed) failed; \(pages) \(pages == 1 ? "page" : "pages"))"
    }
}
