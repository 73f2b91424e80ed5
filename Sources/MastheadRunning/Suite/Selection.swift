import MastheadLua

/// Which discovered scenarios a run takes: `--filter`, `--tag`, `--exclude-tag`. (`--shard`
/// splits what this selects: `ShardPlanner`.)
struct Selection {
    let options: RunOptions

    func includes(file: String, _ info: ScenarioInfo) -> Bool {
        let id = ScenarioID.make(file: file, name: info.name)
        if !options.filters.isEmpty && !options.filters.contains(where: { id.contains($0) }) { return false }
        if !options.tags.isEmpty && !options.tags.contains(where: info.tags.contains) { return false }
        if options.excludedTags.contains(where: info.tags.contains) { return false }
        return true
    }
}
