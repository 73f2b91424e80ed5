import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// `--shard I/N`, by hash and by timings, over a generated suite of 300 scenarios: the shards
/// are disjoint, together complete, and (with timings) balanced.
@Suite(.serialized) struct ShardingTests {
    @Test func hashShardsAreDisjointAndComplete() throws {
        let suite = try GeneratedSuite(files: 20, scenarios: 15)
        defer { suite.remove() }
        let all = try Listing.ids([suite.path])
        #expect(all.count == 300)
        for count in [1, 2, 3, 7] {
            let shards = try (1...count).map { index in
                try Listing.ids([suite.path]) { $0.shard = Shard(parsing: "\(index)/\(count)") }
            }
            Self.expectPartition(shards, of: all)
            // A hash spreads 300 ids roughly evenly: no shard is empty or holds most of them.
            #expect(shards.allSatisfy { $0.count > 300 / count / 2 && $0.count < 300 / count * 2 } || count == 1)
        }
    }

    @Test func timingShardsAreDisjointCompleteAndBalanced() throws {
        let suite = try GeneratedSuite(files: 20, scenarios: 15)
        defer { suite.remove() }
        let all = try Listing.ids([suite.path])
        // Every tenth scenario has no timing yet; the rest take 1 to 100 ms, unevenly.
        var timings = Timings()
        for (offset, id) in all.enumerated() where offset % 10 != 0 {
            timings.seconds[id] = Double((offset * 37) % 100 + 1) / 1000
        }
        let file = suite.directory.path + "/timings.txt"
        try TemporaryDirectory.write(timings.text, to: file)
        let shards = try (1...3).map { index in
            try Listing.ids([suite.path]) {
                $0.shard = Shard(parsing: "\(index)/3")
                $0.timingsPath = file
            }
        }
        Self.expectPartition(shards, of: all)
        let loads = shards.map { ids in ids.reduce(0.0) { $0 + (timings[$1] ?? 0) } }
        let longest = timings.seconds.values.max()!
        let mean = timings.seconds.values.reduce(0, +) / Double(timings.seconds.count)
        let unknownByShard = shards.map { ids in Double(ids.filter { timings[$0] == nil }.count) * mean }
        // Greedy longest-first: counted with the unknown ones' estimate, no shard is more than the
        // longest scenario above another.
        let estimated = zip(loads, unknownByShard).map(+)
        #expect(estimated.max()! - estimated.min()! <= longest + 1e-9, "\(estimated)")
        // The unknown ones went by hash, exactly as without timings.
        for (index, ids) in shards.enumerated() {
            for id in ids where timings[id] == nil { #expect(ShardPlanner.hashShard(of: id, count: 3) == index + 1) }
        }
    }

    @Test func anUnshardedRunWritesTimingsThatShardedRunsBalanceBy() throws {
        let suite = try GeneratedSuite(files: 6, scenarios: 10)
        defer { suite.remove() }
        let file = suite.directory.path + "/out/timings.txt"
        var options = RunOptions()
        options.workerExecutable = TestPackage.masthead
        options.paths = [suite.path]
        options.pluginDirectories = []
        options.jobs = 2
        let recorder = TimingsRecorder(path: file)
        _ = SuiteRunner(options: options, reporters: [recorder]).run()
        #expect(recorder.failure == nil)
        let written = try Timings.read(file)
        let all = try Listing.ids([suite.path])
        #expect(written.seconds.keys.sorted() == all.sorted())
        // Sorted by id, one a line, after the header.
        let text = try TemporaryDirectory.readText(file)
        #expect(text.hasPrefix("# masthead timings: seconds<TAB>scenario id\n"))
        #expect(text.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t")[1]) } == all.sorted())

        let run = try ReportRun.run([suite.path], kinds: [.json]) {
            $0.shard = Shard(parsing: "1/2")
            $0.timingsPath = file
        }
        #expect(run.reports[.json]?.contains("\"balance\": \"timings\"") == true)
        // A sharded run reads the file and leaves it as it was.
        #expect(try TemporaryDirectory.readText(file) == text)
    }

    @Test func aMalformedTimingsFileIsALoadProblem() throws {
        let suite = try GeneratedSuite(files: 1, scenarios: 2)
        defer { suite.remove() }
        let file = suite.directory.path + "/timings.txt"
        try TemporaryDirectory.write("# header\n0.5\tok id\nfast\tbroken\n", to: file)
        let run = try ReportRun.run([suite.path], kinds: [.json]) {
            $0.shard = Shard(parsing: "1/2")
            $0.timingsPath = file
        }
        #expect(run.summary.exitStatus == 2)
        #expect(
            run.summary.loadProblems.map(\.failure.message) == [
                "\(file):3: expected seconds, a tab and a scenario id (got \"fast\tbroken\")"
            ])
    }

    @Test func theJUnitReportsTimesReachTheMicrosecondSoMergedTimingsAreNotZero() throws {
        let suite = try GeneratedSuite(files: 4, scenarios: 10)
        defer { suite.remove() }
        let run = try ReportRun.run([suite.path], kinds: [.junit])
        let report = suite.directory.path + "/junit.xml"
        try TemporaryDirectory.write(try #require(run.reports[.junit]), to: report)
        let timings = JUnitMerge.timings(of: try JUnitMerge.read(report))
        #expect(timings.seconds.count == 40)
        #expect(timings.seconds.values.allSatisfy { $0 > 0 }, "sub-millisecond scenarios written as 0: \(timings)")
    }

    @Test func theHeaderOfAShardCountsTheShardsFiles() throws {
        let suite = try GeneratedSuite(files: 20, scenarios: 1)
        defer { suite.remove() }
        let shard = Shard(parsing: "1/7")
        let ids = try Listing.ids([suite.path]) { $0.shard = shard }
        let files = Set(ids.map { $0.split(separator: " › ")[0] }).count
        let run = try ReportRun.run([suite.path], kinds: [.pretty]) { $0.shard = shard }
        let header = try #require(run.reports[.pretty]?.split(separator: "\n").first)
        let scenarios = ids.count == 1 ? "1 scenario" : "\(ids.count) scenarios"
        #expect(header == "Running \(scenarios) from \(files) \(files == 1 ? "file" : "files"), shard 1/7 (by hash)")
        #expect(files < 20)
    }

    static func expectPartition(
        _ shards: [[String]], of all: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let union = shards.flatMap { $0 }
        #expect(union.count == all.count, "a scenario is in two shards or in none", sourceLocation: sourceLocation)
        #expect(Set(union) == Set(all), sourceLocation: sourceLocation)
    }
}
