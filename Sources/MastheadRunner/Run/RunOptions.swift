import MastheadLua

/// Everything `masthead run` can be told.
public struct RunOptions: Sendable {
    public var paths: [String] = ["Scenarios"]
    public var filters: [String] = []
    public var tags: [String] = []
    public var excludedTags: [String] = []
    public var jobs: Int = RunOptions.processorCount
    public var shard: Shard?
    public var reporters: [ReporterSpec] = [ReporterSpec(kind: .pretty, path: nil)]
    public var record: RecordMode = .missing
    public var pluginDirectories: [String] = ["Plugins"]
    /// Whether the plugin folders were named on the command line (a missing one is then an error).
    public var pluginDirectoriesGiven = false
    public var limits: LuaLimits = .scenarioDefault
    public var failFast = false
    public var listOnly = false
    public var artifacts = ".masthead/artifacts"
    /// `--html FILE`: the self-contained HTML report.
    public var html: String?
    /// `--unused-snapshots[=delete]`: list (or delete) snapshot files no scenario asked for.
    public var unusedSnapshots: UnusedSnapshotsMode?
    /// Run order and shard balance (`--shuffle`, `--seed`, `--timings`): see docs/cli.md.
    public var shuffle = false
    public var seed: UInt64?
    public var timingsPath: String?
    /// `--max-worker-memory MIB`: the resident memory a worker process may hold before the parent
    /// stops it (0: no cap).
    public var maxWorkerMemoryMiB = Watchdog.defaultMemoryMiB
    /// The binary to start workers from; nil: this one. (Tests run suites from their own process
    /// and name the `masthead` binary built beside them.)
    public var workerExecutable: String?
    /// `--trace MODE` and `--trace-dir DIR`: which scenarios get a trace page, and where.
    public var trace: TraceMode = .off
    public var traceDirectory = ".masthead/traces"
    /// `--pass-with-no-scenarios`: a selection that is empty passes (otherwise it exits 2).
    public var passWithNoScenarios = false
    /// Where properties remember their failing cases (tried first by the next run); nil: nowhere.
    public var examples: String? = ".masthead/examples"
    /// Whether the run writes and removes remembered cases (never when `CI` is set).
    public var keepsExamples = true

    public init() {}

    public static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}

/// `--shard I/N`: the I-th of N disjoint parts of the run (1-based).
public struct Shard: Sendable, Equatable {
    public var index: Int
    public var count: Int

    public init?(parsing text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }
}

public struct ReporterSpec: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable { case pretty, tap, junit, json, github }
    public var kind: Kind
    /// Where it writes; nil: standard output.
    public var path: String?

    public init(kind: Kind, path: String?) {
        self.kind = kind
        self.path = path
    }

    /// "junit:out/junit.xml" or "pretty".
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard let kind = Kind(rawValue: parts[0]) else { return nil }
        self.kind = kind
        path = parts.count == 2 && !parts[1].isEmpty ? parts[1] : nil
    }
}

/// Which scenarios a run traces (`--trace`): every one, or only the failed ones' pages are kept.
public enum TraceMode: String, Sendable, CaseIterable {
    case off, on
    case retainOnFailure = "retain-on-failure"
}

/// When snapshots are written: `missing` (default), `all`, `never` (default under CI), `failed`.
public enum RecordMode: String, Sendable, CaseIterable {
    case missing, all, never, failed
}

/// What `--unused-snapshots` does with the files no scenario asked for.
public enum UnusedSnapshotsMode: String, Sendable, CaseIterable {
    case list, delete
}

#if canImport(Glibc)
    import Glibc
#endif
