import MastheadCore

/// A live scope header driven the way `scope_header` drives it, checked after every step. Input
/// the header refuses must leave it exactly as it was.
final class ScopeDriver {
    let controller: ScopeHeaderController
    private let themes: ThemeCatalog

    /// Throws (with the reason) when the header refuses the starting inputs. `memoized: false`
    /// lays every step out afresh (`LayoutMemo`).
    init(_ setup: ScopeSetup, themes: ThemeCatalog, memoized: Bool = LayoutMemoSwitch.isOn)
        throws(ScopeHeaderInputError)
    {
        self.themes = themes
        let (header, environment, sectionTop) = setup.build(themes: themes)
        controller = try ScopeHeaderController(
            inputs: header, environment: environment, clock: VirtualClock(), sectionTop: sectionTop,
            memoized: memoized)
    }

    func apply(_ step: ScopeStep) -> StepOutcome {
        switch step {
        case .set(let changes):
            return set(changes)
        case .scroll(let offset):
            controller.scroll(to: offset)
        case .scrollBy(let delta):
            controller.scroll(by: delta)
        case .scrollRow(let row, let offset):
            if !controller.scrollRow(row, to: offset) { return .refused("the \(row.rawValue) row is not shown") }
        case .tap(let id):
            return controller.tapStep(id)
        case .advance(let seconds):
            return controller.advanceStep(by: seconds)
        case .settle:
            return controller.settleStep()
        }
        return .done
    }

    private func set(_ changes: [ScopeChange]) -> StepOutcome {
        var header = controller.inputs
        var environment = controller.environment
        var sectionTop = controller.sectionTop
        for change in changes { ScopeGenerator.apply(change, to: &header, &environment, &sectionTop, themes: themes) }
        let before = (controller.inputs, controller.environment, controller.targetTree, controller.events)
        do {
            try controller.set(header, environment: environment, sectionTop: sectionTop)
        } catch {
            let after = (controller.inputs, controller.environment, controller.targetTree, controller.events)
            guard before == after else {
                return .violation(InvariantViolation(.cleanRefusal, "refused (\(error)) but changed the header"))
            }
            return .refused(error.description)
        }
        if (try? header.validated()) != controller.inputs {
            return .violation(InvariantViolation(.cleanRefusal, "took inputs that do not validate to what it holds"))
        }
        return .done
    }

    func reading() -> HeaderReading {
        let header = controller.inputs
        var counts = ["filters_badge": header.effectiveFilterCount]
        for scope in header.scopes { counts[ScopeHeaderID.scopeCount(scope.id)] = scope.count ?? 0 }
        return controller.reading(badgeCounts: counts)
    }
}
