import MastheadLua
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// Files as editors and other platforms write them run as lua5.4 runs them (issue 13, item 5):
/// a UTF-8 byte-order mark, a `#!` first line, CR LF line ends, bytes that are not UTF-8 in
/// literals, emoji and right-to-left text in file and scenario names
/// (Tests/Fixtures/suites/encodings, each file also checking the line numbers it reports).
@Suite struct LegitimateInputsTests {
    static let suite = "Tests/Fixtures/suites/encodings"

    @Test func everyFilePassesThroughTheBinary() throws {
        let result = try ChildProcess.run(
            TestPackage.masthead, ["run", Self.suite, "--reporter", "tap"], directory: TestPackage.root, timeout: 60)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        let passed = result.output.split(separator: "\n").filter { $0.hasPrefix("ok ") }.map {
            String($0.drop { $0 != "-" }.dropFirst(2))
        }
        #expect(
            passed == [
                "\(Self.suite)/bom-shebang.lua › a byte-order mark then a \\#! line", // TAP escapes # in descriptions
                "\(Self.suite)/bom.lua › a file with a byte-order mark loads",
                "\(Self.suite)/crlf.lua › CRLF line ends",
                "\(Self.suite)/raw-bytes.lua › a raw byte in a literal keeps its length",
                "\(Self.suite)/shebang.lua › a \\#! first line is skipped",
                "\(Self.suite)/שלום-👋.lua › שלום 👋 greets in Hebrew",
                "\(Self.suite)/שלום-👋.lua › مرحبا 🇫🇷 👩‍👩‍👧 names",
            ])
    }

    /// A failure in a CR LF file shows its own line, not the whole file as one line.
    @Test func aFailureInACRLFFileShowsItsLines() throws {
        let text = "scenario('s', function()\r\n  local x = 1\r\n  expect(x):to_be(2)\r\nend)\r\n"
        let source = ScenarioSource(path: "crlf.lua", bytes: Array(text.utf8))
        let outcome = ScenarioFile.run(source, scenario: "s", services: ScenarioServices())
        let location = try #require(outcome.failure?.location)
        #expect(location.line == 3)
        let cache = SourceCache()
        cache.store(source)
        #expect(
            cache.context(of: location).map { "\($0.number) \($0.text)" } == [
                "2   local x = 1", "3   expect(x):to_be(2)", "4 end)",
            ])
    }
}
