import RunnerTestSupport
import TestSupport
import Testing

/// Only Lua's own position prefix is taken apart into file and line (issue 14, item 4): a message
/// raised with level 0 is kept whole in the pretty, TAP and JSON reports, its place found in the
/// traceback; a message Lua put a position on reads without it.
@Suite struct ErrorPositionTests {
    static let suite = """
        scenario("level 0 text that looks like a position", function()
          error("could not parse settings.lua:12: unexpected token", 0)
        end)

        scenario("a message raised with a level", function()
          error("boom")
        end)

        scenario("a caught message raised again with level 0", function()
          local _, message = pcall(function() error("inner") end)
          error(message, 0)
        end)
        """

    static func run() throws -> ReportRun {
        let folder = try ScratchDirectory(prefix: "masthead-error-position")
        defer { folder.remove() }
        let file = try folder.write("errors.lua", suite)
        return try ReportRun.run([file], kinds: [.pretty, .tap, .json])
    }

    @Test func theReportsKeepALevelZeroMessageWhole() throws {
        let run = try Self.run()
        let file = try #require(
            run.reports[.json]?.split(separator: "\"file\": \"").dropFirst().first?.prefix { $0 != "\"" })
        let pretty = try #require(run.reports[.pretty])
        #expect(pretty.contains("    \(file):2: could not parse settings.lua:12: unexpected token\n"), "\(pretty)")
        #expect(pretty.contains("    \(file):6: boom\n"))
        #expect(pretty.contains("    \(file):11: \(file):10: inner\n"))
        let tap = try #require(run.reports[.tap])
        #expect(
            tap.contains(
                "  message: \"could not parse settings.lua:12: unexpected token\"\n  severity: \"fail\"\n  kind: \"error\"\n  at: \"\(file):2\""
            ), "\(tap)")
        #expect(tap.contains("  message: \"boom\"\n  severity: \"fail\"\n  kind: \"error\"\n  at: \"\(file):6\""))
        let json = try #require(run.reports[.json])
        #expect(
            json.contains(
                "\"message\": \"could not parse settings.lua:12: unexpected token\",\n        \"file\": \"\(file)\",\n        \"line\": 2,"
            ), "\(json)")
        #expect(
            json.contains("\"message\": \"\(file):10: inner\",\n        \"file\": \"\(file)\",\n        \"line\": 11,"))
    }
}
