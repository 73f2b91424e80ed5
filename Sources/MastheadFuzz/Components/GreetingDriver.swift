import MastheadCore

/// A live greeting header driven the way `greeting_header` drives it (the controller, a clock
/// that its steps move), checked after every step.
final class GreetingDriver {
    let controller: GreetingHeaderController
    private let themes: ThemeCatalog

    /// `memoized: false` lays every step out afresh (`LayoutMemo`).
    init(_ setup: GreetingSetup, themes: ThemeCatalog, memoized: Bool = LayoutMemoSwitch.isOn) {
        self.themes = themes
        let (header, environment) = setup.build(themes: themes)
        controller = GreetingHeaderController(
            inputs: header, environment: environment, clock: VirtualClock(), memoized: memoized)
    }

    func apply(_ step: GreetingStep) -> StepOutcome {
        switch step {
        case .set(let changes):
            var header = controller.inputs
            var environment = controller.environment
            for change in changes { GreetingGenerator.apply(change, to: &header, &environment, themes: themes) }
            controller.set(header, environment: environment)
        case .scroll(let offset):
            controller.scroll(to: offset)
        case .scrollBy(let delta):
            controller.scroll(by: delta)
        case .notify(let count):
            controller.notify(count)
        case .tap(let id):
            return controller.tapStep(id)
        case .advance(let seconds):
            return controller.advanceStep(by: seconds)
        case .setClock(let time):
            controller.setClock(to: time.seconds)
        case .settle:
            return controller.settleStep()
        }
        return .done
    }

    func reading() -> HeaderReading {
        controller.reading(badgeCounts: [GreetingHeaderID.badge: controller.inputs.unreadCount])
    }
}
