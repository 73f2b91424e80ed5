import MastheadLua

/// Which discovered scenarios a run takes: `--filter`, `--tag`, `--exclude-tag`, `--shard`.
struct Selection {
    let options: RunOptions

    func includes(file: String, _ info: ScenarioInfo) -> Bool {
        let id = ScenarioID.make(file: file, name: info.name)
        if !options.filters.isEmpty && !options.filters.contains(where: { id.contains($0) }) { return false }
        if !options.tags.isEmpty && !options.tags.contains(where: info.tags.contains) { return false }
        if options.excludedTags.contains(where: info.tags.contains) { return false }
        if let shard = options.shard, Self.shard(of: id, count: shard.count) != shard.index { return false }
        return true
    }

    /// The shard (1-based) a scenario id falls in: FNV-1a of the id, the same on every machine.
    static func shard(of id: String, count: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return Int(hash % UInt64(count)) + 1
    }
}
