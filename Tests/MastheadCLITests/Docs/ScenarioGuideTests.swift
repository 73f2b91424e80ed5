import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// docs/scenarios.md as a newcomer follows it: the first scenario goes in a file of their own and
/// prints what the guide shows; every scenario the guide writes out passes; and the VoiceOver
/// phrases it lists are what the headers say.
@Suite struct ScenarioGuideTests {
    let guide: String

    init() throws {
        guide = try TemporaryDirectory.readText(TestPackage.root + "/docs/scenarios.md")
    }

    /// The ```lua blocks of the guide, in order.
    var luaBlocks: [String] {
        guide.split(separator: "```lua\n").dropFirst().compactMap { $0.split(separator: "```").first.map(String.init) }
    }

    /// Lines as the guide shows them: paths relative to the suite, durations left out in every
    /// form the pretty report writes them ("9 ms", "1.1 s"; at a line's end, in its totals'
    /// brackets, or before a property's ", 100 runs"), since how long a run took is the machine's.
    static func normalized(_ output: String, removing prefix: String) -> [String] {
        (prefix.isEmpty ? output : output.replacing(prefix, with: "")).split(separator: "\n")
            .map { line in
                String(line).replacing(#/ \(?\d+(\.\d+)? m?s\)?(?=,|$)/#, with: "").replacing(#/^\$ /#, with: "")
            }
            .filter { !$0.isEmpty }
    }

    /// A slow machine's run reads as the guide's: seconds as well as milliseconds are left out.
    @Test func durationsInEveryFormAreLeftOut() {
        let slow = "  ✓ reads the count 1.1 s, 100 runs\n  ✗ at most two 12.3 s, 1 run\n1 passed, 1 failed (2.0 s)"
        let shown = "  ✓ reads the count 30 ms, 100 runs\n  ✗ at most two 7 ms, 1 run\n1 passed, 1 failed (44 ms)"
        #expect(Self.normalized(slow, removing: "") == Self.normalized(shown, removing: ""))
        #expect(
            Self.normalized(shown, removing: "") == [
                "  ✓ reads the count, 100 runs", "  ✗ at most two, 1 run", "1 passed, 1 failed",
            ])
    }

    @Test func theFirstScenarioGoesInANewFileAndPrintsWhatTheGuideShows() throws {
        let path = try #require(guide.firstMatch(of: #/say `(Scenarios/[^`]+\.lua)`/#).map { String($0.1) })
        #expect(
            access(TestPackage.root + "/" + path, F_OK) != 0, "\(path) exists already: the reader would overwrite it")
        let shown = try #require(
            guide.split(separator: "$ masthead run \(path)\n").dropFirst().first?.split(separator: "```").first
                .map(String.init))
        let suite = try TemporaryDirectory()
        defer { suite.remove() }
        let file = try suite.write(path, try #require(luaBlocks.first))
        let result = try Subprocess.run(TestPackage.masthead, ["run", file, "--jobs", "1"])
        #expect(result.status == 1)
        #expect(Self.normalized(result.output, removing: suite.path + "/") == Self.normalized(shown, removing: ""))
    }

    @Test func everyOtherScenarioTheGuideWritesOutPasses() throws {
        let scenarios = luaBlocks.dropFirst().filter { $0.contains("scenario(\"") }
        #expect(scenarios.count >= 2)
        let suite = try TemporaryDirectory()
        defer { suite.remove() }
        for (index, block) in scenarios.enumerated() { try suite.write("guide/block\(index + 1).lua", block) }
        let result = try Subprocess.run(TestPackage.masthead, ["run", suite.path + "/guide", "--jobs", "1"])
        #expect(result.status == 0, "\(result.output)")
    }

    /// The guide's properties: the true and the false one print what the guide shows (with the
    /// default seed, as every run without `--seed` does), and every other property it writes out
    /// passes.
    @Test func thePropertiesPrintWhatTheGuideShows() throws {
        let path = try #require(guide.firstMatch(of: #/Save\s+this as `(Scenarios/[^`]+\.lua)`/#).map { String($0.1) })
        let properties = luaBlocks.filter { $0.contains("property(\"") }
        #expect(properties.count >= 2)
        let command = "$ masthead run \(path)\n"
        let shown = try #require(
            guide.split(separator: command).dropFirst().first?.split(separator: "```").first.map(String.init))
        let suite = try TemporaryDirectory()
        defer { suite.remove() }
        try suite.write(path, properties[0])
        for (index, block) in properties.dropFirst().enumerated() { try suite.write("more/p\(index).lua", block) }
        let result = try ChildProcess.run(
            TestPackage.masthead, ["run", path, "--jobs", "1"], directory: suite.path,
            environment: ["CI": "1"], timeout: 60)
        #expect(result.status == 1)
        #expect(Self.normalized(result.output, removing: "") == Self.normalized(shown, removing: ""))
        let others = try ChildProcess.run(
            TestPackage.masthead, ["run", "more", "--jobs", "1"], directory: suite.path, environment: ["CI": "1"],
            timeout: 60)
        #expect(others.status == 0, "\(others.output)")
    }

    /// A Lua string literal for a phrase (quotes and backslashes escaped).
    static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    /// The table of how `spoken` is composed: each phrase is one VoiceOver reads in the guide's
    /// own headers, and it is label, value and traits, then the hint after ". ".
    @Test func theSpokenTableIsWhatVoiceOverSays() throws {
        let rows = guide.split(separator: "\n").filter {
            $0.hasPrefix("| ") && !$0.hasPrefix("| element ") && $0.hasSuffix("` |")
                && $0.filter { $0 == "|" }.count == 7
        }
        #expect(rows.count >= 4)
        let suite = try TemporaryDirectory()
        defer { suite.remove() }
        var checks = ""
        for row in rows {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map {
                String($0.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
            }
            let (label, value, hint) = (cells[2], cells[3], cells[5])
            let spoken = String(cells[6].dropFirst().dropLast())
            var parts = cells[4].contains("selected") ? ["Selected"] : []
            parts += [label] + (value.isEmpty ? [] : [value]) + ["Button"]
            #expect(spoken == parts.joined(separator: ", ") + (hint.isEmpty ? "" : ". " + hint), "\(row)")
            checks +=
                "  expect(heard[\(Self.quoted(spoken))] and \(Self.quoted(spoken))):to_be(\(Self.quoted(spoken)))\n"
        }
        let scenario = """
            scenario("the guide's phrases", function()
              local heard = {}
              local headers = {
                greeting_header { profile = profile.sample, unread = 3 },
                scope_header { title = "Reading", scopes = scope_header.sample_scopes,
                               chips = scope_header.sample_chips, selected = { "unread", "audio" } },
              }
              for _, h in ipairs(headers) do for _, line in ipairs(h:voiceover()) do heard[line] = true end end
            \(checks)end)
            """
        let file = try suite.write("spoken.lua", scenario)
        let result = try Subprocess.run(TestPackage.masthead, ["run", file])
        #expect(result.status == 0, "\(result.output)")
    }
}
