import MastheadCore

/// Splits the selected scenarios into the parts of `--shard I/N` so that every machine of a CI
/// job, given the same suite, options and timings file, computes the same split: the parts are
/// disjoint and together hold every scenario.
///
/// Without timings each scenario goes by a hash of its id (FNV-1a), which needs nothing but the
/// id and keeps a scenario in its shard as the suite grows. With timings the known scenarios are
/// dealt out longest first, each to the shard with the least time so far (ties: the lower shard;
/// equal times: the smaller id), after the unknown ones have gone by hash, each counted at the
/// known scenarios' mean time. A recorded 0 counts as half the smallest time recorded.
enum ShardPlanner {
    /// The shard (1-based) of each id.
    static func assign(_ ids: [String], count: Int, timings: Timings?) -> [String: Int] {
        var shards: [String: Int] = [:]
        guard let timings, count > 1 else {
            for id in ids { shards[id] = hashShard(of: id, count: count) }
            return shards
        }
        let ordered = ids.sorted(by: Self.bytewise)
        let floor = zeroTime(timings)
        let known = ordered.compactMap { id in timings[id].map { (id: id, seconds: $0 > 0 ? $0 : floor) } }
        let estimate = known.isEmpty ? 0 : known.reduce(0) { $0 + $1.seconds } / Double(known.count)
        var loads = [Double](repeating: 0, count: count)
        for id in ordered where timings[id] == nil {
            let shard = hashShard(of: id, count: count)
            shards[id] = shard
            loads[shard - 1] += estimate
        }
        let longestFirst = known.sorted { $0.seconds != $1.seconds ? $0.seconds > $1.seconds : bytewise($0.id, $1.id) }
        for scenario in longestFirst {
            var lightest = 0
            for shard in 1..<count where loads[shard] < loads[lightest] { lightest = shard }
            loads[lightest] += scenario.seconds
            shards[scenario.id] = lightest + 1
        }
        return shards
    }

    /// What a recorded 0 counts as: the time was below the file's resolution, so half the smallest
    /// time it does record (1 when it records none). Counted as nothing, every zero would go to the
    /// lightest shard and stay there: 264 scenarios against 45 from a file written to the millisecond.
    static func zeroTime(_ timings: Timings) -> Double {
        (timings.seconds.values.filter { $0 > 0 }.min() ?? 2) / 2
    }

    /// The shard (1-based) an id falls in by FNV-1a, the same on every machine.
    static func hashShard(of id: String, count: Int) -> Int {
        Int(FNV1a.hash(id) % UInt64(count)) + 1
    }

    private static func bytewise(_ a: String, _ b: String) -> Bool {
        Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8))
    }
}
