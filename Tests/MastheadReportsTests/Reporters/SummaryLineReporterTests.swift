import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadCLI
@testable import MastheadReports

/// A run whose reporters all write files still says its verdict on standard output, in one line;
/// a report on standard output stays the only thing there.
@Suite struct SummaryLineReporterTests {
    let passing = PackagePaths.mixed + "/passing.lua"
    let failing = PackagePaths.mixed + "/failing.lua"

    @Test func reportsIntoFilesLeaveOneSummaryLineOnStandardOutput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let junit = directory.path + "/junit.xml"
        let result = try Subprocess.run(
            PackagePaths.masthead, ["run", passing, "--reporter", "junit:" + junit], separateErrors: true)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 1, "\(result.output)")
        #expect(result.output.hasPrefix("3 passed, 0 failed ("))
        #expect(result.output.hasSuffix(" ms); report in \(junit)\n"))
        let failed = try Subprocess.run(
            PackagePaths.masthead, ["run", failing, "--reporter", "json:" + directory.path + "/r.json"],
            separateErrors: true)
        #expect(failed.status == 1)
        #expect(failed.output.hasPrefix("0 passed, 5 failed ("), "\(failed.output)")
    }

    @Test func aReportOnStandardOutputIsLeftAlone() throws {
        let result = try Subprocess.run(
            PackagePaths.masthead, ["run", passing, "--reporter", "junit"], separateErrors: true)
        #expect(result.output.hasSuffix("</testsuites>\n"), "the XML is all there is: \(result.output.suffix(80))")
        #expect(
            !SummaryLineReporter.isNeeded(
                try #require(try RunCommand.parse([passing, "--list", "--reporter", "junit:x"], environment: [:]))))
    }
}
