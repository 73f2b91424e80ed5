import MastheadLua

/// The last step of planning a run: keep this machine's shard of the selected scenarios, then
/// shuffle them when asked. Both depend only on the options, the suite and the timings file, so
/// every machine of a CI job plans alike.
extension SuiteRunner {
    func arrange(_ plan: inout RunPlan, summary: inout RunSummary) {
        summary.emptySelection = EmptySelection.message(
            plan, options: options, problems: summary.loadProblems.count + summary.pluginProblems.count)
        if let shard = options.shard {
            let timings = shardTimings(&summary)
            plan.shard = shard
            plan.shardBalance = timings == nil ? .hash : .timings
            let shards = ShardPlanner.assign(plan.entries.map(\.id), count: shard.count, timings: timings)
            plan.entries.removeAll { shards[$0.id] != shard.index }
            let inShard = Set(plan.entries.map(\.source.path))
            plan.files.removeAll { !inShard.contains($0) }
        }
        if plan.entries.contains(where: \.info.isProperty) {
            plan.propertySeed = options.runSeed
            checkRememberedCases(plan, &summary)
        }
        if options.shuffle {
            let seed = options.runSeed
            plan.seed = seed
            var generator = SeededShuffle(seed: seed)
            generator.shuffle(&plan.entries)
        }
    }

    /// A property's remembered case that is there but cannot be read (a FIFO, a device, a
    /// folder, a file past its bound) is a problem of its own, said before the run; the property
    /// still runs, from its seed (its worker's reader refuses the file the same way).
    private func checkRememberedCases(_ plan: RunPlan, _ summary: inout RunSummary) {
        guard let root = options.examples else { return }
        for entry in plan.entries where entry.info.isProperty {
            let path = ExampleFiles.path(root: root, file: entry.source.path, property: entry.info.name)
            guard FileSystem.exists(path) else { continue }
            do {
                _ = try FileSystem.readBytes(path, limit: .example, within: .examples(root))
            } catch {
                let message = error.description + "; \(entry.id) runs without its remembered case"
                report(LoadProblem(file: path, failure: .init(kind: .load, message: message)), &summary)
            }
        }
    }

    /// The timings to balance shards by: nil without `--timings` or when the file does not exist
    /// yet (the shards then go by hash); a problem when the file is malformed.
    private func shardTimings(_ summary: inout RunSummary) -> Timings? {
        guard let path = options.timingsPath, FileSystem.exists(path) else { return nil }
        do {
            return try Timings.read(path)
        } catch {
            report(LoadProblem(file: path, failure: .init(kind: .load, message: error.message)), &summary)
            return nil
        }
    }
}

extension RunPlan.Entry {
    /// The id reports use: `Scenarios/greeting/badge.lua › badge hides at zero`.
    package var id: String { ScenarioID.make(file: source.path, name: info.name) }
}
