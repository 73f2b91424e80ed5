/// The en_US wording of dates and the greeting's time of day.
package enum DateLine {
    package static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    package static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]

    /// The skeleton EEEEMMMMd in en_US: "Friday, October 23".
    package static func format(_ time: CivilTime) -> String {
        "\(weekdays[time.weekday - 1]), \(months[time.month - 1]) \(time.day)"
    }
}

/// The part of the day the greeting names. Half-open periods, by the clock's hour and minute:
/// morning 05:00–11:59, afternoon 12:00–16:59, evening 17:00–21:59, night 22:00–04:59.
package enum DayPeriod: String, Sendable, CaseIterable {
    case morning, afternoon, evening, night

    package init(_ time: CivilTime) {
        switch time.hour {
        case 5..<12: self = .morning
        case 12..<17: self = .afternoon
        case 17..<22: self = .evening
        default: self = .night
        }
    }

    /// "Good morning", "Good afternoon", "Good evening", "Good night".
    package var salutation: String {
        switch self {
        case .morning: return "Good morning"
        case .afternoon: return "Good afternoon"
        case .evening: return "Good evening"
        case .night: return "Good night"
        }
    }
}
