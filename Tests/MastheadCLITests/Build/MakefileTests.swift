import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The Makefile as a newcomer and CI use it: `make install` puts `masthead` on a PATH prefix, and
/// `make test`'s stages print their totals, or a failure in full, not a line per passing test.
@Suite(.needs(.make))
struct MakefileTests {
    static let make = OutsideTool.make.path

    @Test func installPutsMastheadAndItsTypesUnderThePrefixAndUninstallTakesThemAway() throws {
        let prefix = try TemporaryDirectory()
        defer { prefix.remove() }
        let install = try Subprocess.run(
            Self.make,
            ["-s", "-C", TestPackage.root, "install-files", "PREFIX=\(prefix.path)", "BIN=\(TestPackage.masthead)"])
        #expect(install.status == 0, "\(install.output)")
        #expect(install.output == "installed \(prefix.path)/bin/masthead\n")
        let version = try Subprocess.run(prefix.path + "/bin/masthead", ["--version"])
        #expect(version.output.hasPrefix("masthead "))
        #expect(prefix.files() == ["bin/masthead", "share/masthead/types/masthead.lua"])
        let uninstall = try Subprocess.run(
            Self.make, ["-s", "-C", TestPackage.root, "uninstall", "PREFIX=\(prefix.path)"])
        #expect(uninstall.status == 0, "\(uninstall.output)")
        #expect(prefix.files().isEmpty)
    }

    @Test func installWithoutABuildSaysHowToMakeOne() throws {
        let prefix = try TemporaryDirectory()
        defer { prefix.remove() }
        let install = try Subprocess.run(
            Self.make,
            ["-s", "-C", TestPackage.root, "install-files", "PREFIX=\(prefix.path)", "BIN=\(prefix.path)/none"])
        #expect(install.status != 0)
        #expect(install.output.contains("install: no masthead at \(prefix.path)/none (make release builds it)"))
        #expect(prefix.files().isEmpty)
    }

    @Test func theDefaultPrefixIsUsrLocal() throws {
        let dry = try Subprocess.run(
            Self.make, ["-n", "-C", TestPackage.root, "install-files", "BIN=\(TestPackage.masthead)"])
        #expect(dry.output.contains("\"/usr/local/bin/masthead\""))
    }

    /// ... and the Swift tests fail, rather than skip, when a tool they need is missing, and run
    /// without the variables that change masthead's defaults on a CI machine.
    @Test func theTestStagesRunQuietly() throws {
        let dry = try Subprocess.run(Self.make, ["-n", "-C", TestPackage.root, "test-swift", "test-scenarios"])
        #expect(
            dry.output.contains(
                "env -u CI -u MASTHEAD_RECORD -u GITHUB_WORKSPACE -u MASTHEAD_APT_UPGRADES MASTHEAD_REQUIRE_TOOLS=1"
                    + " Scripts/quietly.sh \"swift tests\" swift test --disable-xctest --quiet"))
        #expect(
            dry.output.contains("Scripts/quietly.sh scenarios .build/debug/masthead run Scenarios --plugins Plugins"))
        #expect(
            dry.output.split(
                separator: "Scripts/leaves-nothing.sh \(TestPackage.root)/.build/test-tmp",
                omittingEmptySubsequences: false
            ).count
                == 3)
    }

    @Test func quietlyPrintsTheTotalsOfARunThatPasses() throws {
        let suite = try TemporaryDirectory()
        defer { suite.remove() }
        let file = try suite.write(
            "a.lua", (1...30).map { "scenario(\"s\($0)\", function() expect(1):to_be(1) end)" }.joined(separator: "\n"))
        let run = try Subprocess.run(
            TestPackage.root + "/Scripts/quietly.sh", ["scenarios", TestPackage.masthead, "run", file])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("30 passed, 0 failed ("))
        #expect(run.output.split(separator: "\n").count == 1)
    }

    @Test func quietlyShowsAFailureInFullButNotWhatPassed() throws {
        let suite = try TemporaryDirectory()
        defer { suite.remove() }
        let file = try suite.write(
            "a.lua",
            """
            scenario("passes", function() expect(1):to_be(1) end)
            scenario("fails", function()
              print("a clue")
              expect(h == nil and 2):to_be(3)
            end)
            """)
        let run = try Subprocess.run(
            TestPackage.root + "/Scripts/quietly.sh", ["scenarios", TestPackage.masthead, "run", file])
        #expect(run.status == 1)
        #expect(!run.output.contains("✓ passes"))
        for needed in ["✗ fails", "a.lua:4: expected 3, got 2", "a clue", "1 passed, 1 failed"] {
            #expect(run.output.contains(needed), "\(needed) in \(run.output)")
        }
        let banner = "════ scenarios: failed (exit status 1) ════"
        #expect(run.output.hasSuffix(banner + "\n"), "\(run.output)")
        let last = try #require(run.output.split(separator: banner, omittingEmptySubsequences: false).dropLast().last)
        #expect(last.contains("✗ fails") && last.contains("a.lua:4: expected 3, got 2"), "again, last: \(run.output)")
    }

    /// A build's warning, said once per file that includes it, is printed once; the error and the
    /// failed test come again at the end, between two banners, where a terminal stops.
    @Test func quietlyPrintsARepeatedWarningOnceAndTheFailuresLast() throws {
        let log =
            (1...50).map { "line \($0)" } + Array(repeating: "a.h:3:1: warning: unused", count: 9) + [
                "b.swift:7:2: error: no such thing", "✘ Test thing() failed", "more lines",
            ]
        let run = try Subprocess.run(
            TestPackage.root + "/Scripts/quietly.sh",
            ["build", "/bin/sh", "-c", "printf '%s\\n' \"$@\"; exit 3", "sh"] + log)
        #expect(run.status == 3)
        #expect(run.output.ranges(of: "warning: unused").count == 1, "\(run.output)")
        let banner = "════ build: failed (exit status 3) ════"
        #expect(
            run.output.hasSuffix(
                "more lines\n\(banner)\nb.swift:7:2: error: no such thing\n✘ Test thing() failed\n\(banner)\n"),
            "\(run.output)")
    }

    /// `make test`'s stages run with TMPDIR a fresh folder and fail when anything is left in it.
    @Test func leavesNothingFailsNamingWhatACommandLeftInTMPDIR() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let script = TestPackage.root + "/Scripts/leaves-nothing.sh"
        let folder = scratch.path + "/tmp"
        let clean = try Subprocess.run(script, [folder, "/bin/sh", "-c", "mktemp \"$TMPDIR/x.XXXX\" | xargs rm"])
        #expect(clean.status == 0 && clean.output.isEmpty, "\(clean.output)")
        #expect(scratch.files().isEmpty, "the folder stays: \(scratch.files())")
        let left = try Subprocess.run(script, [folder, "/bin/sh", "-c", "touch \"$TMPDIR/masthead-preview-1\""])
        #expect(left.status == 1)
        #expect(left.output.contains("left behind in TMPDIR (\(folder)): masthead-preview-1"), "\(left.output)")
        let failed = try Subprocess.run(script, [folder, "/bin/sh", "-c", "exit 4"])
        #expect(failed.status == 4, "the command's own failure comes first")
    }
}
