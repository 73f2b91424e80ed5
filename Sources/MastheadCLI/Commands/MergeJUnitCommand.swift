import MastheadReports
import MastheadRunning

/// `masthead merge-junit A.xml B.xml ... [-o OUT] [--rename-duplicates] [--timings FILE]`: merges
/// JUnit reports (a sharded job's) into one, and can refresh a timings file from them.
///
/// Exit status: 0 merged; 2 a usage error, a file that cannot be read or is not well-formed, or
/// a suite name in two reports.
enum MergeJUnitCommand: Subcommand {
    struct Request {
        var inputs: [String] = []
        var output: String?
        var timings: String?
        var merge = JUnitMerge()
    }

    static let spec = CommandSpec<Request>(
        name: "merge-junit", usage: ["merge-junit REPORT.xml ... [-o FILE] [--rename-duplicates] [--timings FILE]"],
        abstract: "merge JUnit reports (the shards of a CI job)",
        discussion: """
            Merges JUnit reports into one: every <testsuite> of every report, in the order given, under
            one <testsuites> with the summed counts and time. Typical use: the reports of a sharded job,

              masthead run --shard 1/3 --reporter junit:out/1.xml     (on each of three machines)
              masthead merge-junit out/1.xml out/2.xml out/3.xml -o out/junit.xml
            """,
        groups: [
            OptionGroup([
                .value(
                    "--output", aliases: ["-o"], "FILE", .text, default: "standard output",
                    help: "write the merged report to FILE"
                ) {
                    $0.output = $1
                },
                .flag(
                    "--rename-duplicates",
                    help: "keep a suite name seen in an earlier report as \"NAME (REPORT)\" (without it, a repeated"
                        + " suite name is an error: its tests would count twice)"
                ) { $0.merge.renamesDuplicates = true },
                .value(
                    "--timings", "FILE", .text,
                    help: "also write the testcases' times to FILE, for 'run --shard --timings'"
                ) { $0.timings = $1 },
            ])
        ],
        positional: Positional("REPORT.xml") { $0.inputs.append($1) },
        epilogue: "Exit status: 0 merged; 2 a usage error, an unreadable or malformed report, or a repeated suite.",
        initial: { _ in Request() },
        finish: { request throws(UsageError) in
            guard !request.inputs.isEmpty else {
                throw UsageError("name the reports to merge (masthead merge-junit a.xml b.xml -o all.xml)")
            }
        })

    static func run(_ request: Request) -> Int32 {
        do {
            var reports: [(path: String, root: XMLElement)] = []
            for path in request.inputs { reports.append((path, try JUnitMerge.read(path))) }
            let merged = try request.merge.merge(reports)
            if let path = request.timings { try JUnitMerge.timings(of: merged).merge(into: path) }
            let output = TextOutput(request.output.map { .file($0) } ?? .standardOutput)
            output.write(XMLWriter.document(merged))
            try output.finish()
            return 0
        } catch {
            printError("masthead merge-junit: \(error)")
            return 2
        }
    }

    /// The request, or nil when help was asked for.
    static func parse(_ arguments: [String]) throws(UsageError) -> Request? {
        try spec.parse(arguments, environment: [:])
    }
}
