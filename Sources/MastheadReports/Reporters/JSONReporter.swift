import MastheadCore
import MastheadLua
import MastheadRender
import MastheadRunning

/// The whole run as one JSON document, written when it ends, for scripts and dashboards. The
/// schema (documented in docs/cli.md, "The JSON report"):
///
/// ```
/// { "format": "masthead-run", "version": 1, "masthead": "0.1.0",
///   "shard": { "index", "count", "balance" }?, "seed"?,
///   "summary": { "total", "passed", "failed", "not_run", "problems", "duration", "exit_status",
///                "stopped_early" },
///   "problems": [ { "file", "kind", "message", "line"? } ],
///   "scenarios": [ { "id", "file", "name", "line", "tags", "status", "duration", "assertions",
///                    "instructions", "peak_memory", "steps", "output", "snapshots",
///                    "runs"?, "seed"?, "property"?: { … },
///                    "failure"?: { "kind", "message", "file"?, "line"?, "expected"?, "actual"?,
///                                  "diff"?, "traceback" } } ] }
/// ```
///
/// A property's scenario has its `runs` and `seed` and its `property` object
/// (`JSONReporter+Property`).
///
/// Members marked `?` are left out when they have no value. Durations are seconds, to the
/// millisecond; scenarios are in the order they ran.
///
/// Each scenario is printed as it finishes (while the workers run on) into a spool on disk, so
/// the end of a run only has the summary to print, and memory holds neither a tree of values nor
/// the whole text.
package final class JSONReporter: Reporter {
    private let output: TextOutput
    private var plan = RunPlan()
    private var problems: [LoadProblem] = []
    /// The `scenarios` array's items, printed at their depth and separated by ",\n", kept on disk
    /// until the report is written.
    private let scenarios: Spool

    package init(output: TextOutput) {
        self.output = output
        if case .file(let path) = output.target {
            scenarios = Spool(beside: path)
        } else {
            scenarios = Spool()
        }
    }

    package func runStarted(_ plan: RunPlan) { self.plan = plan }
    package func problem(_ problem: LoadProblem) { problems.append(ReportCap.capped(problem)) }
    package func scenarioFinished(_ result: ScenarioResult) {
        var record = JSONObjectWriter(
            after: scenarios.isEmpty ? "    " : ",\n    ", indent: 2, capacity: Self.itemCapacity)
        Self.write(ReportCap.capped(result), to: &record)
        record.finish()
        scenarios.write(bytes: record.bytes)
    }

    /// Room for a passing scenario's record, so that printing one does not grow the array
    /// again and again.
    private static let itemCapacity = 2048

    package func runFinished(_ summary: RunSummary) {
        var document = JSONObjectBuilder()
        document.add("format", "masthead-run")
        document.add("version", 1)
        document.add("masthead", Masthead.version)
        if let shard = plan.shard {
            var object = JSONObjectBuilder()
            object.add("index", Double(shard.index))
            object.add("count", Double(shard.count))
            object.add("balance", plan.shardBalance == .hash ? "hash" : "timings")
            document.add("shard", object.value)
        }
        document.add("seed", (plan.seed ?? plan.propertySeed).map { Double($0) })
        document.add("summary", Self.summary(summary, total: plan.entries.count))
        document.add("problems", .array(problems.map(Self.problem)))
        // The document ends "\n}\n"; the scenarios, printed already, go in as its last member.
        let head = document.value.prettyPrinted.dropLast(3)
        if scenarios.isEmpty {
            output.write(head + ",\n  \"scenarios\": []\n}\n")
        } else {
            output.write(head + ",\n  \"scenarios\": [\n")
            scenarios.readBack { output.write(bytes: $0) }
            output.write("\n  ]\n}\n")
        }
        output.finishOrRemember()
    }

    private static func summary(_ summary: RunSummary, total: Int) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("total", Double(total))
        object.add("passed", Double(summary.passed))
        object.add("failed", Double(summary.failed))
        object.add("not_run", Double(summary.notRun))
        object.add("problems", Double(summary.loadProblems.count + summary.pluginProblems.count))
        object.add("duration", summary.duration)
        object.add("exit_status", Double(summary.exitStatus))
        object.add("stopped_early", summary.stoppedEarly)
        return object.value
    }

    private static func problem(_ problem: LoadProblem) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("file", problem.file)
        object.add("kind", problem.failure.kind.rawValue)
        object.add("message", problem.failure.message)
        object.add("line", problem.failure.location.map { Double($0.line) })
        return object.value
    }

    /// A scenario's record, printed member by member (no tree of values: one is printed per
    /// scenario). A failure and a property, rare, are made as values.
    private static func write(_ result: ScenarioResult, to object: inout JSONObjectWriter) {
        object.add("id", result.id)
        object.add("file", result.file)
        object.add("name", result.info.name)
        object.add("line", Double(result.info.line))
        object.add("tags", strings: result.info.tags)
        object.add("status", result.passed ? "passed" : "failed")
        object.add("duration", result.duration)
        object.add("assertions", Double(result.outcome.assertions))
        object.add("instructions", Double(result.outcome.instructions))
        object.add("peak_memory", Double(result.outcome.peakMemory))
        object.add("steps", strings: result.outcome.steps)
        object.add("output", strings: result.outcome.output)
        object.add("snapshots", strings: result.outcome.snapshotsUsed)
        if let report = result.outcome.property {
            object.add("runs", Double(report.runsMade))
            object.add("seed", Double(report.seed))
            object.add("property", Self.property(report))
        }
        if let failure = result.outcome.failure {
            var detail = JSONObjectBuilder()
            detail.addFields(of: failure)
            detail.add("traceback", strings(failure.traceback))
            object.add("failure", detail.value)
        }
    }

    private static func strings(_ items: [String]) -> JSONValue { .array(items.map(JSONValue.string)) }
}
