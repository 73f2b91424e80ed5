import TestSupport
import Testing

@testable import MastheadRunner

/// Properties through the `masthead` binary: the boundary case and its replay, seeds, remembered
/// cases, and reports read by real consumers (prove, xmllint, Python's json and xml.etree).
@Suite struct PropertyRunTests {
    /// A scratch folder with the property fixtures under `Scenarios/`.
    static func suite() throws -> ScratchDirectory {
        let folder = try ScratchDirectory(prefix: "masthead-properties")
        for name in ["badge.lua", "steps.lua"] {
            try folder.write(
                "Scenarios/\(name)", try ScratchDirectory.readText(TestPackage.fixture("suites/properties/\(name)")))
        }
        return folder
    }

    /// `masthead run` in `folder`; CI unset unless given.
    static func masthead(_ arguments: [String], in folder: ScratchDirectory, ci: String = "") throws
        -> ChildProcess.Result
    {
        try ChildProcess.run(
            TestPackage.masthead, ["run"] + arguments, directory: folder.path, environment: ["CI": ci], timeout: 120)
    }

    /// The JSON report's members for one scenario, through Python's json: `[key: value]` of the
    /// property's facts and its drawn values as lines.
    static func json(_ path: String) throws -> [String] {
        try Consumers.json(try ScratchDirectory.readText(path))
    }

    static let falseProperty = "Scenarios/badge.lua › the badge shows at most two characters"

    /// The JSON report's replay of the false property, as Lua.
    static func replay(in report: String) throws -> String {
        let script = """
            import json, sys
            report = json.load(open(sys.argv[1], encoding="utf-8"))
            for scenario in report["scenarios"]:
                if scenario["name"] == "the badge shows at most two characters":
                    sys.stdout.write(scenario["property"]["replay"])
            """
        let result = try Subprocess.run(Consumers.python, ["-c", script, report], separateErrors: true)
        #expect(result.status == 0, "\(result.errors)")
        return result.output
    }

    @Test func aFalsePropertyFailsAtTheBoundaryAndItsReplayFailsTheSameWayOnItsOwn() throws {
        let folder = try Self.suite()
        defer { folder.remove() }
        let run = try Self.masthead(
            ["Scenarios/badge.lua", "--seed", "11", "--reporter", "json:out/report.json"], in: folder, ci: "1")
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        let lines = try Self.json(folder.path + "/out/report.json")
        #expect(lines.contains { $0.hasPrefix("property\t1\t11\t100\t0\t") && $0.hasSuffix("\tFalse\t-") }, "\(lines)")
        #expect(lines.contains("drawn\t1\tunread\tany.integer(0, 5000)\t100\t5"), "\(lines)")
        #expect(lines.contains("replay_note\tchecked: run on its own, it fails the same way"))
        #expect(lines.contains("failure\tactual\tfalse"))

        // Saved as a scenario file of its own, the replay fails the same way, at the same code.
        let replay = try Self.replay(in: folder.path + "/out/report.json")
        #expect(!replay.contains("any"), "\(replay)")
        _ = try folder.write("Scenarios/replay.lua", replay)
        let alone = try Self.masthead(["Scenarios/replay.lua", "--reporter", "tap"], in: folder)
        #expect(alone.status == 1)
        let results = try Consumers.tapResults(alone.output)
        #expect(results.contains("counts\tplanned=1 run=1 passed=0 failed=1"), "\(results)")
        #expect(results.contains("yaml\tmessage\texpected true, got false"))
        #expect(results.contains("yaml\tat\tScenarios/replay.lua:5"), "\(results)")
        let replayLines = try ScratchDirectory.readText(folder.path + "/Scenarios/replay.lua")
            .split(separator: "\n", omittingEmptySubsequences: false)
        let original = try ScratchDirectory.readText(folder.path + "/Scenarios/badge.lua")
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(replayLines[4] == original[7] && original[7].contains("expect(#badge.text <= 2)"))
    }

    @Test func theSameSeedGivesTheSameReportsByteForByteWhateverTheJobs() throws {
        let folder = try Self.suite()
        defer { folder.remove() }
        var taps: [String] = []
        var jsons: [[String]] = []
        for jobs in ["1", "2", "2"] {
            let run = try Self.masthead(
                ["--seed", "11", "--jobs", jobs, "--reporter", "tap", "--reporter", "json:out/\(jobs).json"],
                in: folder,
                ci: "1")
            #expect(run.status == 1)
            taps.append(run.output)
            jsons.append(try Self.json(folder.path + "/out/\(jobs).json"))
        }
        #expect(taps[0] == taps[1] && taps[1] == taps[2])
        #expect(jsons[0] == jsons[1] && jsons[1] == jsons[2])
        #expect(taps[0].contains("# shuffled with --seed 11"))
        #expect(taps[0].contains("  drawn: \"1. unread = 100    any.integer(0, 5000), line 5\""), "\(taps[0])")
    }

    /// Without `--seed` the run draws one and prints it; `--seed` with that number draws the same.
    @Test func theSeedIsPrintedAndRepeatsTheDraws() throws {
        let folder = try Self.suite()
        defer { folder.remove() }
        let first = try Self.masthead(["Scenarios/steps.lua", "--reporter", "json:out/a.json"], in: folder, ci: "1")
        let note = try #require(
            first.errors.split(separator: "\n").first { $0.hasPrefix("masthead: properties drawn") })
        let seed = String(try #require(note.split(separator: " ").last))
        #expect(UInt32(seed) != nil, "\(note)")
        let pretty = try Self.masthead(["Scenarios/steps.lua"], in: folder, ci: "1")
        #expect(pretty.output.hasPrefix("Running 1 scenario from 1 file, properties drawn with --seed "))
        let again = try Self.masthead(
            ["Scenarios/steps.lua", "--seed", seed, "--reporter", "json:out/b.json"], in: folder, ci: "1")
        #expect(again.errors.contains("masthead: shuffled with --seed \(seed)"))
        let drawn = { (lines: [String]) in lines.filter { $0.hasPrefix("drawn") || $0.hasPrefix("property") } }
        #expect(drawn(try Self.json(folder.path + "/out/a.json")) == drawn(try Self.json(folder.path + "/out/b.json")))
    }

    @Test func aFailingCaseIsRememberedTriedFirstAndForgottenOnceItPasses() throws {
        let folder = try Self.suite()
        defer { folder.remove() }
        let file = folder.path + "/.masthead/examples/Scenarios/badge.lua/the-badge-shows-at-most-two-characters.txt"
        _ = try Self.masthead(["Scenarios/badge.lua", "--seed", "3"], in: folder)
        let kept = try ScratchDirectory.readText(file)
        #expect(kept.hasSuffix("seed 3\nchoices 100\n"), "\(kept)")
        #expect(
            !ScratchDirectory.names(in: folder.path + "/.masthead/examples/Scenarios/badge.lua").contains {
                $0.contains(".tmp-")
            })

        let second = try Self.masthead(["Scenarios/badge.lua", "--seed", "4", "--reporter", "tap"], in: folder)
        let results = try Consumers.tapResults(second.output)
        #expect(
            results.contains {
                $0.hasPrefix("yaml\tproperty\tfailed on the case an earlier run remembered")
            }, "\(results)")
        #expect(results.contains("yaml\truns\t1"))

        let fixed = try ScratchDirectory.readText(folder.path + "/Scenarios/badge.lua").replacing("<= 2", with: "<= 3")
        _ = try folder.write("Scenarios/badge.lua", fixed)
        let third = try Self.masthead(["Scenarios/badge.lua", "--seed", "4"], in: folder)
        #expect(third.status == 0, "\(third.output)")
        #expect(!FileSystem.exists(file))
    }

    @Test func underCIFailingCasesAreNeverWrittenNorRemoved() throws {
        let folder = try Self.suite()
        defer { folder.remove() }
        _ = try Self.masthead(["Scenarios/badge.lua"], in: folder, ci: "true")
        #expect(!FileSystem.exists(folder.path + "/.masthead"))
        // A case kept earlier is still tried first under CI, and stays.
        _ = try Self.masthead(["Scenarios/badge.lua", "--seed", "3"], in: folder)
        let file = folder.path + "/.masthead/examples/Scenarios/badge.lua/the-badge-shows-at-most-two-characters.txt"
        let kept = try ScratchDirectory.readText(file)
        let fixed = try ScratchDirectory.readText(folder.path + "/Scenarios/badge.lua").replacing("<= 2", with: "<= 3")
        _ = try folder.write("Scenarios/badge.lua", fixed)
        let passing = try Self.masthead(["Scenarios/badge.lua"], in: folder, ci: "true")
        #expect(passing.status == 0)
        #expect(try ScratchDirectory.readText(file) == kept)
    }

    /// TAP for prove, JUnit for xmllint and xml.etree: the same property text as the pretty report.
    @Test func everyReportCarriesTheProperty() throws {
        let folder = try Self.suite()
        defer { folder.remove() }
        let run = try Self.masthead(
            [
                "--seed", "11", "--reporter", "pretty", "--reporter", "tap:out/r.tap", "--reporter", "junit:out/r.xml",
                "--html", "out/r.html",
            ],
            in: folder, ci: "1")
        #expect(
            run.output.contains("    property: failed on run 1 of 100 (0 passed before it), seed 11"), "\(run.output)")
        #expect(run.output.contains("      1. unread = 100    any.integer(0, 5000), line 5"))
        #expect(
            run.output.contains(
                "      scenario(\"the badge shows at most two characters (replay, seed 11)\", function()"))
        #expect(run.output.contains("✓ the badge reads the count, 99+ past 99 "))

        let html = try ScratchDirectory.readText(folder.path + "/out/r.html")
        #expect(html.contains("<h3>Property</h3>\n<pre class=\"property\">property: failed on run 1 of 100"))
        #expect(html.contains("  1. unread = 100    any.integer(0, 5000), line 5"))
        let prove = try Subprocess.run("/usr/bin/prove", ["-e", "cat", folder.path + "/out/r.tap"])
        #expect(prove.output.contains("Tests: 4 Failed: 2)"), "\(prove.output)")
        #expect(!prove.output.contains("Parse errors"))
        let tap = try Consumers.tapResults(try ScratchDirectory.readText(folder.path + "/out/r.tap"))
        #expect(tap.contains("yaml\tseed\t11"))
        #expect(
            tap.contains(
                "yaml\tdrawn\t1. unread = 0    any.integer(0, 50), line 5\\n2. { { \"notify\", 100 } }    any.steps(\"greeting\", 0, 12), line 6\\n"
            ), "\(tap)")
        #expect(
            tap.contains {
                $0.hasPrefix("yaml\treplay\tscenario(\"the bell's count stays under 100 (replay, seed 11)\"")
            })

        let xmllint = try Subprocess.run("/usr/bin/xmllint", ["--noout", folder.path + "/out/r.xml"])
        #expect(xmllint.status == 0, "\(xmllint.output)")
        let junit = try Consumers.junit(try ScratchDirectory.readText(folder.path + "/out/r.xml"))
        #expect(
            junit.contains {
                $0.hasPrefix("properties\tstep.1=greeting_header{profile = Maya Lin, unread = 100}\tseed=11\truns=1")
            }, "\(junit)")
        #expect(
            junit.contains {
                $0.hasPrefix("detail\tfailure\tassertion\texpected true, got false\t")
                    && $0.contains("\\nproperty: failed on run 1 of 100")
                    && $0.contains("\\n  1. unread = 100    any.integer(0, 5000), line 5\\n")
            })
    }
}
