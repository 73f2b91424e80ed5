/// The clock of one scenario (or one Swift test): shared by every header built on it, moved only
/// by the test (`header.advance(by:)`, `header.settle()`, or a `HeaderScene`'s). Nothing reads
/// the machine's clock, so every run sees the same instants.
///
/// It counts seconds from 1970-01-01 00:00 local time and starts at Friday, October 23 2026,
/// 09:41 unless told otherwise.
///
/// ```swift
/// let evening = CivilTime(year: 2026, month: 12, day: 24, hour: 18, minute: 30)
/// let clock = VirtualClock(now: evening.seconds)
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample), environment: HeaderEnvironment(), clock: clock)
/// #expect(header.currentTree()["greeting"]?.text == "Good evening, Maya")
/// #expect(header.currentTree()["date_line"]?.text == "Thursday, December 24")
/// ```
public final class VirtualClock {
    /// Seconds since 1970-01-01 00:00 local time.
    public private(set) var now: Double

    /// Friday, October 23 2026, 09:41: the seeds' preview instant.
    public static let defaultStart = CivilTime(year: 2026, month: 10, day: 23, hour: 9, minute: 41).seconds

    /// A clock at `now`: seconds from 1970-01-01 00:00 local time (`CivilTime.seconds`).
    public init(now: Double = VirtualClock.defaultStart) {
        self.now = now
    }

    package var civil: CivilTime { CivilTime(seconds: now) }

    /// Moves the clock forward; negative or non-finite amounts are refused (time only moves on),
    /// and so is an amount that would carry it past the calendar's last year.
    package func advance(by seconds: Double) throws(ClockError) {
        guard seconds.isFinite, seconds >= 0 else { throw ClockError.invalidAdvance(seconds) }
        guard now + seconds <= CivilTime.latestSeconds else { throw ClockError.beyondCalendar(seconds) }
        now += seconds
    }

    /// Sets the clock to an instant (which may be earlier: a scenario may restart the day).
    package func set(to seconds: Double) {
        now = seconds
    }
}

/// A move of the clock that cannot be made: backwards or by a non-finite amount, or past the
/// calendar's last year. Nothing moves.
///
/// ```swift
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample), environment: HeaderEnvironment(), clock: VirtualClock())
/// #expect(throws: ClockError.invalidAdvance(-1)) { try header.advance(by: -1) }
/// ```
public enum ClockError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalidAdvance(Double)
    case beyondCalendar(Double)
    case malformed(String)

    public var description: String {
        switch self {
        case .invalidAdvance(let seconds):
            return "the clock only moves forward by a finite number of seconds (got \(Points.format(seconds)))"
        case .beyondCalendar(let seconds):
            return
                "advancing by \(Points.format(seconds)) s would carry the clock past the year \(CivilTime.supportedYears.upperBound)"
        case .malformed(let text):
            return
                "expected a local time like \"2026-10-23 09:41\" in the years \(CivilTime.supportedYears.lowerBound)–\(CivilTime.supportedYears.upperBound) (got \"\(text)\")"
        }
    }
}
