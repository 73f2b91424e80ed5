import Testing

@testable import MastheadCore

@Suite struct CivilTimeTests {
    static let start = CivilTime(year: 2026, month: 10, day: 23, hour: 9, minute: 41).seconds

    @Test func instantsParseWithAFractionOfASecond() {
        #expect(CivilTime.seconds(parsing: "2026-10-23 09:41") == Self.start)
        #expect(CivilTime.seconds(parsing: "2026-10-23 09:41:30") == Self.start + 30)
        #expect(CivilTime.seconds(parsing: "2026-10-23 09:41:00.25") == Self.start + 0.25)
        #expect(CivilTime.seconds(parsing: "2026-10-23T09:41:59.999") == Self.start + 59.999)
    }

    @Test(arguments: [
        "2026-10-23 09:41.5", "2026-10-23 09:41:00.", "2026-10-23 09:41:00.-5", "2026-10-23 09:41:00.2.5",
        "2026-10-23 09:41:00.5e3", "2026-10-23 09:41:00.٣", "2026.5-10-23 09:41",
    ])
    func malformedFractionsDoNotParse(_ text: String) {
        #expect(CivilTime.seconds(parsing: text) == nil)
    }
}
