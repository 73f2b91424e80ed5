import Testing

@testable import MastheadCore

/// The greeting header minute by minute, with a status source as an app (or a status-provider
/// plugin, through the Lua binding) gives one.
@Suite struct GreetingHeaderControllerMinutesTests {
    /// A header at `time` whose status source records each minute it is asked for and answers
    /// with `answer`.
    static func make(at time: String = "2026-10-23 11:58", answer: @escaping (CivilTime) -> String? = { _ in nil })
        -> (GreetingHeaderController, Asked)
    {
        let clock = VirtualClock(now: CivilTime(parsing: time)!.seconds)
        let header = GreetingHeaderController(
            inputs: GreetingHeader(profile: .sample), environment: HeaderEnvironment(), clock: clock)
        let asked = Asked()
        header.statusSource = { time in
            asked.times.append(time.description)
            return answer(time)
        }
        return (header, asked)
    }

    final class Asked {
        var times: [String] = []
    }

    @Test func theSourceIsAskedForTheMinuteShownOnRefresh() {
        let (header, asked) = Self.make(answer: { "\($0.hour):\($0.minute)" })
        #expect(asked.times.isEmpty, "setting a source asks nothing yet")
        header.refreshStatus()
        #expect(asked.times == ["2026-10-23 11:58"])
        #expect(header.dateLine == "11:58")
    }

    @Test func theSourceIsAskedAtEveryMinuteBoundaryCrossed() throws {
        let (header, asked) = Self.make(answer: { $0.hour >= 12 ? "Lunch" : nil })
        try header.advance(by: 150)
        #expect(asked.times == ["2026-10-23 11:59", "2026-10-23 12:00"])
        #expect(header.dateLine == "Lunch")
        // The change began at 12:00:00, not when the clock was read half a minute later.
        let restsAt = try #require(header.restingTime)
        #expect(
            abs(restsAt - (CivilTime(parsing: "2026-10-23 12:00")!.seconds + MotionCurve.smooth.settlingTime)) < 1e-6)
    }

    @Test func aJumpOfMoreThanADayAsksAtTheLastDaysMinutesOnly() throws {
        let (header, asked) = Self.make()
        try header.advance(by: 3 * 86_400)
        #expect(asked.times.count == 1440)
        #expect(asked.times.last == "2026-10-26 11:58")
    }

    @Test func aClockSetBackAsksOnceAtTheNewTime() {
        let (header, asked) = Self.make()
        HeaderScene(clock: header.clock, headers: [header]).setClock(
            to: CivilTime(parsing: "2026-10-23 08:00")!.seconds)
        #expect(asked.times == ["2026-10-23 08:00"])
    }

    @Test func withoutASourceTheHeaderOnlyFollowsTheMinute() throws {
        let (header, _) = Self.make()
        header.statusSource = nil
        header.provideStatus("Offline")
        try header.advance(by: 150)
        #expect(header.dateLine == "Offline", "a status given directly stays")
        #expect(header.targetTree["greeting"]?.text == "Good afternoon, Maya")
        header.refreshStatus()
        #expect(header.dateLine == "Friday, October 23")
    }

    @Test func minuteBoundariesAreTheMinutesStartedInTheInterval() {
        #expect(GreetingHeaderController.minuteBoundaries(from: 30, to: 59) == [])
        #expect(GreetingHeaderController.minuteBoundaries(from: 59, to: 60) == [1])
        #expect(GreetingHeaderController.minuteBoundaries(from: 30, to: 200) == [1, 2, 3])
        #expect(GreetingHeaderController.minuteBoundaries(from: 600, to: 30) == [0])
        #expect(GreetingHeaderController.minuteBoundaries(from: 0, to: 3 * 86_400).count == 1440)
    }
}
