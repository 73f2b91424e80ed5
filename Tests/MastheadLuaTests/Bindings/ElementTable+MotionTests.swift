import MastheadCore
import Testing

@testable import MastheadLua

/// The element fields a scenario reads while things move: motion, roll, fade, leaving; and
/// settle, which stops where the last transition rests.
@Suite struct ElementTableMotionTests {
    static func run(_ body: String) -> ScenarioOutcome {
        let text = "scenario(\"s\", function()\n" + body + "\nend)\n"
        return ScenarioFile.run(
            ScenarioSource(path: "Scenarios/motion/test.lua", text: text), scenario: "s", services: ScenarioServices())
    }

    @Test func aRollingBadgeReadsItsMotionAndRoll() {
        let outcome = Self.run(
            """
            local h = greeting_header { profile = profile.sample, unread = 3 }
            h:notify()
            h:advance(0.25)
            local badge = h:element("badge")
            expect(badge.motion):to_equal({ token = "snappy", progress = 0.895 })
            expect(badge.roll):to_equal({ from = "3", to = "4", direction = "up", progress = 0.895 })
            expect(badge.fade):to_be_nil()
            expect(badge.leaving):to_be_nil()
            """)
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.assertions == 4)
    }

    @Test func aFadeReadsTheNewLookWithTheOldOneUnderFrom() {
        let outcome = Self.run(
            """
            local h = greeting_header { profile = profile.sample }
            h:set { status = "Offline", on_search = false }
            h:advance(0.1)
            local line = h:element("date_line")
            expect(line.text):to_be("Offline")
            expect(line.fade.progress):to_be(0.358)
            expect(line.fade.from.text):to_be("Friday, October 23")
            expect(line.fade.from.color):to_be("textSecondary")
            local field = h:element("search_field")
            expect(field.leaving):to_be(true)
            expect(field.focusable):to_be(false)
            """)
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
    }

    @Test func settleStopsWhereTheLastTransitionRests() {
        let outcome = Self.run(
            """
            local h = greeting_header { profile = profile.sample }
            h:set { status = "Offline" }
            h:settle()
            expect(clock.now()):to_be("2026-10-23 09:41:00.735")
            expect(h:element("date_line").motion):to_be_nil()
            """)
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.steps.last == "settle()")
    }
}
