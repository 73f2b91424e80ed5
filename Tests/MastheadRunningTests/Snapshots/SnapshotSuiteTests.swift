import MastheadLua
import RunnerTestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// `to_match_snapshot` in real scenarios run by the suite runner, as a QA engineer meets it.
@Suite struct SnapshotSuiteTests {
    static func badge(unread: Int) -> String {
        """
        scenario("badge rolls", function()
          local h = greeting_header { profile = profile.sample, unread = \(unread) }
          expect(h):to_match_snapshot("header")
        end)

        scenario("another scenario, the same snapshot name", function()
          local h = greeting_header { profile = profile.sample, unread = 1 }
          expect(h):to_match_snapshot("header")
        end)

        """
    }

    func withSuite(_ files: [String: String], _ body: (SuiteFixture) throws -> Void) throws {
        let fixture = try SuiteFixture(files: files)
        defer { fixture.remove() }
        try body(fixture)
    }

    func paths(_ fixture: SuiteFixture, _ scenario: String = "badge rolls", name: String = "header") -> SnapshotPaths {
        SnapshotPaths(
            file: fixture.suite + "/badge.lua", scenario: scenario, name: name, artifactsRoot: fixture.artifacts)
    }

    @Test func recordedOnceThenPassingThenFailingWithADiffWhenTheHeaderChanges() throws {
        try withSuite(["badge.lua": Self.badge(unread: 3)]) { fixture in
            let first = try fixture.run()
            #expect(first.summary.failed == 0 && first.summary.passed == 2)
            #expect(first.ledger.checks.map(\.status.rawValue).sorted() == ["recorded", "recorded"])
            let reference = try FileSystem.readBytes(paths(fixture).reference(.text), limit: .snapshot)

            let second = try fixture.run()
            #expect(second.summary.failed == 0)
            #expect(second.ledger.checks.map(\.status.rawValue) == ["matched", "matched"])

            try fixture.write("badge.lua", Self.badge(unread: 4))
            let third = try fixture.run()
            #expect(third.summary.exitStatus == 1)
            let failure = try #require(third.result("badge rolls")?.outcome.failure)
            #expect(failure.kind == .assertion)
            #expect(failure.location?.line == 3)
            #expect(failure.message.contains("snapshot \"header\" does not match its reference"))
            #expect(failure.diff?.contains("+badge") == true)
            #expect(failure.diff?.contains("\"4\"") == true)
            #expect(third.result("another scenario, the same snapshot name")?.passed == true)
            let after = try FileSystem.readBytes(paths(fixture).reference(.text), limit: .snapshot)
            #expect(after == reference)
            #expect(
                fixture.read(paths(fixture).artifact(.voiceover))?.contains("Notifications, 4 unread, Button") == true)
        }
    }

    @Test func underCINothingIsWrittenAndAMissingReferenceFails() throws {
        try withSuite(["badge.lua": Self.badge(unread: 3)]) { fixture in
            let run = try fixture.run(environment: ["CI": "true"])
            #expect(run.summary.failed == 2)
            #expect(
                run.failures.allSatisfy {
                    $0.hasPrefix("no reference snapshot (run with --record missing) for \"header\": ")
                })
            #expect(!fixture.files().contains { $0.hasPrefix("suite/__snapshots__") })
            #expect(fixture.files().contains { $0.hasPrefix("artifacts/") && $0.hasSuffix(".text.txt") })
            // --record (or MASTHEAD_RECORD) overrides CI.
            #expect(try fixture.run(["--record", "missing"], environment: ["CI": "true"]).summary.failed == 0)
            #expect(try fixture.run(environment: ["CI": "1"]).summary.failed == 0)
        }
    }

    @Test func recordModesFromTheEnvironmentAndTheCommandLine() throws {
        try withSuite(["badge.lua": Self.badge(unread: 3)]) { fixture in
            _ = try fixture.run()
            try fixture.write("badge.lua", Self.badge(unread: 5))
            #expect(try fixture.run(environment: ["MASTHEAD_RECORD": "never"]).summary.failed == 1)
            let failed = try fixture.run(["--record", "failed"])
            #expect(failed.summary.failed == 1)
            #expect(failed.failures[0].contains("was recorded again (--record failed)"))
            #expect(try fixture.run().summary.failed == 0)
            try fixture.write("badge.lua", Self.badge(unread: 6))
            #expect(try fixture.run(environment: ["MASTHEAD_RECORD": "all"]).summary.failed == 0)
            #expect(fixture.read(paths(fixture).reference(.voiceover))?.contains("6 unread") == true)
        }
    }

    @Test func twoScenariosKeepTheirOwnFilesAndOneScenarioCannotAskTwice() throws {
        let twice = """
            scenario("asks twice", function()
              local h = greeting_header {}
              expect(h):to_match_snapshot("same")
              expect(h):to_match_snapshot("same")
            end)
            """
        try withSuite(["badge.lua": Self.badge(unread: 3), "twice.lua": twice]) { fixture in
            let run = try fixture.run()
            let own = paths(fixture).reference(.text)
            let other = paths(fixture, "another scenario, the same snapshot name").reference(.text)
            #expect(own != other)
            #expect(fixture.read(own)?.contains("\"3\"") == true)
            #expect(fixture.read(other)?.contains("\"1\"") == true)
            let failure = try #require(run.result("asks twice")?.outcome.failure)
            #expect(failure.kind == .error)
            #expect(failure.location?.line == 4)
            #expect(
                failure.message
                    == "snapshot \"same\" is already checked in this scenario; give each to_match_snapshot call its own name"
            )
        }
    }

    @Test func theScenarioReportsTheFilesItUsed() throws {
        try withSuite(["badge.lua": Self.badge(unread: 3)]) { fixture in
            let run = try fixture.run(environment: ["CI": "true"])
            #expect(run.result("badge rolls")?.outcome.snapshotsUsed == paths(fixture).references)
        }
    }
}
