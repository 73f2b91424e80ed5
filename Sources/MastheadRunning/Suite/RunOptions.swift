import MastheadLua

/// Everything `masthead run` can be told.
package struct RunOptions: Sendable {
    package var paths: [String] = ["Scenarios"]
    package var filters: [String] = []
    package var tags: [String] = []
    package var excludedTags: [String] = []
    package var jobs: Int = RunOptions.processorCount
    package var shard: Shard?
    package var reporters: [ReporterSpec] = [ReporterSpec(kind: .pretty, path: nil)]
    package var record: RecordMode = .missing
    package var pluginDirectories: [String] = ["Plugins"]
    /// Whether the plugin folders were named on the command line (a missing one is then an error).
    package var pluginDirectoriesGiven = false
    package var limits: LuaLimits = .scenarioDefault
    package var failFast = false
    package var listOnly = false
    package var artifacts = ".masthead/artifacts"
    /// `--html FILE`: the self-contained HTML report.
    package var html: String?
    /// `--unused-snapshots[=delete]`: list (or delete) snapshot files no scenario asked for.
    package var unusedSnapshots: UnusedSnapshotsMode?
    /// Run order and shard balance (`--shuffle`, `--seed`, `--timings`): see docs/cli.md.
    package var shuffle = false
    package var seed: UInt64?
    /// The run's seed: `--seed`, or the default every run without one shares.
    package var runSeed: UInt64 { seed ?? ScenarioServices.defaultRunSeed }
    package var timingsPath: String?
    /// `--max-worker-memory MIB`: the resident memory a worker process may hold before the parent
    /// stops it (0: no cap).
    package var maxWorkerMemoryMiB = Watchdog.defaultMemoryMiB
    /// The binary to start workers from; nil: this one. (Tests run suites from their own process
    /// and name the `masthead` binary built beside them.)
    package var workerExecutable: String?
    /// `--trace MODE` and `--trace-dir DIR`: which scenarios get a trace page, and where.
    package var trace: TraceMode = .off
    package var traceDirectory = ".masthead/traces"
    /// `--pass-with-no-scenarios`: a selection that is empty passes (otherwise it exits 2).
    package var passWithNoScenarios = false
    /// Where properties remember their failing cases (tried first by the next run); nil: nowhere.
    package var examples: String? = ".masthead/examples"
    /// Whether the run writes and removes remembered cases (never when `CI` is set).
    package var keepsExamples = true

    package init() {}

    package static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}

/// `--shard I/N`: the I-th of N disjoint parts of the run (1-based).
package struct Shard: Sendable, Equatable {
    package var index: Int
    package var count: Int

    package init?(parsing text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }
}

package struct ReporterSpec: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable { case pretty, tap, junit, json, github }
    package var kind: Kind
    /// Where it writes; nil: standard output.
    package var path: String?

    package init(kind: Kind, path: String?) {
        self.kind = kind
        self.path = path
    }

    /// "junit:out/junit.xml" or "pretty".
    package init?(parsing text: String) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard let kind = Kind(rawValue: parts[0]) else { return nil }
        self.kind = kind
        path = parts.count == 2 && !parts[1].isEmpty ? parts[1] : nil
    }
}

/// Which scenarios a run traces (`--trace`): every one, or only the failed ones' pages are kept.
package enum TraceMode: String, Sendable, CaseIterable {
    case off, on
    case retainOnFailure = "retain-on-failure"
}

/// When snapshots are written: `missing` (default), `all`, `never` (default under CI), `failed`.
package enum RecordMode: String, Sendable, CaseIterable {
    case missing, all, never, failed
}

/// What `--unused-snapshots` does with the files no scenario asked for.
package enum UnusedSnapshotsMode: String, Sendable, CaseIterable {
    case list, delete
}

#if canImport(Glibc)
    import Glibc
#endif
