import MastheadLua

#if canImport(Glibc)
    import Glibc
#endif

/// `masthead run [PATH ...] [options]`: parses the options and hands them to `SuiteRunner`.
enum RunCommand {
    static let options = [
        "--filter", "--tag", "--exclude-tag", "--jobs", "--shard", "--reporter", "--record", "--plugins",
        "--timeout", "--max-instructions", "--max-memory", "--max-worker-memory", "--fail-fast", "--list",
        "--artifacts", "--help",
        "--html", "--unused-snapshots",
        "--shuffle", "--seed", "--timings",
    ]

    static func main(_ arguments: [String]) -> Int32 {
        ParsedCommand.run(
            "run", help: HelpText.run, parse: { () throws(UsageError) in try parse(arguments) }, body: run)
    }

    /// The options, or nil when help was asked for.
    static func parse(_ arguments: [String], environment: [String: String] = ProcessEnvironment.current)
        throws(UsageError) -> RunOptions?
    {
        var options = RunOptions()
        if environment["CI"].map({ !$0.isEmpty }) == true { options.record = .never }
        if let mode = environment["MASTHEAD_RECORD"], !mode.isEmpty {
            guard let record = RecordMode(rawValue: mode) else {
                throw UsageError(
                    "run: MASTHEAD_RECORD must be one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", ")) (got \(mode))"
                )
            }
            options.record = record
        }
        var reader = ArgumentReader(arguments, command: "run")
        var paths: [String] = []
        var reporters: [ReporterSpec] = []
        var pluginDirectories: [String] = []
        while let item = reader.next() {
            switch item {
            case .positional(let path):
                paths.append(path)
            case .option(let name, let inline):
                switch name {
                case "--help", "-h": return nil
                case "--fail-fast": options.failFast = true
                case "--list": options.listOnly = true
                case "--filter":
                    options.filters.append(
                        try reader.value(for: name, inline: inline, meaning: "a text to find in scenario ids"))
                case "--tag": options.tags.append(try reader.value(for: name, inline: inline, meaning: "a tag"))
                case "--exclude-tag":
                    options.excludedTags.append(try reader.value(for: name, inline: inline, meaning: "a tag"))
                case "--plugins":
                    pluginDirectories.append(try reader.value(for: name, inline: inline, meaning: "a folder"))
                case "--artifacts": options.artifacts = try reader.value(for: name, inline: inline, meaning: "a folder")
                case "--html":
                    options.html = try reader.value(for: name, inline: inline, meaning: "a file for the HTML report")
                case "--unused-snapshots":
                    guard let mode = UnusedSnapshotsMode(rawValue: inline ?? "list") else {
                        throw UsageError(
                            "run: --unused-snapshots takes nothing (list them) or =delete (got \(inline ?? ""))")
                    }
                    options.unusedSnapshots = mode
                case "--jobs":
                    let text = try reader.value(for: name, inline: inline, meaning: "a number of worker threads")
                    guard let jobs = Int(text), jobs >= 1, jobs <= 256 else {
                        throw UsageError("run: --jobs takes a whole number from 1 to 256 (got \(text))")
                    }
                    options.jobs = jobs
                case "--shard":
                    let text = try reader.value(for: name, inline: inline, meaning: "I/N")
                    guard let shard = Shard(parsing: text) else {
                        throw UsageError("run: --shard takes I/N with 1 ≤ I ≤ N, like 2/3 (got \(text))")
                    }
                    options.shard = shard
                case "--reporter":
                    let text = try reader.value(for: name, inline: inline, meaning: "pretty, tap, junit or json[:FILE]")
                    guard let spec = ReporterSpec(parsing: text) else {
                        throw UsageError(
                            "run: unknown reporter \(text) (pretty, tap, junit, json, each with an optional :FILE)")
                    }
                    reporters.append(spec)
                case "--record":
                    let text = try reader.value(for: name, inline: inline, meaning: "missing, all, never or failed")
                    guard let mode = RecordMode(rawValue: text) else {
                        throw UsageError("run: --record takes missing, all, never or failed (got \(text))")
                    }
                    options.record = mode
                case "--timeout", "--max-instructions", "--max-memory":
                    let text = try reader.value(for: name, inline: inline, meaning: LimitOptions.meaning(of: name))
                    try LimitOptions.apply(name, text, to: &options.limits, command: "run")
                case "--max-worker-memory":
                    let text = try reader.value(for: name, inline: inline, meaning: "MiB")
                    guard let mebibytes = Int(text), mebibytes >= 0, mebibytes <= 1 << 20 else {
                        throw UsageError(
                            "run: --max-worker-memory takes a whole number of MiB, 0 for none (got \(text))")
                    }
                    options.maxWorkerMemoryMiB = mebibytes
                case "--shuffle": options.shuffle = true
                case "--seed":
                    let text = try reader.value(for: name, inline: inline, meaning: "a number")
                    guard let seed = UInt32(text) else {
                        throw UsageError("run: --seed takes a whole number from 0 to \(UInt32.max) (got \(text))")
                    }
                    options.seed = UInt64(seed)
                    options.shuffle = true
                case "--timings":
                    options.timingsPath = try reader.value(for: name, inline: inline, meaning: "a timings file")
                default:
                    throw reader.unknown(name, known: Self.options)
                }
            }
        }
        if !paths.isEmpty { options.paths = paths }
        if !reporters.isEmpty { options.reporters = reporters }
        if !pluginDirectories.isEmpty {
            options.pluginDirectories = ["Plugins"] + pluginDirectories
            options.pluginDirectoriesGiven = true
        }
        let outputs = options.reporters.filter { $0.path == nil }
        if outputs.count > 1 {
            throw UsageError(
                "run: only one reporter can write to standard output; give the others a file (--reporter junit:out.xml)"
            )
        }
        return options
    }
}
