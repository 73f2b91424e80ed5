/// A local date and time on the proleptic Gregorian calendar, read off the virtual clock.
///
/// Masthead never reads the machine's clock, time zone or locale: the virtual clock counts seconds
/// from 1970-01-01 00:00 local time, and this type does the calendar arithmetic itself.
///
/// ```swift
/// let start = CivilTime(year: 2026, month: 10, day: 23, hour: 9, minute: 41)
/// #expect(start.seconds == VirtualClock.defaultStart)
/// #expect(start.description == "2026-10-23 09:41")
/// ```
public struct CivilTime: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The year, 1 to 9999; the other fields as a clock shows them (month 1–12, hour 0–23).
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    /// The time on `year-month-day` at `hour:minute:second`, for `VirtualClock(now: time.seconds)`.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The years the calendar covers: four-digit years, as dates are written.
    package static let supportedYears = 1...9999
    /// 0001-01-01 00:00 and 9999-12-31 23:59:59, in seconds from 1970-01-01 00:00.
    package static let earliestSeconds = CivilTime(year: 1, month: 1, day: 1).seconds
    package static let latestSeconds = CivilTime(year: 9999, month: 12, day: 31, hour: 23, minute: 59, second: 59)
        .seconds

    /// The civil time `seconds` after 1970-01-01 00:00 (fractions of a second are dropped).
    /// Instants outside the supported years read as the nearest end of them (NaN as the epoch),
    /// so no clock value can overflow the calendar arithmetic.
    package init(seconds: Double) {
        let bounded = seconds.isNaN ? 0 : min(max(seconds, Self.earliestSeconds), Self.latestSeconds)
        let whole = Int64(bounded.rounded(.down))
        let days = Self.floorDivide(whole, 86_400)
        let secondOfDay = Int(whole - days * 86_400)
        let (year, month, day) = Self.civil(fromDays: days)
        self.init(
            year: year, month: month, day: day, hour: secondOfDay / 3600,
            minute: secondOfDay % 3600 / 60, second: secondOfDay % 60)
    }

    /// Seconds from 1970-01-01 00:00 to this time.
    public var seconds: Double {
        Double(Self.days(year: year, month: month, day: day) * 86_400 + Int64(hour * 3600 + minute * 60 + second))
    }

    /// 1 = Sunday … 7 = Saturday.
    package var weekday: Int {
        let days = Self.days(year: year, month: month, day: day)
        // 1970-01-01 was a Thursday (5).
        return Int(((days % 7) + 7 + 4) % 7) + 1
    }

    /// Parses "YYYY-MM-DD HH:MM" or "YYYY-MM-DD HH:MM:SS" (also with a "T"); nil when malformed,
    /// not a real date ("2026-02-30") or outside the supported years.
    package init?(parsing text: String) {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "T" })
        guard parts.count == 2 else { return nil }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        let time = parts[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard date.count == 3, time.count == 2 || time.count == 3,
            let year = date[0], let month = date[1], let day = date[2],
            let hour = time[0], let minute = time[1]
        else { return nil }
        let second = time.count == 3 ? time[2] : 0
        guard let second, Self.supportedYears.contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        self.init(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }

    /// Seconds from 1970-01-01 00:00 to the time `init?(parsing:)` reads, which may end in a
    /// fraction of a second after its seconds ("2026-10-23 09:41:00.25", as `clock.now()` writes
    /// an instant between two seconds); nil when malformed.
    package static func seconds(parsing text: String) -> Double? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = CivilTime(parsing: String(parts[0])) else { return nil }
        guard parts.count == 2 else { return whole.seconds }
        let digits = parts[1]
        guard parts[0].split(separator: ":").count == 3, !digits.isEmpty, digits.allSatisfy(\.isASCII),
            digits.allSatisfy(\.isNumber), let fraction = Double("0." + digits)
        else { return nil }
        return whole.seconds + fraction
    }

    /// "2026-10-23 09:41".
    public var description: String {
        "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2)) \(Self.pad(hour, 2)):\(Self.pad(minute, 2))"
    }

    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    // Howard Hinnant's days_from_civil and civil_from_days.
    static func days(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = floorDivide(y, 400)
        let yearOfEra = y - era * 400
        let m = Int64(month)
        let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civil(fromDays days: Int64) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }

    static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
