/// Where a greeting header's status line comes from when the app passes none: given the minute
/// the header enters, the line shown in place of the date ("3 tasks due today"), or nil for the
/// date. (In Lua, a status-provider plugin.)
///
/// The greeting and the date follow the clock minute by minute; a header with a status source
/// asks it at each minute boundary the clock crosses (`GreetingHeaderController.statusSource`).
///
/// ```swift
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample), environment: HeaderEnvironment(), clock: VirtualClock())
/// header.statusSource = { time in time.hour < 12 ? "Standup at 10:00" : nil }
/// header.refreshStatus()                 // asked for 09:41
/// #expect(header.targetTree["date_line"]?.text == "Standup at 10:00")
/// try header.advance(by: 3 * 3600)       // asked at each minute on the way: at 12:00 the date is back
/// #expect(header.targetTree["date_line"]?.text == "Friday, October 23")
/// ```
public typealias StatusSource = (CivilTime) -> String?

extension GreetingHeaderController {
    /// The clock moved from `start` to `clock.now`: the header enters the minute the clock is in.
    /// With a status source, it enters every minute boundary the clock crossed in turn, asking
    /// the source at each, so that each change starts at its own minute (a jump of more than a
    /// day asks at the last day's minutes only; a jump back asks once, at the new time). Returns
    /// whether the header was laid out again.
    @discardableResult
    public func clockDidMove(from start: Double) -> Bool {
        var changed = false
        if let statusSource {
            for minute in Self.minuteBoundaries(from: start, to: clock.now) {
                changed = enterMinute(minute, providedStatus: statusSource(CivilTime(seconds: minute * 60))) || changed
            }
        }
        let minute = GreetingHeader.minute(of: clock.now)
        guard minute != live.liveState.minute else { return changed }
        enterMinute(minute, providedStatus: providedStatus)
        return true
    }

    /// Asks the status source again for the minute shown (after it, or what it reads, changed);
    /// without a source the date shows.
    public func refreshStatus() {
        provideStatus(statusSource?(laidOutTime))
    }

    /// A status for the current minute, given directly (nil: show the date).
    package func provideStatus(_ status: String?) {
        guard status != providedStatus else { return }
        live.layOutIfNeeded()
        live.liveState.providedStatus = status
        live.relayout()
    }

    /// The clock entered `minute` (seconds since the epoch / 60): the header is laid out for it,
    /// with `status` as what the status source says for that minute. The change starts at the
    /// minute's first instant, not when the clock was last read, so a scenario that steps over a
    /// minute boundary finds the change exactly as far along as the time since the boundary.
    /// (Entering a minute when the clock was set back ends the transitions in flight: see
    /// `Animator`.) Returns whether anything changed.
    @discardableResult
    func enterMinute(_ minute: Double, providedStatus status: String?) -> Bool {
        guard minute != live.liveState.minute || status != providedStatus else { return false }
        live.layOutIfNeeded()
        live.liveState = GreetingHeader.LiveState(minute: minute, providedStatus: status)
        live.relayout(from: minute * 60)
        return true
    }

    /// The minutes (seconds / 60) whose start lies in (start, end]; going back, the minute of
    /// `end` alone; at most a day's worth (the last 1,440).
    static func minuteBoundaries(from start: Double, to end: Double) -> [Double] {
        let first = GreetingHeader.minute(of: start)
        let last = GreetingHeader.minute(of: end)
        guard last != first else { return [] }
        guard last > first else { return [last] }
        return Array(stride(from: max(first + 1, last - 1439), through: last, by: 1))
    }
}
