import Testing

@testable import MastheadRunning

/// How `ShardPlanner` deals scenarios out: the same on every machine, longest first, ties by id.
@Suite struct ShardPlannerTests {
    @Test func theHashIsFNV1aOfTheId() {
        // FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c.
        #expect(
            ShardPlanner.hashShard(of: "a", count: 1_000_000_007) == Int(UInt64(0xaf63_dc4c_8601_ec8c) % 1_000_000_007)
                + 1)
    }

    @Test func longestFirstOntoTheLightestShardTiesToTheLowerShardAndSmallerId() {
        let timings = Timings(seconds: ["a": 5, "b": 4, "c": 3, "d": 3, "e": 1])
        let shards = ShardPlanner.assign(["e", "d", "c", "b", "a"], count: 2, timings: timings)
        // Loads after each: a→1 (5, 0); b→2 (5, 4); c, before d by id, →2 (5, 7); d→1 (8, 7); e→2 (8, 8).
        #expect(shards == ["a": 1, "b": 2, "c": 2, "d": 1, "e": 2])
    }

    @Test func theOrderTheIdsArriveInDoesNotMatter() {
        let ids = (1...50).map { "file\($0 % 7).lua › case \($0)" }
        let timings = Timings(seconds: Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, Double($0 % 5)) }))
        let forward = ShardPlanner.assign(ids, count: 4, timings: timings)
        #expect(ShardPlanner.assign(ids.reversed(), count: 4, timings: timings) == forward)
        #expect(Set(forward.values) == [1, 2, 3, 4])
    }

    @Test func scenariosRecordedAsZeroAreStillDealtOutEvenly() {
        // A file written to the millisecond: most scenarios read 0, a few 1 ms.
        let ids = (1...300).map { "f.lua › case \($0)" }
        var timings = Timings()
        for (offset, id) in ids.enumerated() { timings.seconds[id] = offset % 30 == 0 ? 0.001 : 0 }
        #expect(ShardPlanner.zeroTime(timings) == 0.0005)
        let shards = ShardPlanner.assign(ids, count: 2, timings: timings)
        let first = shards.values.filter { $0 == 1 }.count
        #expect(abs(first - (300 - first)) <= 2, "\(first) against \(300 - first)")
        #expect(ShardPlanner.zeroTime(Timings(seconds: ["a": 0])) == 1, "all zeros: balanced by count")
    }

    @Test func withoutTimingsOrWithOneShardEveryIdGoesByHash() {
        let ids = ["x", "y", "z"]
        let byHash = Dictionary(uniqueKeysWithValues: ids.map { ($0, ShardPlanner.hashShard(of: $0, count: 3)) })
        #expect(ShardPlanner.assign(ids, count: 3, timings: nil) == byHash)
        #expect(ShardPlanner.assign(ids, count: 1, timings: Timings(seconds: ["x": 1])) == ["x": 1, "y": 1, "z": 1])
    }
}
