import MastheadRunning

/// `--html FILE`: keeps every result and writes the report page (`HTMLPage`) when the run ends,
/// atomically, so a page that exists is always a whole one.
package final class HTMLReporter: Reporter {
    private let path: String
    private let ledger: SnapshotLedger
    private let sources: SourceCache
    private var results: [ScenarioResult] = []
    private var problems: [LoadProblem] = []
    /// Each result's snapshot checks, by its index, looked up by its whole name (the shown one
    /// may be cut).
    private var checks: [Int: [SnapshotCheck]] = [:]
    private let unwritten: UnwrittenOutputs

    package init(
        path: String, ledger: SnapshotLedger, sources: SourceCache, unwritten: UnwrittenOutputs = UnwrittenOutputs()
    ) {
        self.path = path
        self.ledger = ledger
        self.sources = sources
        self.unwritten = unwritten
    }

    package func runStarted(_ plan: RunPlan) {}

    package func scenarioFinished(_ result: ScenarioResult) {
        checks[result.index] = ledger.checks(file: result.file, scenario: result.info.name)
        var shown = ReportCap.capped(result)
        // A trace page is linked from where the report is.
        shown.tracePage = result.tracePage.map {
            FileSystem.urlPath(FileSystem.relativePath(of: $0, from: FileSystem.directory(of: path)))
        }
        results.append(shown)
    }

    package func problem(_ problem: LoadProblem) { problems.append(ReportCap.capped(problem)) }

    package func runFinished(_ summary: RunSummary) {
        let checks = self.checks
        let page = HTMLPage.render(
            results: results, problems: problems, summary: summary, snapshots: { checks[$0.index] ?? [] },
            sources: sources)
        let output = TextOutput(.file(path))
        output.write(page)
        do {
            try output.finish()
        } catch {
            unwritten.note("the HTML report", error)
        }
    }
}
