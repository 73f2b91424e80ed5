import TestSupport
import Testing

/// The guard `make test` relies on (`MASTHEAD_REQUIRE_TOOLS=1`, set by the Makefile's test-swift):
/// a test whose tool is missing skips in a plain `swift test` and fails under `make test`.
@Suite struct OutsideToolTests {
    static let missing = OutsideTool("no-such-tool", at: "/nonexistent/no-such-tool", from: "nowhere: make nothing")

    @Test func aMissingToolSkipsWhenToolsAreNotRequired() throws {
        #expect(try OutsideTool.check([Self.missing], required: false) == false)
    }

    @Test func aMissingToolFailsWhenTheyAreAndSaysWhichAndWhereFrom() {
        #expect(throws: OutsideTool.Missing.self) { try OutsideTool.check([.make, Self.missing], required: true) }
        do {
            _ = try OutsideTool.check([.make, Self.missing], required: true)
        } catch {
            #expect(
                error.description
                    == "MASTHEAD_REQUIRE_TOOLS=1, but this test's tools are missing: /nonexistent/no-such-tool from nowhere: make nothing"
            )
        }
    }

    @Test(.needs(.make)) func installedToolsRunTheTestEitherWay() throws {
        #expect(try OutsideTool.check([.make], required: true))
        #expect(try OutsideTool.check([.make], required: false))
    }
}
