import Testing

@testable import MastheadLua

/// An expectation that reads a header mid-transition says so; one that reads it at rest, or a
/// failure that is not an expectation, is left as it was.
@Suite struct ScenarioFailureMotionTests {
    static func run(_ body: String) -> ScenarioOutcome { runScenarioBody(body, path: "Scenarios/motion.lua") }

    static let collapsing = """
        local h = greeting_header { profile = profile.sample }
        h:set { collapse = 1 }
        """

    @Test func anExpectationReadMidTransitionNamesWhatMovesAndHowToWait() throws {
        let failure = try #require(
            Self.run(Self.collapsing + "\nexpect(h:element('date_line').opacity):to_be(0)").failure)
        #expect(failure.kind == .assertion)
        #expect(failure.message.hasPrefix("expected 0, got 1 (read mid-transition: date_line"))
        #expect(failure.message.hasSuffix("s more; h:settle() first to expect the look it comes to rest at)"))
        #expect(Self.run(Self.collapsing + "\nh:settle()\nexpect(h:element('date_line').opacity):to_be(0)").passed)
    }

    @Test func aHeaderAtRestOrAnErrorGetsNoNote() throws {
        let atRest = try #require(
            Self.run(Self.collapsing + "\nh:settle()\nexpect(h:element('date_line').opacity):to_be(1)").failure)
        #expect(atRest.message == "expected 1, got 0")
        let error = try #require(Self.run(Self.collapsing + "\nerror('boom')").failure)
        #expect(!error.message.contains("mid-transition"))
    }
}
