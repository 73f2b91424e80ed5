import Testing

@testable import MastheadCore

/// The words the header shows: the greeting by part of the day, initials, the badge.
@Suite("GreetingHeader texts")
struct GreetingTextTests {
    static func at(_ hour: Int, _ minute: Int) -> CivilTime {
        CivilTime(year: 2026, month: 10, day: 23, hour: hour, minute: minute)
    }

    @Test(arguments: [
        (4, 59, DayPeriod.night), (5, 0, .morning), (11, 59, .morning), (12, 0, .afternoon),
        (16, 59, .afternoon), (17, 0, .evening), (21, 59, .evening), (22, 0, .night), (0, 0, .night),
        (23, 59, .night),
    ])
    func periodsChangeOnTheBoundaryMinute(hour: Int, minute: Int, period: DayPeriod) {
        #expect(DayPeriod(Self.at(hour, minute)) == period)
    }

    @Test func theGreetingNamesThePeriodAndTheGreetingName() {
        #expect(GreetingHeader.greetingText(for: .sample, at: Self.at(9, 41)) == "Good morning, Maya")
        #expect(GreetingHeader.greetingText(for: .sample, at: Self.at(12, 0)) == "Good afternoon, Maya")
        let maggie = Profile(name: "Margaret Hamilton", greetingName: "Maggie")
        #expect(GreetingHeader.greetingText(for: maggie, at: Self.at(20, 0)) == "Good evening, Maggie")
        #expect(GreetingHeader.greetingText(for: .sample, at: Self.at(23, 0)) == "Good night, Maya")
    }

    @Test(arguments: [
        ("Maya Lin", "ML"), ("Cher", "C"), ("ana maría lópez", "AL"), ("  Maya   Lin  ", "ML"),
        ("Élodie Durand", "ÉD"), ("O'Neil Smith-Jones", "OS"),
    ])
    func initialsAreTheFirstLettersOfTheFirstAndLastWords(name: String, initials: String) {
        #expect(Profile(name: name).initials == initials)
    }

    @Test func theGreetingNameIsTheFirstWordUnlessGiven() {
        #expect(Profile(name: "Maya Lin").greetingName == "Maya")
        #expect(Profile(name: "Maya Lin", greetingName: "M").greetingName == "M")
    }

    @Test func aPhotoIsLoadedOnlyWithAnAddress() {
        #expect(Profile(name: "Maya Lin").photo == .missing)
        #expect(Profile(name: "Maya Lin", avatarURL: "https://x/maya.jpg").photo == .loaded)
        #expect(Profile(name: "Maya Lin", avatarURL: "https://x/maya.jpg", photo: .failed).photo == .failed)
    }

    @Test(
        arguments: [(0, nil), (-3, nil), (1, "1"), (42, "42"), (99, "99"), (100, "99+"), (12_345, "99+")]
            as [(Int, String?)])
    func theBadgeHidesAtZeroAndStopsAt99(count: Int, text: String?) {
        #expect(CountBadge.text(for: count) == text)
    }

    @Test func theDateLineIsTheDateOrTheStatus() {
        let environment = HeaderEnvironment()
        let dated = GreetingHeader(profile: .sample).layout(
            in: environment, at: Self.at(9, 41), collapse: 0, shimmer: nil)
        #expect(dated["date_line"]?.text == "Friday, October 23")
        let status = GreetingHeader(profile: .sample, status: "3 tasks due today")
            .layout(in: environment, at: Self.at(9, 41), collapse: 0, shimmer: nil)
        #expect(status["date_line"]?.text == "3 tasks due today")
    }
}
