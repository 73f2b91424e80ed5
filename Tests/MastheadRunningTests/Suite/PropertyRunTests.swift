import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadLua
@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

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

    /// The seed a property of the fixtures draws from for the run seed `run`.
    static func seed(_ run: UInt64, _ file: String, _ property: String) -> UInt64 {
        PropertyRandom.propertySeed(run: run, file: file, property: property)
    }

    static let badgeSeed = seed(0, "badge.lua", "the badge shows at most two characters")

    /// The `property` line of the JSON report's false property: runs, seed, requested runs, passed runs.
    static func propertyLine(_ lines: [String]) throws -> [String] {
        let line = try #require(lines.first { $0.hasPrefix("property\t") })
        return line.split(separator: "\t").map(String.init)
    }

    /// The JSON report's replay of the false property, as Lua.
    static func replay(in report: String) throws -> String {
        let script = """
            import json, sys
            report = json.load(open(sys.argv[1], encoding="utf-8"))
            for scenario in report["scenarios"]:
                if scenario["name"] == "the badge shows at most two characters":
                    sys.stdout.write(scenario["property"]["replay"])
            """
        let result = try Subprocess.run(OutsideTool.python.path, ["-c", script, report], separateErrors: true)
        #expect(result.status == 0, "\(result.errors)")
        return result.output
    }

    /// Without `--seed`: the boundary case, reported from the property's own seed, and its replay,
    /// which fails the same way in a file of its own.
    @Test(.needs(.python, .perl)) func aFalsePropertyFailsAtTheBoundaryAndItsReplayFailsTheSameWayOnItsOwn() throws {
        let folder = try Self.suite()
        defer { folder.remove() }
        let run = try Self.masthead(["Scenarios/badge.lua", "--reporter", "json:out/report.json"], in: folder, ci: "1")
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        let lines = try Self.json(folder.path + "/out/report.json")
        let property = try Self.propertyLine(lines)
        #expect(property[2] == String(Self.badgeSeed) && property[3] == "100", "\(property)")
        #expect(Int(property[4]) == Int(property[1])! - 1 && property[6] == "False" && property[7] == "-")
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

    /// Property runs are deterministic: the same reports byte for byte whatever `--jobs`, with the
    /// default seed as with `--seed`.
    @Test(.needs(.python)) func theSameSeedGivesTheSameReportsByteForByteWhateverTheJobs() throws {
        let folder = try Self.suite()
        defer { folder.remove() }
        for seed in [[], ["--seed", "11"]] {
            var taps: [String] = []
            var jsons: [[String]] = []
            for jobs in ["1", "2", "2"] {
                let run = try Self.masthead(
                    seed + ["--jobs", jobs, "--reporter", "tap", "--reporter", "json:out/\(jobs).json"], in: folder,
                    ci: "1")
                #expect(run.status == 1)
                taps.append(run.output)
                jsons.append(try Self.json(folder.path + "/out/\(jobs).json"))
            }
            #expect(taps[0] == taps[1] && taps[1] == taps[2])
            #expect(jsons[0] == jsons[1] && jsons[1] == jsons[2])
            #expect(
                taps[0].contains(
                    seed.isEmpty
                        ? "# properties drawn with --seed 0 (the default)"
                        : "# shuffled and properties drawn with --seed 11"
                ), "\(taps[0])")
            #expect(taps[0].contains("  drawn: \"1. unread = 100    any.integer(0, 5000), line 5\""), "\(taps[0])")
        }
    }

    /// Without `--seed` every run draws the same cases, and says the seed; `--seed 0` draws them
    /// too (and shuffles the order); another `--seed` draws others. A property's draws depend on
    /// its seed and id alone: run on its own or with the whole suite, the same.
    @Test(.needs(.python)) func propertiesDrawTheSameEveryRunUntilAnotherSeedIsGiven() throws {
        let folder = try Self.suite()
        defer { folder.remove() }
        let property = { (path: String) in
            try Self.json(folder.path + "/" + path).filter {
                $0.hasPrefix("drawn") || $0.hasPrefix("property") || $0.hasPrefix("replay")
            }
        }
        let first = try Self.masthead(["Scenarios/steps.lua", "--reporter", "json:out/a.json"], in: folder, ci: "1")
        // The default seed goes unsaid on standard error: a run without --seed repeats it.
        #expect(!first.errors.contains("masthead: properties drawn"), "\(first.errors)")
        let second = try Self.masthead(["Scenarios/steps.lua", "--reporter", "json:out/b.json"], in: folder, ci: "1")
        #expect(second.status == first.status)
        #expect(try property("out/a.json") == property("out/b.json"))
        let pretty = try Self.masthead(["Scenarios/steps.lua"], in: folder, ci: "1")
        #expect(
            pretty.output.hasPrefix("Running 1 scenario from 1 file, properties drawn with --seed 0 (the default)"),
            "\(pretty.output)")

        let zero = try Self.masthead(
            ["Scenarios/steps.lua", "--seed", "0", "--reporter", "json:out/zero.json"], in: folder, ci: "1")
        #expect(zero.errors.contains("masthead: shuffled and properties drawn with --seed 0"))
        #expect(try property("out/a.json") == property("out/zero.json"))

        _ = try Self.masthead(["Scenarios", "--reporter", "json:out/all.json"], in: folder, ci: "1")
        let all = try property("out/all.json")
        #expect(try property("out/a.json").allSatisfy(all.contains))

        _ = try Self.masthead(
            ["Scenarios/steps.lua", "--seed", "5", "--reporter", "json:out/five.json"], in: folder, ci: "1")
        let five = try Self.propertyLine(try Self.json(folder.path + "/out/five.json"))
        let bell = "the bell's count stays under 100"
        #expect(five[2] == String(Self.seed(5, "steps.lua", bell)))
        #expect(
            try Self.propertyLine(try Self.json(folder.path + "/out/a.json"))[2]
                == String(Self.seed(0, "steps.lua", bell)))
        #expect(Self.seed(5, "steps.lua", bell) != Self.seed(0, "steps.lua", bell))
    }

    @Test(.needs(.perl)) func aFailingCaseIsRememberedTriedFirstAndForgottenOnceItPasses() throws {
        let folder = try Self.suite()
        defer { folder.remove() }
        let file = folder.path + "/.masthead/examples/Scenarios/badge.lua/the-badge-shows-at-most-two-characters.txt"
        _ = try Self.masthead(["Scenarios/badge.lua", "--seed", "3"], in: folder)
        let kept = try ScratchDirectory.readText(file)
        let seed = Self.seed(3, "badge.lua", "the badge shows at most two characters")
        #expect(kept.hasSuffix("seed \(seed)\nchoices 100\n"), "\(kept)")
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
    @Test(.needs(.prove, .perl, .xmllint, .python)) func everyReportCarriesTheProperty() throws {
        let folder = try Self.suite()
        defer { folder.remove() }
        let run = try Self.masthead(
            [
                "--seed", "11", "--reporter", "pretty", "--reporter", "tap:out/r.tap", "--reporter", "junit:out/r.xml",
                "--html", "out/r.html",
            ],
            in: folder, ci: "1")
        let badge = Self.seed(11, "badge.lua", "the badge shows at most two characters")
        let bell = Self.seed(11, "steps.lua", "the bell's count stays under 100")
        #expect(run.output.contains("    property: failed on run "), "\(run.output)")
        #expect(run.output.contains(" before it), seed \(badge)\n"), "\(run.output)")
        #expect(run.output.contains("      1. unread = 100    any.integer(0, 5000), line 5"))
        #expect(
            run.output.contains(
                "      scenario(\"the badge shows at most two characters (replay, seed \(badge))\", function()"))
        #expect(
            run.output.contains(
                "    again: masthead run Scenarios/badge.lua --seed 11, or seed = \(badge) in the property's options"))
        #expect(run.output.contains("✓ the badge reads the count, 99+ past 99 "))

        let html = try ScratchDirectory.readText(folder.path + "/out/r.html")
        #expect(html.contains("<h3>Property</h3>\n<pre class=\"property\" tabindex=\"0\">property: failed on run "))
        #expect(html.contains("  1. unread = 100    any.integer(0, 5000), line 5"))
        let prove = try Subprocess.run(OutsideTool.prove.path, ["-e", "cat", folder.path + "/out/r.tap"])
        #expect(prove.output.contains("Tests: 4 Failed: 2)"), "\(prove.output)")
        #expect(!prove.output.contains("Parse errors"))
        let tap = try Consumers.tapResults(try ScratchDirectory.readText(folder.path + "/out/r.tap"))
        #expect(tap.contains("yaml\tseed\t\(badge)") && tap.contains("yaml\tseed\t\(bell)"))
        #expect(
            tap.contains(
                "yaml\tdrawn\t1. unread = 0    any.integer(0, 50), line 5\\n2. { { \"notify\", 100 } }    any.steps(\"greeting\", 0, 12), line 6\\n"
            ), "\(tap)")
        #expect(
            tap.contains {
                $0.hasPrefix("yaml\treplay\tscenario(\"the bell's count stays under 100 (replay, seed \(bell))\"")
            })

        let xmllint = try Subprocess.run(OutsideTool.xmllint.path, ["--noout", folder.path + "/out/r.xml"])
        #expect(xmllint.status == 0, "\(xmllint.output)")
        let junit = try Consumers.junit(try ScratchDirectory.readText(folder.path + "/out/r.xml"))
        #expect(
            junit.contains {
                $0.hasPrefix(
                    "properties\tstep.1=greeting_header{ profile = Maya Lin, unread = 100 }\tseed=\(badge)\truns=")
            }, "\(junit)")
        #expect(
            junit.contains {
                $0.hasPrefix("detail\tfailure\tassertion\texpected true, got false\t")
                    && $0.contains("\\nproperty: failed on run ")
                    && $0.contains("\\n  1. unread = 100    any.integer(0, 5000), line 5\\n")
            })
    }
}
