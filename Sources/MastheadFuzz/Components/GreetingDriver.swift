import MastheadCore

/// A live greeting header driven the way `greeting_header` drives it (the controller, a clock
/// that its steps move), checked after every step.
final class GreetingDriver {
    let clock = VirtualClock()
    let controller: GreetingHeaderController
    private let themes: ThemeCatalog

    init(_ setup: GreetingSetup, themes: ThemeCatalog) {
        self.themes = themes
        let (header, environment) = setup.build(themes: themes)
        controller = GreetingHeaderController(inputs: header, environment: environment, clock: clock)
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
            do { try controller.tap(id) } catch { return .refused(error.description) }
        case .advance(let seconds):
            let start = clock.now
            do { try clock.advance(by: seconds) } catch { return .refused(error.description) }
            controller.clockDidMove(from: start)
        case .setClock(let time):
            let start = clock.now
            clock.set(to: time.seconds)
            controller.clockDidMove(from: start)
        case .settle:
            var rounds = 0
            while let resting = controller.restingTime, resting > clock.now, rounds < 100 {
                let start = clock.now
                do { try clock.advance(by: resting - clock.now) } catch { return .refused(error.description) }
                controller.clockDidMove(from: start)
                rounds += 1
            }
        }
        return .done
    }

    func reading() -> HeaderReading {
        HeaderReading(
            tree: controller.currentTree(), reread: controller.currentTree(), target: controller.targetTree,
            settled: controller.restingTime.map { $0 <= clock.now } ?? true,
            badgeCounts: [GreetingHeaderID.badge: controller.inputs.unreadCount])
    }
}
