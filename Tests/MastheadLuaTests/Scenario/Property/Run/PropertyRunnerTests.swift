import Testing

@testable import MastheadLua

/// Properties run in process (`ScenarioFile.run`): runs, shrinking, the report and the replay.
@Suite("PropertyRunner")
struct PropertyRunnerTests {
    static func run(_ text: String, _ name: String, seed: UInt64 = 7, path: String = "props.lua") -> ScenarioOutcome {
        var services = ScenarioServices()
        services.propertySeed = seed
        return ScenarioFile.run(ScenarioSource(path: path, text: text), scenario: name, services: services)
    }

    static let badge = """
        property("the badge shows at most two characters", function(any)
          local h = greeting_header { profile = profile.sample, unread = any.integer(0, 5000) }
          local badge = h:element("badge")
          if badge then expect(#badge.text <= 2):to_be(true) end
        end)
        """

    @Test func aFalsePropertyFailsWithTheBoundaryCase() throws {
        let outcome = Self.run(Self.badge, "the badge shows at most two characters")
        let report = try #require(outcome.property)
        print(outcome.failure as Any)
        print(report)
        print(report.replay ?? "")
        #expect(outcome.failure?.message == "expected true, got false")
        #expect(report.drawn.map(\.value) == ["100"])
    }
}
