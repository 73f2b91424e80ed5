import TestSupport
import Testing

/// Hostile inputs too large to check in, written to a scratch folder and run through the real
/// binary with a deadline: each must end with a clear message, never a crash or a hang.
@Suite("Generated hostile corpus", .serialized)
struct GeneratedHostileTests {
    /// Runs `masthead ARGUMENTS` in `folder`; a crash or an overrun fails the test.
    static func masthead(_ arguments: [String], in folder: String, timeout: Double = 60) throws -> ChildProcess.Result {
        let result = try ChildProcess.run(TestPackage.masthead, arguments, directory: folder, timeout: timeout)
        #expect(!result.timedOut, "masthead \(arguments.joined(separator: " ")) ran past \(timeout) s")
        #expect(result.signal == nil, "masthead crashed (signal \(result.signal ?? 0)): \(result.errors.suffix(500))")
        return result
    }

    /// A theme `extends` chain of 10,000 links (the resolver recursed once per link: SIGSEGV).
    @Test func aThemeChainOfTenThousandLinksEndsWithAMessage() throws {
        let scratch = try ScratchDirectory(prefix: "hostile-chain")
        defer { scratch.remove() }
        try scratch.write("Plugins/t0.lua", "return theme { name = \"t0\" }\n")
        for index in 1...10_000 {
            try scratch.write(
                "Plugins/t\(index).lua", "return theme { name = \"t\(index)\", extends = \"t\(index - 1)\" }\n")
        }
        let result = try Self.masthead(["plugins"], in: scratch.path)
        #expect(result.status == 2)
        #expect(
            result.output.contains(
                "Plugins/t10000.lua:1: extends: a chain of 10001 themes builds on default here (t10000 → t9999 → t9998 → … → default); at most 32 may"
            ))
    }

    /// 2,000 themes whose parents do not exist: each message used to list every theme and search
    /// all of them for a suggestion (81 s in a debug build, 50 MB of output).
    @Test func twoThousandOrphanThemesGetShortMessagesQuickly() throws {
        let scratch = try ScratchDirectory(prefix: "hostile-orphans")
        defer { scratch.remove() }
        for index in 1...2_000 {
            try scratch.write(
                "Plugins/o\(index).lua", "return theme { name = \"orphan-\(index)\", extends = \"missing-\(index)\" }\n"
            )
        }
        let result = try Self.masthead(["plugins"], in: scratch.path, timeout: 120)
        #expect(result.status == 2)
        #expect(result.output.utf8.count < 2_000_000, "\(result.output.utf8.count) bytes of output")
        #expect(result.output.contains("extends: unknown theme \"missing-2000\" (known: default, orphan-1, orphan-10,"))
    }

    /// A 1 MB theme with 1,000 unknown tokens: the file's text was searched once per problem
    /// (42 s in a release build).
    @Test func aHugeThemeWithAThousandUnknownTokensLoadsQuickly() throws {
        let scratch = try ScratchDirectory(prefix: "hostile-theme")
        defer { scratch.remove() }
        var lines = ["return theme {", "  name = \"huge\",", "  colors = {"]
        lines += Array(repeating: "    -- " + String(repeating: "x", count: 97), count: 9_600)
        lines += (0..<1_000).map { "    unknown\($0) = \"#000000\"," }
        lines += ["  },", "}"]
        try scratch.write("Plugins/huge.lua", lines.joined(separator: "\n") + "\n")
        let result = try Self.masthead(["plugins"], in: scratch.path, timeout: 120)
        #expect(result.status == 2)
        #expect(result.output.contains("Plugins/huge.lua:9604: colors.unknown0: unknown token"))
        #expect(result.output.contains("Plugins/huge.lua:10603: colors.unknown999: unknown token"))
    }

    /// 100,000 scenarios in one file, the last name given twice: each declaration searched all
    /// the earlier ones, and loading hit the time limit instead of finding the duplicate.
    @Test func aHundredThousandScenariosInOneFileLoadAndTheDuplicateIsFound() throws {
        let scratch = try ScratchDirectory(prefix: "hostile-many")
        defer { scratch.remove() }
        try scratch.write(
            "many.lua",
            """
            local function body() end
            for i = 1, 100000 do scenario("scenario " .. i, body) end
            scenario("scenario 17", body)

            """)
        let result = try Self.masthead(["run", "many.lua", "--list"], in: scratch.path)
        #expect(result.status == 2)
        #expect(
            result.errors.contains(
                "could not load many.lua: line 3: scenario \"scenario 17\" is declared twice in this file (first at line 2)"
            ), "\(result.errors)")
    }

    /// A JUnit report with 200,000 attributes on one element: each was compared with every one
    /// before it (20,000 took 1 s, 200,000 did not end in 25 s). The deadline only guards the run.
    @Test func mergeJUnitReadsTwoHundredThousandAttributesOnOneElement() throws {
        let scratch = try ScratchDirectory(prefix: "hostile-attributes")
        defer { scratch.remove() }
        let attributes = (0..<200_000).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        try scratch.write(
            "r.xml",
            "<testsuites><testsuite name=\"s\" tests=\"1\" \(attributes)>"
                + "<testcase name=\"c\" classname=\"k\" time=\"0.1\"/></testsuite></testsuites>\n")
        let result = try Self.masthead(
            ["merge-junit", "r.xml", "--output", "merged.xml"], in: scratch.path, timeout: 120)
        #expect(result.status == 0, "\(result.errors)")
        #expect(try ScratchDirectory.readText(scratch.path + "/merged.xml").contains("a199999=\"199999\""))
    }

    /// Names of megabytes (a property's generator name, a scenario's name): every report wrote
    /// them whole on every line that named them (100 MB each). Each report now shows a bounded
    /// part, and the artifacts folder keeps the whole.
    @Test func hugeNamesAreCutInEveryReportAndKeptWhole() throws {
        let scratch = try ScratchDirectory(prefix: "hostile-names")
        defer { scratch.remove() }
        try scratch.write(
            "s/p.lua",
            """
            property("p", { runs = 3 }, function(any)
              local n = any.integer(0, 5, string.rep("n", 5000000))
              expect(n):to_be(-1)
            end)
            scenario(string.rep("s", 3000000), function() expect(1):to_be(2) end)

            """)
        for reporter in ["pretty", "tap", "github"] {
            let result = try Self.masthead(["run", "s", "--reporter", reporter], in: scratch.path)
            #expect(result.status == 1)
            #expect(result.output.utf8.count < 64 << 10, "\(reporter): \(result.output.utf8.count) bytes")
        }
        let files = try Self.masthead(
            ["run", "s", "--reporter", "json:r.json", "--reporter", "junit:r.xml", "--html", "r.html"], in: scratch.path
        )
        #expect(files.status == 1)
        for report in ["r.json", "r.xml", "r.html"] {
            let size = try ScratchDirectory.readBytes(scratch.path + "/" + report).count
            #expect(size < 64 << 10, "\(report): \(size) bytes")
        }
        let kept = scratch.files().filter { $0.hasPrefix(".masthead/artifacts/failures/s/p.lua/") }
        #expect(kept.count == 2, "\(kept)")
        let sizes = try kept.map { try ScratchDirectory.readBytes(scratch.path + "/" + $0).count }
        #expect(sizes.allSatisfy { $0 > 3_000_000 }, "\(sizes)")
    }
}
