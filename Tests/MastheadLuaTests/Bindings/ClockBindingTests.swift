import Testing

@testable import MastheadLua

@Suite struct ClockBindingTests {
    func run(_ body: String) -> ScenarioOutcome { runScenarioBody(body, path: "clock.lua") }

    /// Issue 14, item 6: what clock.now() writes, clock.set reads back, fractions included.
    @Test func setTakesBackWhatNowWrites() {
        let outcome = run(
            """
            clock.advance(0.25)
            local now = clock.now()
            expect(now):to_be("2026-10-23 09:41:00.25")
            clock.set(now)
            expect(clock.now()):to_be(now)
            clock.set("2026-10-23 21:30:05.5")
            clock.advance(0.5)
            expect(clock.now()):to_be("2026-10-23 21:30:06")
            """)
        #expect(outcome.failure == nil, "\(outcome.failure?.message ?? "")")
    }

    @Test func aFractionWithoutSecondsIsRefused() {
        let outcome = run("clock.set('2026-10-23 09:41.5')")
        #expect(outcome.failure?.message.hasPrefix("clock.set: expected a local time like") == true)
    }
}
