import MastheadLua
import MastheadRunning
import MastheadStudio

/// `masthead run [PATH ...] [options]`: its table, read into `RunOptions` and handed to
/// `SuiteRunner` (`RunCommand+Running`).
enum RunCommand: Subcommand {
    /// The options as they are read: paths, reporters and plugin folders replace their defaults
    /// once any is given.
    struct Arguments {
        var options: RunOptions
        var paths: [String] = []
        var reporters: [ReporterSpec] = []
        var plugins: [String] = []
        /// `--watch`: run again on every save (`RunWatch`).
        var watch = false
    }

    static let spec = CommandSpec<Arguments>(
        name: "run", usage: ["run [PATH ...] [options]"],
        abstract: "run the scenarios under PATH (default: Scenarios/)",
        discussion: """
            Runs every scenario in the *.lua files under each PATH (default: Scenarios/). Files whose
            name starts with _ are helpers for require; __snapshots__/ folders are skipped.
            """,
        groups: [
            OptionGroup("Selecting", selecting),
            OptionGroup("Running", running),
            OptionGroup("Reporting", reporting),
        ],
        positional: Positional("PATH") { $0.paths.append($1) },
        epilogue: """
            Exit status: 0 every selected scenario passed; 1 a scenario failed; 2 a usage or loading error,
            or nothing selected. Snapshots and CI: docs/snapshots.md. Reports, shards, timings: docs/cli.md.
            """,
        initial: { environment throws(UsageError) in Arguments(options: try defaults(environment)) },
        finish: { arguments throws(UsageError) in try finish(&arguments) })

    static let selecting: [OptionSpec<Arguments>] = [
        .value(
            "--filter", "TEXT", .text, repeatable: true,
            help: "only scenarios whose id (file › name) contains one of the texts given"
        ) { $0.options.filters.append($1) },
        .value("--tag", "TAG", .text, repeatable: true, help: "only scenarios with one of the tags given") {
            $0.options.tags.append($1)
        },
        .value("--exclude-tag", "TAG", .text, repeatable: true, help: "leave out scenarios tagged TAG") {
            $0.options.excludedTags.append($1)
        },
        .value(
            "--shard", "I/N", shard,
            help: "the I-th of N disjoint parts of the suite (by a hash of each id, or balanced by --timings FILE)"
        ) { $0.options.shard = $1 },
        .flag("--list", help: "print the selected ids (with their tags) instead of running them") {
            $0.options.listOnly = true
        },
        .flag("--fail-fast", help: "stop at the first failure") { $0.options.failFast = true },
        .flag("--shuffle", help: "run in a random order; the seed is printed") { $0.options.shuffle = true },
        .value(
            "--seed", "N", .whole(0...Int(UInt32.max)),
            help: "the run's seed (default 0): properties derive theirs from it, and the order is shuffled with it"
        ) {
            $0.options.seed = UInt64($1)
            $0.options.shuffle = true
        },
        .flag(
            "--pass-with-no-scenarios",
            help: "exit 0 when the paths and options select no scenario (otherwise: exit status 2)"
        ) { $0.options.passWithNoScenarios = true },
    ]

    static let running: [OptionSpec<Arguments>] =
        [
            .value(
                "--jobs", "N", .whole(1...256), default: "the number of cores",
                help: "worker processes"
            ) { $0.options.jobs = $1 },
            SharedOptions.plugins { $0.plugins.append($1) },
            .flag(
                "--watch",
                help: "after the run, wait for saves under the paths and plugin folders and run again what changed"
                    + " (Ctrl-C stops)"
            ) { $0.watch = true },
        ] + SharedOptions.limits(\Arguments.options.limits, defaults: .scenarioDefault, per: "scenario") + [
            .value(
                "--max-worker-memory", "MIB", .whole(0...1 << 20), default: String(Watchdog.defaultMemoryMiB),
                help: "resident memory a worker process may hold before it is stopped (0: no cap)"
            ) { $0.options.maxWorkerMemoryMiB = $1 }
        ]

    static let reporting: [OptionSpec<Arguments>] = [
        .value(
            "--reporter", "KIND[:FILE]", reporter, default: "pretty", repeatable: true,
            help: "pretty, tap, junit, json or github, on standard output or into FILE; one on standard output"
                + " (and github)"
        ) { $0.reporters.append($1) },
        .value(
            "--timings", "FILE", .text,
            help: "write each scenario's seconds to FILE (with --shard: balance the shards by it)"
        ) { $0.options.timingsPath = $1 },
        .value(
            "--record", "MODE", .choice, default: "missing",
            help: "when snapshots are written: missing, all, never (the default when CI is set) or failed"
        ) { $0.options.record = $1 },
        .value(
            "--artifacts", "DIR", .text, default: RunOptions().artifacts,
            help: "where failing snapshots' new renderings go"
        ) { $0.options.artifacts = $1 },
        .value(
            "--html", "FILE", .text,
            help: "also write one self-contained HTML page: every scenario, its steps, failures with diffs,"
                + " and the pictures of its snapshots"
        ) { $0.options.html = $1 },
        .value(
            "--trace", "MODE", .choice, default: "off",
            help: "record every step, its pictures and its animations' frames as a page per scenario:"
                + " on, retain-on-failure (pages of failed scenarios only) or off"
        ) { $0.options.trace = $1 },
        .value(
            "--trace-dir", "DIR", .text, default: RunOptions().traceDirectory,
            help: "where trace pages go, one per scenario, named after its file and name"
        ) { $0.options.traceDirectory = $1 },
        .optionalValue(
            "--unused-snapshots", "delete", implicit: "list", .choice,
            help: "after the run, list snapshot files that no scenario asked for (=delete removes them,"
                + " only after a run of the whole suite)"
        ) { $0.options.unusedSnapshots = $1 },
    ]

    static let shard = ValueParser<Shard>(expectation: "I/N with 1 ≤ I ≤ N, like 2/3") { Shard(parsing: $0) }

    static let reporter = ValueParser<ReporterSpec>(
        expectation: ValueParser<ReporterSpec>.alternatives(ReporterSpec.Kind.allCases.map(\.rawValue))
            + ", each with an optional :FILE",
        candidates: ReporterSpec.Kind.allCases.map(\.rawValue)
    ) { ReporterSpec(parsing: $0) }

    /// The options before the command line: `CI` and `MASTHEAD_RECORD` set the record mode.
    static func defaults(_ environment: [String: String]) throws(UsageError) -> RunOptions {
        var options = RunOptions()
        if environment["CI"].map({ !$0.isEmpty }) == true {
            options.record = .never
            options.keepsExamples = false
        }
        if let mode = environment["MASTHEAD_RECORD"], !mode.isEmpty {
            options.record = try ValueParser<RecordMode>.choice.read(mode, for: "MASTHEAD_RECORD")
        }
        return options
    }

    static func finish(_ arguments: inout Arguments) throws(UsageError) {
        if !arguments.paths.isEmpty { arguments.options.paths = arguments.paths }
        if !arguments.reporters.isEmpty { arguments.options.reporters = arguments.reporters }
        if !arguments.plugins.isEmpty {
            arguments.options.pluginDirectories = RunOptions().pluginDirectories + arguments.plugins
            arguments.options.pluginDirectoriesGiven = true
        }
        // GitHub reads its workflow commands anywhere in standard output: they may share it.
        let onStandardOutput = arguments.options.reporters.filter { $0.path == nil && $0.kind != .github }
        if onStandardOutput.count > 1 {
            throw UsageError(
                "only one reporter can write to standard output; give the others a file (--reporter junit:out.xml)")
        }
    }

    /// A path that is not there is a mistake in the command, not a file that did not load.
    static func check(_ arguments: Arguments) throws(UsageError) {
        if let missing = arguments.paths.first(where: { FileSystem.kind(of: FileSystem.normalize($0)) == nil }) {
            throw UsageError("no such file or directory: \(missing)")
        }
    }

    /// The options, or nil when help was asked for.
    static func parse(_ arguments: [String], environment: [String: String] = ProcessEnvironment.current)
        throws(UsageError) -> RunOptions?
    {
        try spec.parse(arguments, environment: environment)?.options
    }

    static func run(_ arguments: Arguments) -> Int32 {
        guard arguments.watch else { return run(arguments.options) }
        return RunWatch.run(arguments.options, environment: ProcessEnvironment.current) { run($0) }
    }
}
