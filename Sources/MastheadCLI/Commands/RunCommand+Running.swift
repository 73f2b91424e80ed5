import MastheadReports
import MastheadRunning
import MastheadStudio

#if canImport(Glibc)
    import Glibc
#endif

/// Running the parsed options: the reporters (or the list), the snapshot store and its reports,
/// the timings file, the seed, interrupts, and the exit status (`RunOutcome`: 130 when
/// interrupted, 2 when an output could not be written: `UnwrittenOutputs`).
extension RunCommand {
    static func run(_ parsed: RunOptions) -> Int32 {
        var options = parsed
        // Without --seed, a shuffled order draws its seed from the clock (and properties derive
        // theirs from it, so `--seed N` repeats both); otherwise the run's seed stays the fixed
        // default (`ScenarioServices.defaultRunSeed`) and properties draw the same every run.
        if options.shuffle && options.seed == nil { options.seed = defaultSeed() }
        let sources = SourceCache()
        var made: [(reporter: any Reporter, output: TextOutput)]
        if options.listOnly {
            let output = TextOutput(.standardOutput)
            made = [(ListReporter(output: output), output)]
        } else {
            made = options.reporters.map { ReporterFactory.make($0, sources: sources) }
        }
        if SummaryLineReporter.isNeeded(options) {
            let output = TextOutput(.standardOutput)
            let files = options.reporters.compactMap(\.path) + (options.html.map { [$0] } ?? [])
            made.append((SummaryLineReporter(output: output, files: files), output))
        }
        var reporters = made.map(\.reporter)
        let unwritten = UnwrittenOutputs()
        let snapshots = DiskSnapshotStore(options: options, unwritten: unwritten)
        reporters += SnapshotReporting.reporters(
            options: options, ledger: snapshots.ledger, sources: sources, unwritten: unwritten)
        // A sharded run only reads the timings: every shard of a job must see the same file.
        let recorder = options.timingsPath.flatMap {
            options.shard == nil && !options.listOnly ? TimingsRecorder(path: $0, unwritten: unwritten) : nil
        }
        if let recorder { reporters.append(recorder) }
        if !options.listOnly, !showsSeedOnStandardOutput(options) { reporters.append(SeedNoteReporter()) }
        if !options.listOnly, options.trace != .off {
            reporters.append(TraceNoteReporter(folder: options.traceDirectory, unwritten: unwritten))
        }
        if options.keepsExamples, !options.listOnly, let root = options.examples {
            reporters.append(ExampleKeeper(root: root))
        }

        Interrupt.install()
        let runner = SuiteRunner(
            options: options, reporters: reporters, sources: sources, snapshots: snapshots, unwritten: unwritten,
            tracePages: .files)
        let summary = runner.run()
        made.forEach { unwritten.note($0.output) }
        return RunOutcome.exitStatus(summary, unwritten: unwritten)
    }

    /// Whether the report on standard output names the seed (pretty and TAP do).
    private static func showsSeedOnStandardOutput(_ options: RunOptions) -> Bool {
        options.reporters.contains { $0.path == nil && ($0.kind == .pretty || $0.kind == .tap) }
    }

    /// A seed for `--shuffle` without `--seed`: from the wall clock, which is fine here because
    /// it is printed, so the run (its order, and its properties' draws) can be repeated with
    /// `--seed N`. Scenarios never see it; properties derive their seeds from it.
    static func defaultSeed() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        var generator = SeededShuffle(
            seed: UInt64(bitPattern: Int64(time.tv_sec)) &* 1_000_000_007 &+ UInt64(time.tv_nsec))
        return generator.next() % (UInt64(UInt32.max) + 1)
    }
}
