import MastheadCore

/// A greeting header built by a scenario: the live controller, plus what only Lua has — the
/// `on_…` functions and the status provider — and the scenario it belongs to.
final class GreetingHeaderComponent: SceneComponent, ClockListener {
    let controller: GreetingHeaderController
    private(set) var settings: GreetingHeaderSettings
    /// Weak: the scenario keeps its components (as clock listeners), not the other way round.
    private weak var context: ScenarioContext?
    /// The provider failure reported last, so that a provider failing every minute is reported once.
    private var reportedFailure: ScenarioFailure?

    init(_ settings: GreetingHeaderSettings, context: ScenarioContext) {
        self.settings = settings
        self.context = context
        controller = GreetingHeaderController(
            inputs: settings.header, environment: settings.environment, clock: context.clock)
    }

    func currentTree() -> RenderTree { controller.currentTree() }
    func targetTree() -> RenderTree { controller.targetTree }
    func frame(at time: Double) -> RenderTree { controller.animator.frame(at: time) ?? controller.targetTree }
    var events: [String] { controller.events }
    var environment: HeaderEnvironment { controller.environment }

    /// Applies `h:set{...}`; asks the status provider again when it or its data changed.
    func apply(_ options: OptionTable, on stack: LuaStack) throws {
        guard let context else { throw LuaScriptError("\(options.function): the scenario of this header has ended") }
        var changed = settings
        // What the header did on its own since (notifications arrived) stays: `set` changes only
        // the inputs it names.
        changed.header.unreadCount = controller.inputs.unreadCount
        try changed.apply(options, services: context.services)
        settings = changed
        controller.set(changed.header, environment: changed.environment)
        if options.has("status_provider") || options.has("status_data") || options.has("profile") {
            refreshStatus(at: controller.laidOutTime, on: stack)
        }
    }

    /// The Lua function behind a way out, if one was given (rather than `true`).
    func handler(for action: GreetingAction) -> LuaReference? { settings.handlers[action] }

    /// Lets the header follow the clock minute by minute. With a status provider, the header
    /// enters every minute boundary the clock crossed in turn, asking the provider at each, so
    /// each change starts at its own minute; a jump of more than a day asks at the last day's
    /// minutes only; a jump back asks once, at the new time.
    func clockDidMove(from start: Double, to end: Double, on stack: LuaStack) throws {
        if settings.statusProvider != nil {
            for minute in Self.boundaries(from: start, to: end) {
                controller.enterMinute(minute, providedStatus: status(at: CivilTime(seconds: minute * 60), on: stack))
            }
        }
        controller.clockDidMove(from: start)
    }

    var restingTime: Double? { controller.restingTime }

    /// Asks the status provider for the line at `time`. A provider that fails leaves the date
    /// line showing and fails the scenario (through `deferredFailures`) once it ends; the same
    /// failure again is not reported twice in a row.
    func refreshStatus(at time: CivilTime, on stack: LuaStack) {
        controller.provideStatus(status(at: time, on: stack))
    }

    /// What the status provider says at `time`: nil without a provider, or when it fails (the
    /// failure is recorded then).
    private func status(at time: CivilTime, on stack: LuaStack) -> String? {
        guard let name = settings.statusProvider else { return nil }
        do {
            return try StatusProviders.status(
                named: name, data: settings.statusData, profile: controller.inputs.profile, now: time, on: stack)
        } catch {
            if error.failure != reportedFailure {
                reportedFailure = error.failure
                context?.deferredFailures.append(error.failure)
            }
            return nil
        }
    }

    /// The minutes (seconds / 60) whose start lies in (start, end].
    static func boundaries(from start: Double, to end: Double) -> [Double] {
        let first = (start / 60).rounded(.down)
        let last = (end / 60).rounded(.down)
        guard last != first else { return [] }
        guard last > first else { return [last] }
        return Array(stride(from: max(first + 1, last - 1439), through: last, by: 1))
    }
}
