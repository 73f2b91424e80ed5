import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

extension PackagePaths {
    package static let suites = root + "/Tests/Fixtures/suites"
    package static let mixed = suites + "/mixed"
    package static let consumers = root + "/Tests/Fixtures/consumers"
    /// The command line as built by `swift build` (the tests run it as CI would).
    package static let masthead = root + "/.build/debug/masthead"
}

/// Runs suites in this process with chosen reporters writing to files, and reads the reports
/// back: the runs the reporter, parallelism and selection tests compare.
package struct ReportRun {
    package var summary: RunSummary
    package var reports: [ReporterSpec.Kind: String]

    /// Runs `paths` (no plugins) with one reporter of each kind in `kinds`; `configure` sets
    /// the rest of the options.
    package static func run(
        _ paths: [String], kinds: [ReporterSpec.Kind] = ReporterSpec.Kind.allCases,
        configure: (inout RunOptions) -> Void = { _ in }
    ) throws -> ReportRun {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var options = RunOptions()
        options.workerExecutable = TestPackage.masthead
        options.paths = paths
        options.pluginDirectories = []
        options.reporters = kinds.map { ReporterSpec(kind: $0, path: "\(directory.path)/report.\($0.rawValue)") }
        configure(&options)
        let sources = SourceCache()
        let reporters = options.reporters.map { ReporterFactory.make($0, sources: sources).reporter }
        let summary = SuiteRunner(options: options, reporters: reporters, sources: sources, tracePages: .files).run()
        var reports: [ReporterSpec.Kind: String] = [:]
        for spec in options.reporters { reports[spec.kind] = try TemporaryDirectory.readText(spec.path!) }
        return ReportRun(summary: summary, reports: reports)
    }
}

/// Real programs reading reports: each returns the consumer's lines (see
/// Tests/Fixtures/consumers/README.md). A test that calls one needs its tool: `tapResults` perl,
/// `junit` and `json` python (`.needs(.perl)`, `.needs(.python)`).
package enum Consumers {
    /// Writes `text` to a temporary file and runs `program` with `arguments` and the file's path.
    package static func read(_ text: String, with program: String, _ arguments: [String], suffix: String) throws
        -> Subprocess.Result
    {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/report." + suffix
        try TemporaryDirectory.write(text, to: path)
        return try Subprocess.run(program, arguments + [path], separateErrors: true)
    }

    package static func tapResults(_ tap: String) throws -> [String] {
        try lines(read(tap, with: OutsideTool.perl.path, [PackagePaths.consumers + "/tap_results.pl"], suffix: "tap"))
    }

    package static func junit(_ xml: String) throws -> [String] {
        try lines(
            read(xml, with: OutsideTool.python.path, [PackagePaths.consumers + "/junit_counts.py"], suffix: "xml"))
    }

    package static func json(_ json: String) throws -> [String] {
        try lines(
            read(json, with: OutsideTool.python.path, [PackagePaths.consumers + "/json_report.py"], suffix: "json"))
    }

    private static func lines(_ result: Subprocess.Result) throws -> [String] {
        guard result.status == 0 else {
            throw Subprocess.Failure(description: "consumer failed (\(result.status)): \(result.errors)")
        }
        return result.output.split(separator: "\n").map(String.init)
    }

    /// The consumers' escaping of a value: `\` `\n` `\t`.
    package static func escape(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("\n", with: "\\n").replacing("\t", with: "\\t")
    }
}
