import MastheadRunning

/// What a run did to `__snapshots__/`, printed after the summary line: the snapshots it recorded
/// or updated (files to review and commit) and, with `--unused-snapshots`, the snapshot files no
/// scenario asked for (deleted with `--unused-snapshots=delete`). It never changes the exit status.
package final class SnapshotSummaryReporter: Reporter {
    private let output: TextOutput
    private let palette: Palette
    private let options: RunOptions
    private let ledger: SnapshotLedger
    private var unused = UnusedSnapshots()

    package init(output: TextOutput, options: RunOptions, ledger: SnapshotLedger) {
        self.output = output
        self.palette = Palette.forOutput(output)
        self.options = options
        self.ledger = ledger
    }

    package func runStarted(_ plan: RunPlan) {}

    package func scenarioFinished(_ result: ScenarioResult) { unused.scenarioFinished(result) }

    package func problem(_ problem: LoadProblem) { unused.fileDidNotLoad(problem.file) }

    package func runFinished(_ summary: RunSummary) {
        reportRecorded()
        if let mode = options.unusedSnapshots { reportUnused(mode, summary: summary) }
        try? output.finish()
    }

    private func reportRecorded() {
        let written = ledger.checks.filter { $0.status == .recorded || $0.status == .updated }
            .map { (status: $0.status, files: SnapshotMessages.files($0.paths.folder, $0.paths.stem)) }
            .sorted { $0.files < $1.files }
        guard !written.isEmpty else { return }
        let recorded = written.filter { $0.status == .recorded }.count
        output.line()
        output.line(
            palette.yellow(
                "Snapshots: \(recorded) recorded, \(written.count - recorded) updated; review and commit them:"))
        for entry in written {
            output.line("  \(entry.status.rawValue.padding(to: 9)) \(TerminalText.line(entry.files))")
        }
    }

    private func reportUnused(_ mode: UnusedSnapshotsMode, summary: RunSummary) {
        let files = unused.files(under: options.paths)
        let partial = Self.partialReasons(options, summary)
        output.line()
        if !partial.isEmpty {
            output.line(
                palette.yellow(
                    "note: \(partial.joined(separator: "; ")): scenarios left out of this run cannot ask for their snapshots, so theirs are listed as unused too"
                ))
        }
        if !unused.failedPrefixes.isEmpty {
            output.line(
                palette.dim(
                    "(the snapshots of the \(unused.failedPrefixes.count) failed scenarios are not listed: a failed scenario may stop before its to_match_snapshot calls)"
                ))
        }
        guard !files.isEmpty else {
            output.line("Unused snapshots: none")
            return
        }
        output.line(
            "Unused snapshots: \(files.count) \(files.count == 1 ? "file" : "files") that no scenario of this run asked for"
        )
        files.forEach { output.line("  " + TerminalText.line($0)) }
        guard mode == .delete else {
            output.line(palette.dim("Delete them with --unused-snapshots=delete (after a full run), or by hand."))
            return
        }
        guard partial.isEmpty else {
            output.line(
                palette.yellow("Not deleting anything: --unused-snapshots=delete needs a run of the whole suite."))
            return
        }
        let problems = UnusedSnapshots.delete(files)
        problems.forEach { output.line(palette.red("  " + TerminalText.line($0))) }
        output.line(
            "Deleted \(files.count - problems.count) unused snapshot \(files.count - problems.count == 1 ? "file" : "files")."
        )
    }

    /// Why this run did not take the whole suite under its paths (empty when it did).
    static func partialReasons(_ options: RunOptions, _ summary: RunSummary) -> [String] {
        var reasons: [String] = []
        if !options.filters.isEmpty { reasons.append("--filter is active") }
        if !options.tags.isEmpty { reasons.append("--tag is active") }
        if !options.excludedTags.isEmpty { reasons.append("--exclude-tag is active") }
        if options.shard != nil { reasons.append("--shard is active") }
        if summary.stoppedEarly { reasons.append("the run stopped early") }
        return reasons
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
