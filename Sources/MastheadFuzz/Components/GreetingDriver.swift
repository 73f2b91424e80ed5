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
        controller = GreetingHeaderController(header: header, environment: environment, clock: clock)
    }

    func apply(_ step: GreetingStep) -> StepOutcome {
        switch step {
        case .set(let changes):
            var header = controller.header
            var environment = controller.environment
            for change in changes { GreetingGenerator.apply(change, to: &header, &environment, themes: themes) }
            controller.set(header, environment: environment)
        case .scroll(let offset):
            controller.scroll(to: offset)
        case .scrollBy(let delta):
            controller.scroll(to: controller.scrollOffset + delta)
        case .notify(let count):
            controller.notify(count)
        case .tap(let id):
            do { try controller.tap(id) } catch { return .refused(error.description) }
        case .advance(let seconds):
            do { try clock.advance(by: seconds) } catch { return .refused(error.description) }
            controller.clockDidMove()
        case .setClock(let time):
            clock.set(to: time.seconds)
            controller.clockDidMove()
        case .settle:
            var rounds = 0
            while let resting = controller.restingTime, resting > clock.now, rounds < 100 {
                do { try clock.advance(by: resting - clock.now) } catch { return .refused(error.description) }
                controller.clockDidMove()
                rounds += 1
            }
        }
        return .done
    }

    func reading() -> HeaderReading {
        HeaderReading(
            tree: controller.currentTree(), reread: controller.currentTree(), target: controller.target,
            settled: controller.restingTime.map { $0 <= clock.now } ?? true,
            badgeCounts: [GreetingHeaderID.badge: controller.header.unreadCount])
    }
}
