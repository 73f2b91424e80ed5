import Testing

@testable import MastheadCore

/// The clock and the calendar at their edges. Found by `masthead fuzz --seed 1`: an advance of
/// 1e300 seconds (or a year past Int64 in `clock.set`) trapped the host while converting the
/// instant to a date.
@Suite("VirtualClock and CivilTime at the edges")
struct VirtualClockTests {
    @Test(arguments: [1e300, .greatestFiniteMagnitude, 1e18, 3e11])
    func anAdvancePastTheCalendarIsRefused(_ seconds: Double) {
        let clock = VirtualClock()
        #expect(throws: ClockError.beyondCalendar(seconds)) { try clock.advance(by: seconds) }
        #expect(clock.now == VirtualClock.defaultStart)
    }

    @Test func anAdvanceToTheLastYearIsTaken() throws {
        let clock = VirtualClock()
        try clock.advance(by: CivilTime.latestSeconds - clock.now)
        #expect(clock.civil.year == 9999)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300, 9.3e18])
    func anyInstantReadsAsADate(_ seconds: Double) {
        let time = CivilTime(seconds: seconds)
        #expect(CivilTime.supportedYears.contains(time.year))
    }

    @Test func theEndsOfTheCalendar() {
        #expect(CivilTime(seconds: 1e300).description == "9999-12-31 23:59")
        #expect(CivilTime(seconds: -1e300).description == "0001-01-01 00:00")
    }

    @Test(arguments: ["9223372036854775807-01-01 00:00", "10000-01-01 00:00", "0-01-01 00:00", "-5-01-01 00:00"])
    func yearsOutsideTheCalendarDoNotParse(_ text: String) {
        #expect(CivilTime(parsing: text) == nil)
    }
}
