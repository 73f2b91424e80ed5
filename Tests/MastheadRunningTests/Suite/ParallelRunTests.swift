import RunnerTestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// `--jobs N`: every report is the same whatever N is, apart from what is measured (times, and
/// peak memory, which varies by a few bytes with what the worker's state ran before).
@Suite struct ParallelRunTests {
    /// Our whole scenario suite with its plugins, and the mixed fixture (failures of every kind).
    func reports(jobs: Int) throws -> [ReporterSpec.Kind: String] {
        let run = try ReportRun.run([PackagePaths.mixed, PackagePaths.root + "/Scenarios"]) { options in
            options.jobs = jobs
            options.pluginDirectories = [PackagePaths.plugins]
            options.record = .never
        }
        return run.reports.mapValues(Self.withoutMeasures)
    }

    @Test func reportsAreIdenticalForOneTwoAndFourJobs() throws {
        let serial = try reports(jobs: 1)
        #expect(serial[.tap]?.contains("not ok 6 - ") == true)
        for jobs in [2, 4] {
            let parallel = try reports(jobs: jobs)
            for kind in ReporterSpec.Kind.allCases {
                let expected = try #require(serial[kind])
                let actual = try #require(parallel[kind])
                #expect(
                    actual == expected, "\(kind) differs with --jobs \(jobs): \(Self.firstDifference(expected, actual))"
                )
            }
        }
    }

    /// Replaces every measured time with "T" (JUnit's time attributes, JSON's durations, and the
    /// pretty report's "12 ms") and JSON's peak memory with "M".
    static func withoutMeasures(_ report: String) -> String {
        report
            .replacing(#/"peak_memory": [0-9]+/#, with: "\"peak_memory\": M")
            .replacing(#/time="[0-9.]+"/#, with: "time=\"T\"")
            .replacing(#/"duration": [0-9.]+/#, with: "\"duration\": T")
            .replacing(#/([ (])[0-9.]+ (ms|s)\b/#) { match in "\(match.1)T" }
    }

    static func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, pair) in zip(left, right).enumerated() where pair.0 != pair.1 {
            return "line \(index + 1): \(pair.0) ≠ \(pair.1)"
        }
        return "lengths \(left.count) and \(right.count)"
    }
}
