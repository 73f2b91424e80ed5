import MastheadLua
import TestSupport

@testable import MastheadRunner

#if canImport(Glibc)
    import Glibc
#endif

/// A scenario suite in a fresh temporary folder, run in-process as `masthead run` would run it.
struct SuiteFixture {
    let directory: TemporaryDirectory
    var root: String { directory.path }
    var suite: String { root + "/suite" }
    var artifacts: String { root + "/artifacts" }

    init(files: [String: String] = [:]) throws {
        directory = try TemporaryDirectory()
        try FileSystem.makeDirectories(suite)
        for (name, text) in files { try write(name, text) }
    }

    func remove() { directory.remove() }

    /// Writes `text` to `suite/name`.
    func write(_ name: String, _ text: String) throws {
        let path = suite + "/" + name
        try FileSystem.makeDirectories(FileSystem.directory(of: path))
        try FileSystem.writeAtomically(text, to: path)
    }

    func read(_ path: String) -> String? { try? FileSystem.read(path, limit: .report) }

    /// The options of `masthead run suite --artifacts artifacts` plus `arguments`, as the command line
    /// parses them with `environment`.
    func options(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> RunOptions {
        var options = try RunCommand.parse(
            [suite, "--artifacts", artifacts, "--jobs", "2"] + arguments, environment: environment)!
        options.pluginDirectories = []
        options.workerExecutable = TestPackage.masthead
        return options
    }

    /// Runs the suite (writing the HTML report when `arguments` ask for one); returns its results
    /// in order, the summary, the snapshot ledger and the sources it loaded.
    func run(_ arguments: [String] = [], environment: [String: String] = [:], extra: [any Reporter] = []) throws
        -> SuiteRun
    {
        let options = try options(arguments, environment: environment)
        let recorder = RecordingReporter()
        let snapshots = DiskSnapshotStore(options: options)
        let sources = SourceCache()
        let html = options.html.map { [HTMLReporter(path: $0, ledger: snapshots.ledger, sources: sources)] } ?? []
        let runner = SuiteRunner(
            options: options, reporters: [recorder] + html + extra, sources: sources, snapshots: snapshots)
        let summary = runner.run()
        return SuiteRun(results: recorder.results, summary: summary, ledger: snapshots.ledger, sources: sources)
    }

    /// Every file under the fixture's folder, relative to it, sorted.
    func files() -> [String] {
        UnusedSnapshots.walkFiles(root).map { String($0.dropFirst(root.count + 1)) }
    }
}

struct SuiteRun {
    var results: [ScenarioResult]
    var summary: RunSummary
    var ledger: SnapshotLedger
    var sources: SourceCache

    func result(_ name: String) -> ScenarioResult? { results.first { $0.info.name == name } }
    var failures: [String] { results.compactMap { $0.outcome.failure?.message } }
}

/// Keeps every result of a run.
final class RecordingReporter: Reporter {
    var results: [ScenarioResult] = []
    var problems: [LoadProblem] = []
    func runStarted(_ plan: RunPlan) {}
    func scenarioFinished(_ result: ScenarioResult) { results.append(result) }
    func problem(_ problem: LoadProblem) { problems.append(problem) }
    func runFinished(_ summary: RunSummary) {}
}

extension UnusedSnapshots {
    /// Every regular file under `directory`, at any depth.
    static func walkFiles(_ directory: String) -> [String] {
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
