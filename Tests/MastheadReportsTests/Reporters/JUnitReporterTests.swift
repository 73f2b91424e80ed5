import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// The JUnit report, checked by xmllint and read by Python's xml.etree.
@Suite struct JUnitReporterTests {
    let mixed = PackagePaths.mixed

    func report(configure: (inout RunOptions) -> Void = { _ in }) throws -> String {
        try #require(try ReportRun.run([mixed], kinds: [.junit], configure: configure).reports[.junit])
    }

    @Test(.needs(.xmllint)) func xmllintFindsItWellFormed() throws {
        let result = try Subprocess.run(OutsideTool.xmllint.path, ["--noout", "-"], input: try report())
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "")
    }

    @Test(.needs(.python)) func statedCountsAgreeWithTheTestcasesAndTheRun() throws {
        let lines = try Consumers.junit(try report())
        #expect(lines.first == "root\ttestsuites\t10\t4\t2\t0")
        let suites = lines.filter { $0.hasPrefix("suite\t") }.map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        #expect(
            suites.map { $0[1] } == [
                "\(mixed)/nested/broken.lua", "\(mixed)/failing.lua", "\(mixed)/nested/deep.lua",
                "\(mixed)/passing.lua",
            ])
        for suite in suites {
            // tests, failures, errors, skipped as stated == as counted from the testcases.
            #expect(Array(suite[2...5]) == Array(suite[6...9]), "\(suite)")
        }
        #expect(suites.reduce(0) { $0 + Int($1[2])! } == 10)
    }

    @Test(.needs(.python)) func failuresErrorsOutputAndStepsReadBackExactly() throws {
        let lines = try Consumers.junit(try report())
        #expect(lines.contains("case\t\(mixed)/failing.lua\tprints markup & controls then fails <#1>\t21\tfailure"))
        #expect(lines.contains("case\t\(mixed)/failing.lua\traises two calls deep\t16\terror"))
        #expect(lines.contains("case\t\(mixed)/nested/broken.lua\t(file did not load)\t3\terror"))
        // Control characters are dropped; everything else survives the escaping.
        #expect(
            lines.contains(
                "output\t"
                    + Consumers.escape(
                        "less < greater > amp & quote \" apos ' cdata-end ]]> bell  nul-free\nsecond line with a tab\there and unicode › ✓\n"
                    )))
        #expect(
            lines.contains(
                "properties\tstep.1=greeting_header{ profile = Maya Lin, unread = 3 }\tstep.2=scroll(40)\tstep.3=tap(\"bell\")\ttags=smoke"
            ))
        let raised = try #require(lines.first { $0.hasPrefix("detail\terror\terror\t") })
        #expect(
            raised.hasPrefix(
                "detail\terror\terror\texploded: the <boiler> & \"pipes\"\t\(mixed)/_helper.lua:5: exploded: the <boiler> & \"pipes\"\\ntraceback:\\n  \(mixed)/_helper.lua:5: in field 'explode'"
            ))
        let diff = try #require(
            lines.first { $0.contains("expected strings to be equal (be)\t\(mixed)/failing.lua:9") })
        #expect(diff.hasSuffix("--- expected\\n+++ actual\\n@@ -1,3 +1,3 @@\\n one\\n-2\\n+two\\n three\\n"))
        #expect(diff.contains("\\n>    9 |   expect(\"one\\\\ntwo\\\\nthree\"):to_be(\"one\\\\n2\\\\nthree\")\\n"))
    }

    @Test(.needs(.python)) func suiteNamesCarryTheShardAndTheSeedIsAProperty() throws {
        let xml = try report {
            $0.shard = Shard(parsing: "2/2")
            $0.seed = 7
            $0.shuffle = true
        }
        let lines = try Consumers.junit(xml)
        let names = lines.filter { $0.hasPrefix("suite\t") }.map { $0.split(separator: "\t")[1] }
        #expect(!names.isEmpty && names.allSatisfy { $0.hasSuffix(" [shard 2/2]") }, "\(names)")
        #expect(xml.contains("<property name=\"seed\" value=\"7\"/>"))
        #expect(!xml.contains("timestamp"))
    }

    @Test func theWriterStripsWhatXMLCannotCarry() {
        var element = XMLElement("a", attributes: [XMLAttribute("m", "line\none\t\"q\" \u{1}\u{7F}\u{85}")])
        element.append(text: "x\u{0}y\rz ]]> \u{FFFE}")
        #expect(
            XMLWriter.document(element)
                == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a m=\"line&#10;one&#9;&quot;q&quot; \">xy&#13;z ]]&gt; </a>\n"
        )
    }
}
