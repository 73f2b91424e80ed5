import MastheadRunning

/// The reporters that the snapshot and artifact options add to `masthead run`: the HTML page
/// (`--html FILE`), the whole of failures the reports cut (`FailureArtifactsReporter`, under
/// `--artifacts`) and, after the summary line, what the run recorded and (with
/// `--unused-snapshots`) what no scenario asked for.
package enum SnapshotReporting {
    package static func reporters(
        options: RunOptions, ledger: SnapshotLedger, sources: SourceCache, unwritten: UnwrittenOutputs
    ) -> [any Reporter] {
        var reporters: [any Reporter] = []
        if let path = options.html {
            reporters.append(HTMLReporter(path: path, ledger: ledger, sources: sources, unwritten: unwritten))
        }
        if !options.listOnly {
            reporters.append(FailureArtifactsReporter(root: options.artifacts, sources: sources, unwritten: unwritten))
            // Machine-read output on standard output (TAP, JSON) must stay clean: go to standard error then.
            let machineOnStandardOutput = options.reporters.contains { $0.path == nil && $0.kind != .pretty }
            let output = TextOutput(machineOnStandardOutput ? .standardError : .standardOutput)
            reporters.append(SnapshotSummaryReporter(output: output, options: options, ledger: ledger))
        }
        return reporters
    }
}
