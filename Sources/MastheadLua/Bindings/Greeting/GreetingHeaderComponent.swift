import MastheadCore

/// A greeting header built by a scenario: the live controller, plus what only Lua has — the
/// `on_…` functions and the status provider — and the scenario it belongs to. The provider is
/// the controller's status source: Core asks it at each minute, and it runs the plugin.
final class GreetingHeaderComponent: HeaderComponent {
    let controller: GreetingHeaderController
    private(set) var settings: GreetingHeaderSettings
    /// Weak: the scenario keeps its components, not the other way round.
    private weak var context: ScenarioContext?
    /// The provider failure reported last, so that a provider failing every minute is reported once.
    private var reportedFailure: ScenarioFailure?

    init(_ settings: GreetingHeaderSettings, context: ScenarioContext) {
        self.settings = settings
        self.context = context
        controller = GreetingHeaderController(
            inputs: settings.inputs, environment: settings.environment, clock: context.clock)
        followStatusProvider()
    }

    /// Applies `h:set{...}`; asks the status provider again when it or its data changed.
    func apply(_ options: OptionTable, on stack: LuaStack) throws {
        guard let context else { throw LuaScriptError("\(options.function): the scenario of this header has ended") }
        var changed = settings
        // What the header did on its own since (notifications arrived) stays: `set` changes only
        // the inputs it names.
        changed.inputs.unreadCount = controller.inputs.unreadCount
        try changed.apply(options, services: context.services)
        settings = changed
        controller.set(changed.inputs, environment: changed.environment)
        followStatusProvider()
        if options.has("status_provider") || options.has("status_data") || options.has("profile") {
            refreshStatus(on: stack)
        }
    }

    /// Asks the status provider (if any) for the minute shown, running it on `stack`.
    func refreshStatus(on stack: LuaStack) {
        guard let context else { return }
        context.asking(on: stack) { controller.refreshStatus() }
    }

    /// The controller's status source: the provider when there is one (nil otherwise: then the
    /// header steps over minutes without asking anything).
    private func followStatusProvider() {
        controller.statusSource =
            settings.statusProvider == nil ? nil : { [weak self] time in self?.status(at: time) }
    }

    /// What the status provider says at `time`, run on the step's Lua thread. A provider that
    /// fails leaves the date line showing and fails the scenario (through `deferredFailures`)
    /// once it ends; the same failure again is not reported twice in a row.
    private func status(at time: CivilTime) -> String? {
        guard let name = settings.statusProvider, let context, let stack = context.stepStack else { return nil }
        do {
            return try StatusProviders.status(
                named: name, data: settings.statusData, profile: controller.inputs.profile, now: time, on: stack)
        } catch {
            if error.failure != reportedFailure {
                reportedFailure = error.failure
                context.deferredFailures.append(error.failure)
            }
            return nil
        }
    }
}
