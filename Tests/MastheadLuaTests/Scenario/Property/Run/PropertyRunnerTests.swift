import Testing

@testable import MastheadLua

/// Properties run in process (`ScenarioFile.run`): runs, shrinking, limits, isolation, the report
/// and the replay.
@Suite("PropertyRunner")
struct PropertyRunnerTests {
    /// A remembered case for every property.
    struct Remembered: PropertyExampleSource {
        var choices: [UInt64]
        func remembered(file: String, property: String) -> [UInt64]? { choices }
    }

    static func run(
        _ text: String, _ name: String, seed: UInt64 = 7, limits: LuaLimits = .scenarioCounted,
        remembered: [UInt64]? = nil
    ) -> ScenarioOutcome {
        var services = ScenarioServices(limits: limits)
        services.runSeed = seed
        services.examples = remembered.map { Remembered(choices: $0) }
        return ScenarioFile.run(ScenarioSource(path: "props.lua", text: text), scenario: name, services: services)
    }

    static let badge = """
        property("at most two characters", function(any)
          local h = greeting_header { profile = profile.sample, unread = any.integer(0, 5000) }
          local badge = h:element("badge")
          if badge then expect(#badge.text <= 2):to_be(true) end
        end)

        property("reads the count", { runs = 60 }, function(any)
          local h = greeting_header { profile = any.profile(), unread = any.integer(1, 5000, "count") }
          expect(h:element("badge").text):to_be(h.unread > 99 and "99+" or tostring(h.unread))
        end)
        """

    @Test(arguments: [1, 7, 12345] as [UInt64])
    func aFalsePropertyFailsWithTheBoundaryCase(seed: UInt64) throws {
        let outcome = Self.run(Self.badge, "at most two characters", seed: seed)
        let report = try #require(outcome.property)
        #expect(outcome.failure?.message == "expected true, got false")
        #expect(outcome.failure?.location == SourceLocation(file: "props.lua", line: 4))
        #expect(
            report.drawn == [.init(position: 1, name: "unread", call: "any.integer(0, 5000)", value: "100", line: 2)])
        let derived = PropertyRandom.propertySeed(run: seed, file: "props.lua", property: "at most two characters")
        #expect(report.seed == derived && report.runSeed == seed && report.runs == 100)
        #expect(report.passedRuns == report.runsMade - 1)
        #expect(report.shrinkStopped == nil && report.shrinkRuns > 0)
        #expect(report.example == .keep([100]))
        #expect(
            report.replay == """
                scenario("at most two characters (replay, seed \(derived))", function()
                  local h = greeting_header { profile = profile.sample, unread = 100 }
                  local badge = h:element("badge")
                  if badge then expect(#badge.text <= 2):to_be(true) end
                end)

                """)
        #expect(report.replayNote == "checked: run on its own, it fails the same way")
        #expect(outcome.steps == ["greeting_header{ profile = Maya Lin, unread = 100 }"])
    }

    @Test func aTruePropertyPassesAllItsRuns() throws {
        let outcome = Self.run(Self.badge, "reads the count")
        let report = try #require(outcome.property)
        #expect(outcome.passed)
        #expect(report.runsMade == 60 && report.passedRuns == 60 && report.runs == 60)
        #expect(report.drawn.isEmpty && report.replay == nil && report.example == nil)
        #expect(outcome.assertions == 60)
    }

    /// The same run seed draws the same runs; the property's own seed wins over the run's.
    @Test func theSeedDecidesTheDraws() throws {
        let text = """
            property("p", function(any)
              print(any.integer(0, 1000000), any.text{ alphabet = "unicode" }, any.text_size())
              expect(1):to_be(1)
            end)
            property("pinned", { seed = 99, runs = 5 }, function(any) print(any.integer(0, 1000000)) end)
            """
        let first = Self.run(text, "p", seed: 3)
        #expect(first.output == Self.run(text, "p", seed: 3).output)
        #expect(first.output != Self.run(text, "p", seed: 4).output)
        let pinned = Self.run(text, "pinned", seed: 3)
        #expect(pinned.property?.seed == 99 && pinned.property?.runSeed == nil)
        #expect(pinned.output == Self.run(text, "pinned", seed: 4).output)
    }

    /// A property's seed comes from the run's seed, its file's name and its own name: the same
    /// wherever the suite is checked out and however its path is spelt, another for another
    /// property or another run seed, and within the range of the `seed` option.
    @Test func aPropertysSeedIsDerivedFromTheRunsSeedAndItsOwnId() {
        let seed = PropertyRandom.propertySeed(run: 0, file: "Scenarios/properties/badge.lua", property: "p")
        #expect(
            seed == PropertyRandom.propertySeed(run: 0, file: "/ci/work/Scenarios/properties/badge.lua", property: "p"))
        #expect(seed == PropertyRandom.propertySeed(run: 0, file: "badge.lua", property: "p"))
        #expect(seed != PropertyRandom.propertySeed(run: 1, file: "badge.lua", property: "p"))
        #expect(seed != PropertyRandom.propertySeed(run: 0, file: "badge.lua", property: "q"))
        #expect(seed != PropertyRandom.propertySeed(run: 0, file: "collapse.lua", property: "p"))
        #expect(seed <= UInt64(UInt32.max))
        let text = "property(\"p\", { runs = 3 }, function(any) print(any.integer(0, 1000000)) end)"
        let here = ScenarioFile.run(
            ScenarioSource(path: "a/b/props.lua", text: text), scenario: "p", services: ScenarioServices())
        let there = ScenarioFile.run(
            ScenarioSource(path: "/elsewhere/props.lua", text: text), scenario: "p", services: ScenarioServices())
        #expect(here.output == there.output && here.property?.seed == there.property?.seed)
        #expect(here.property?.runSeed == ScenarioServices.defaultRunSeed)
    }

    /// A body that fails before it draws has no case: the error alone, nothing to remember.
    @Test(arguments: ["any.integr(1, 2)", "any.integer(10, 0)", "expect(1):to_be(2)"])
    func aBodyThatFailsBeforeDrawingReportsTheErrorAlone(body: String) throws {
        let outcome = Self.run("property(\"p\", function(any)\n  local n = \(body)\nend)\n", "p")
        let failure = try #require(outcome.failure)
        #expect(failure.location == SourceLocation(file: "props.lua", line: 2))
        #expect(outcome.property == nil)
    }

    @Test func aRememberedCaseIsTriedFirst() throws {
        let failing = Self.run(Self.badge, "at most two characters", remembered: [250])
        let report = try #require(failing.property)
        #expect(report.remembered && report.runsMade == 1 && report.passedRuns == 0)
        #expect(report.drawn.first?.value == "100")
        let passing = Self.run(Self.badge, "reads the count", remembered: [0, 0, 0, 0, 0, 41])
        #expect(passing.passed)
        #expect(passing.property?.example == .forget)
        #expect(passing.property?.runsMade == 61)
    }

    /// A run that trips a limit fails the property (never passes it), at that run, unshrunk.
    @Test func aLimitFailsThePropertyAndStopsIt() throws {
        let limits = LuaLimits(instructions: 2_000_000, memoryBytes: 64 << 20, seconds: 60)
        let outcome = Self.run(
            """
            property("loops", function(any)
              if any.integer(0, 100) > 90 then while true do end end
            end)
            """, "loops", limits: limits)
        let failure = try #require(outcome.failure)
        #expect(failure.kind == .limit)
        #expect(failure.message.hasPrefix("instruction limit exceeded (2000000 instructions) in run "))
        #expect(failure.location?.line == 2)
        #expect(outcome.property?.shrinkStopped == "the limit stopped the property")
        #expect(outcome.property?.replay != nil)
    }

    /// Shrinking stops at 60% of the scenario's instructions, and the report says so.
    @Test func shrinkingStopsAtItsShareOfTheInstructions() throws {
        let limits = LuaLimits(instructions: 3_000_000, memoryBytes: 64 << 20, seconds: 30)
        let outcome = Self.run(
            """
            property("slow", { shrink_runs = 100000 }, function(any)
              local n = any.integer(0, 1000000)
              for _ = 1, 200000 do end
              expect(n < 1000):to_be(true)
            end)
            """, "slow", limits: limits)
        let report = try #require(outcome.property)
        #expect(outcome.failure?.kind == .assertion)
        #expect(report.shrinkStopped == "the instruction budget (60% of the scenario's 3000000 instructions)")
        #expect(report.shrinkRuns > 5 && Int(report.drawn[0].value)! >= 1000)
    }

    @Test func shrinkingCanBeTurnedOff() throws {
        let outcome = Self.run(
            """
            property("unshrunk", { shrink_runs = 0 }, function(any)
              expect(any.integer(0, 5000) < 100):to_be(true)
            end)
            """, "unshrunk")
        let report = try #require(outcome.property)
        #expect(report.shrinkStopped == "shrinking is off (shrink_runs = 0)" && report.shrinkRuns == 0)
        #expect(Int(report.drawn[0].value)! >= 100)
    }

    /// A replay that, written out, does not do what the failing run did (here a table compared
    /// by identity, which a literal makes anew) is caught by the replay's check.
    @Test func aReplayThatPassesOnItsOwnIsReported() throws {
        let outcome = Self.run(
            """
            local special = { 1 }
            property("identity", function(any)
              local picked = any.one_of({ { 0 }, special })
              expect(picked ~= special):to_be(true)
            end)
            """, "identity")
        let report = try #require(outcome.property)
        #expect(outcome.failure != nil)
        #expect(report.drawn.first?.value == "{ 1 }")
        #expect(report.replayNote?.hasPrefix("Run on its own, this replay passes") == true, "\(report)")
    }

    @Test func snapshotsAreRefusedInAProperty() throws {
        let outcome = Self.run(
            """
            property("snap", function(any)
              expect(greeting_header { unread = any.integer(0, 3) }):to_match_snapshot("s")
            end)
            """, "snap")
        #expect(outcome.failure?.message.hasPrefix("to_match_snapshot compares one header") == true)
    }

    /// A traced property's trace is the reported case's run (or the last run, when it passed),
    /// from its builder on.
    @Test func aTracedPropertyTracesTheCaseItReports() throws {
        for (name, unread) in [("at most two characters", "100"), ("reads the count", nil)] {
            var services = ScenarioServices()
            services.runSeed = 7
            services.tracing = true
            let outcome = ScenarioFile.run(
                ScenarioSource(path: "props.lua", text: Self.badge), scenario: name, services: services)
            let trace = try #require(outcome.trace, "\(name)")
            #expect(trace.steps.count == 1 && trace.steps[0].call.hasPrefix("greeting_header{"))
            if let unread { #expect(trace.steps[0].call.contains("unread = \(unread)")) }
        }
    }

    @Test func theOptionsAreChecked() {
        for (options, message) in [
            ("{ runs = 0 }", "property: field 'runs' must be an integer of at least 1 (got 0)"),
            ("{ runs = 1e9 }", "property: field 'runs' must be an integer from 1 to 100000 (got 1000000000)"),
            ("{ seed = -1 }", "property: field 'seed' must be a non-negative integer (got -1)"),
            ("{ rnus = 5 }", "property: unknown field 'rnus' (did you mean 'runs'?)"),
        ] {
            let outcome = Self.run("property(\"p\", \(options), function(any) end)", "p")
            #expect(outcome.failure?.message.hasSuffix(message) == true, "\(outcome.failure?.message ?? "")")
        }
        let missing = Self.run("property(\"p\", { runs = 3 })", "p")
        #expect(missing.failure?.message.contains("property \"p\" needs a function to run") == true)
    }
}
