import MastheadLua
import TestSupport

@testable import MastheadCLI
@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

#if canImport(Glibc)
    import Glibc
#endif

/// A scenario suite in a fresh temporary folder, run in-process as `masthead run` would run it.
package struct SuiteFixture {
    package let directory: TemporaryDirectory
    package var root: String { directory.path }
    package var suite: String { root + "/suite" }
    package var artifacts: String { root + "/artifacts" }

    package init(files: [String: String] = [:]) throws {
        directory = try TemporaryDirectory()
        try FileSystem.makeDirectories(suite)
        for (name, text) in files { try write(name, text) }
    }

    package func remove() { directory.remove() }

    /// Writes `text` to `suite/name`.
    package func write(_ name: String, _ text: String) throws {
        let path = suite + "/" + name
        try FileSystem.makeDirectories(FileSystem.directory(of: path))
        try FileSystem.writeAtomically(text, to: path)
    }

    package func read(_ path: String) -> String? { try? FileSystem.read(path, limit: .report) }

    /// The options of `masthead run suite --artifacts artifacts` plus `arguments`, as the command line
    /// parses them with `environment`.
    package func options(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> RunOptions {
        var options = try RunCommand.parse(
            [suite, "--artifacts", artifacts, "--jobs", "2"] + arguments, environment: environment)!
        options.pluginDirectories = []
        options.workerExecutable = TestPackage.masthead
        return options
    }

    /// Runs the suite (writing the HTML report when `arguments` ask for one); returns its results
    /// in order, the summary, the snapshot ledger and the sources it loaded.
    package func run(_ arguments: [String] = [], environment: [String: String] = [:], extra: [any Reporter] = []) throws
        -> SuiteRun
    {
        let options = try options(arguments, environment: environment)
        let recorder = RecordingReporter()
        let snapshots = DiskSnapshotStore(options: options)
        let sources = SourceCache()
        let html = options.html.map { [HTMLReporter(path: $0, ledger: snapshots.ledger, sources: sources)] } ?? []
        let runner = SuiteRunner(
            options: options, reporters: [recorder] + html + extra, sources: sources, snapshots: snapshots,
            tracePages: .files)
        let summary = runner.run()
        return SuiteRun(results: recorder.results, summary: summary, ledger: snapshots.ledger, sources: sources)
    }

    /// Every file under the fixture's folder, relative to it, sorted.
    package func files() -> [String] {
        UnusedSnapshots.walkFiles(root).map { String($0.dropFirst(root.count + 1)) }
    }
}

package struct SuiteRun {
    package var results: [ScenarioResult]
    package var summary: RunSummary
    package var ledger: SnapshotLedger
    package var sources: SourceCache

    package func result(_ name: String) -> ScenarioResult? { results.first { $0.info.name == name } }
    package var failures: [String] { results.compactMap { $0.outcome.failure?.message } }
}

/// Keeps every result of a run.
package final class RecordingReporter: Reporter {
    package var results: [ScenarioResult] = []
    package var problems: [LoadProblem] = []
    package func runStarted(_ plan: RunPlan) {}
    package func scenarioFinished(_ result: ScenarioResult) { results.append(result) }
    package func problem(_ problem: LoadProblem) { problems.append(problem) }
    package func runFinished(_ summary: RunSummary) {}
}

extension UnusedSnapshots {
    /// Every regular file under `directory`, at any depth.
    package static func walkFiles(_ directory: String) -> [String] {
        var files: [String] = []
        for name in (try? FileSystem.list(directory)) ?? [] {
            let path = FileSystem.join(directory, name)
            switch FileSystem.kind(of: path) {
            case .directory?: files += walkFiles(path)
            case .file?: files.append(path)
            default: continue
            }
        }
        return files.sorted()
    }
}
