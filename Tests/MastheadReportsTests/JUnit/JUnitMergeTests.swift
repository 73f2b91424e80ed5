import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadCLI
@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// `masthead merge-junit`, run as CI runs it: the built binary, its files, Python reading the result.
@Suite(.serialized) struct JUnitMergeTests {
    let masthead = PackagePaths.masthead

    /// The "done when": three shards each write JUnit, the merge holds every scenario once.
    @Test(.needs(.python)) func threeShardsMergeIntoEveryScenarioExactlyOnce() throws {
        let suite = try GeneratedSuite(files: 12, scenarios: 25)
        defer { suite.remove() }
        let out = suite.directory.path
        let listed = try Subprocess.run(masthead, ["run", suite.path, "--list"], separateErrors: true)
        let all = listed.output.split(separator: "\n").map { String($0.prefix { $0 != "[" }.dropLast()) }
        #expect(all.count == 300)
        for index in 1...3 {
            let shard = try Subprocess.run(
                masthead,
                ["run", suite.path, "--shard", "\(index)/3", "--reporter", "junit:\(out)/junit-\(index).xml"],
                separateErrors: true)
            #expect(shard.status == 0, "\(shard.errors)")
            #expect(
                shard.output.hasSuffix("; report in \(out)/junit-\(index).xml\n"),
                "JUnit went to its file; only the summary line to standard output")
        }
        let merged = try Subprocess.run(
            masthead,
            [
                "merge-junit", "\(out)/junit-1.xml", "\(out)/junit-2.xml", "\(out)/junit-3.xml", "-o",
                "\(out)/junit.xml",
                "--timings", "\(out)/timings.txt",
            ], separateErrors: true)
        #expect(merged.status == 0, "\(merged.errors)")

        let lines = try Consumers.junit(try TemporaryDirectory.readText("\(out)/junit.xml"))
        #expect(lines.first == "root\ttestsuites\t300\t0\t0\t0")
        let ids = lines.filter { $0.hasPrefix("case\t") }.map { line in
            let fields = line.split(separator: "\t")
            return "\(fields[1]) › \(fields[2])"
        }
        #expect(ids.count == 300)
        #expect(Set(ids).count == 300, "a scenario appears twice")
        #expect(Set(ids) == Set(all))
        // Each file's scenarios sit in up to three suites, one per shard, each named apart.
        let suites = lines.filter { $0.hasPrefix("suite\t") }.map { String($0.split(separator: "\t")[1]) }
        #expect(Set(suites).count == suites.count)
        #expect(
            suites.allSatisfy {
                $0.hasSuffix(" [shard 1/3]") || $0.hasSuffix(" [shard 2/3]") || $0.hasSuffix(" [shard 3/3]")
            })
        // The merged times make a timings file for the next sharded run.
        #expect(try Timings.read("\(out)/timings.txt").seconds.keys.sorted() == all.sorted())
    }

    /// Writes each report into a fresh folder; returns the folder and the reports' paths.
    func reports(_ texts: [(name: String, xml: String)]) throws -> (TemporaryDirectory, [String]) {
        let directory = try TemporaryDirectory()
        let paths = texts.map { directory.path + "/" + $0.name }
        for (path, text) in zip(paths, texts) { try TemporaryDirectory.write(text.xml, to: path) }
        return (directory, paths)
    }

    @Test(.needs(.python)) func aSuiteInTwoReportsIsRefusedOrRenamed() throws {
        let (directory, paths) = try reports([
            ("a.xml", "<testsuites><testsuite name=\"s\" tests=\"1\"><testcase name=\"x\"/></testsuite></testsuites>"),
            ("b.xml", "<testsuite name=\"s\"><testcase name=\"x\"><failure message=\"m\"/></testcase></testsuite>"),
        ])
        defer { directory.remove() }
        let (a, b) = (paths[0], paths[1])
        let refused = try Subprocess.run(masthead, ["merge-junit", a, b], separateErrors: true)
        #expect(refused.status == 2)
        #expect(
            refused.errors
                == "masthead merge-junit: the suite \"s\" is in \(a) and again in \(b): its tests would count twice (merge each shard's report once, or pass --rename-duplicates to keep both)\n"
        )

        let renamed = try Subprocess.run(masthead, ["merge-junit", a, b, "--rename-duplicates"], separateErrors: true)
        #expect(renamed.status == 0)
        let lines = try Consumers.junit(renamed.output)
        // b's suite has no counts of its own: they are counted from its testcases.
        #expect(lines.first == "root\ttestsuites\t2\t1\t0\t0")
        #expect(
            lines.filter { $0.hasPrefix("suite\t") }.map { String($0.split(separator: "\t")[1]) } == ["s", "s (\(b))"])
    }

    @Test func aMalformedReportIsNamedWithItsLine() throws {
        let (directory, paths) = try reports([
            ("good.xml", "<testsuites/>"), ("bad.xml", "<testsuites>\n<testsuite name=\"a\">\n</testsuites>\n"),
            ("other.xml", "<coverage/>"),
        ])
        defer { directory.remove() }
        let (good, bad, other) = (paths[0], paths[1], paths[2])
        let result = try Subprocess.run(
            masthead, ["merge-junit", good, bad, "-o", directory.path + "/out.xml"], separateErrors: true)
        #expect(result.status == 2)
        #expect(
            result.errors
                == "masthead merge-junit: \(bad): not well-formed XML: line 3, column 1: expected </testsuite>, found </testsuites>\n"
        )
        #expect(!FileSystem.exists(directory.path + "/out.xml"), "nothing is written when a report is bad")

        let missing = try Subprocess.run(masthead, ["merge-junit", directory.path + "/none.xml"], separateErrors: true)
        #expect(missing.status == 2)
        #expect(missing.errors.contains("cannot read \(directory.path)/none.xml: No such file or directory"))
        let wrongRoot = try Subprocess.run(masthead, ["merge-junit", other], separateErrors: true)
        #expect(
            wrongRoot.errors
                == "masthead merge-junit: \(other): the root element is <coverage>, not <testsuites> or <testsuite>\n")
    }

    /// Reports from other tools may say anything: times of `inf`, `nan` or below zero used to be
    /// summed into `time="inf"`, and counts near the largest integer overflowed (a crash).
    @Test(.needs(.python)) func timesThatAreNoNumberOfSecondsAndHugeCountsAreChecked() throws {
        let (directory, paths) = try reports([
            (
                "a.xml",
                """
                <testsuites><testsuite name="a" tests="9223372036854775807" time="inf"><testcase name="x" time="nan"/></testsuite>
                <testsuite name="b" tests="9223372036854775807" time="1e308"/>
                <testsuite name="c" time="-4"><testcase name="y" time="NaN"/><testcase name="z" time="0.5"/></testsuite></testsuites>
                """
            )
        ])
        defer { directory.remove() }
        let merged = try Subprocess.run(masthead, ["merge-junit", paths[0]], separateErrors: true)
        #expect(merged.status == 0, "\(merged.errors)")
        #expect(!merged.output.lowercased().contains("inf") && !merged.output.lowercased().contains("nan"))
        #expect(merged.output.contains("<testsuites name=\"masthead\" tests=\"9223372036854775807\""))
        #expect(merged.output.contains("<testsuite name=\"c\">\n    <testcase name=\"y\"/>"))
        #expect(try Consumers.junit(merged.output).first?.hasPrefix("root\ttestsuites\t") == true)
    }

    @Test func theCommandLineIsChecked() throws {
        #expect(try MergeJUnitCommand.parse(["--help"]) == nil)
        let request = try #require(
            try MergeJUnitCommand.parse(["a.xml", "-o", "out.xml", "b.xml", "--rename-duplicates", "--timings=t.txt"]))
        #expect(request.inputs == ["a.xml", "b.xml"])
        #expect(request.output == "out.xml" && request.timings == "t.txt" && request.merge.renamesDuplicates)
        #expect(throws: UsageError.self) { try MergeJUnitCommand.parse([]) }
        #expect(throws: UsageError.self) { try MergeJUnitCommand.parse(["a.xml", "--renam-duplicates"]) }
        let usage = try Subprocess.run(masthead, ["merge-junit"], separateErrors: true)
        #expect(usage.status == 2)
        #expect(usage.errors.hasPrefix("masthead merge-junit: name the reports to merge"))
    }
}
