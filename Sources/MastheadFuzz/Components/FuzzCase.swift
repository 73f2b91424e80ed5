import MastheadCore

/// One fuzz case: a header's starting fields and the steps played on it.
package enum FuzzCase: Sendable, Equatable {
    case greeting(GreetingSetup, [GreetingStep])
    case scope(ScopeSetup, [ScopeStep])

    package var stepCount: Int {
        switch self {
        case .greeting(_, let steps): return steps.count
        case .scope(_, let steps): return steps.count
        }
    }

    package var component: FuzzComponent {
        switch self {
        case .greeting: return .greeting
        case .scope: return .scope
        }
    }
}

/// Which header a run fuzzes.
package enum FuzzComponent: String, Sendable, CaseIterable {
    case greeting, scope, both
}

/// A broken rule in a case: after which step (nil: on the header as built) and which rule.
package struct CaseFailure: Sendable, Equatable {
    package var step: Int?
    package var violation: InvariantViolation
}

/// What running a case found: the first failure, and which steps the header refused (those
/// are wrapped in `pcall` in a replay).
struct CaseRun {
    var failure: CaseFailure?
    var refused: Set<Int> = []
    /// The starting fields were refused (a scope header with invalid inputs): no step ran.
    var refusedSetup: String?
    var stepsRun = 0
    /// The header's width after the last step run.
    var width = 0.0
}

extension FuzzCase {
    /// Plays the case, checking the rules on the header as built and after every step; stops
    /// at the first broken rule. `progress` hears each step index before it runs.
    func run(themes: ThemeCatalog, progress: (Int) -> Void = { _ in }) -> CaseRun {
        switch self {
        case .greeting(let setup, let steps):
            let driver = GreetingDriver(setup, themes: themes)
            return Self.play(steps, apply: driver.apply, reading: driver.reading, progress: progress)
        case .scope(let setup, let steps):
            let driver: ScopeDriver
            do {
                driver = try ScopeDriver(setup, themes: themes)
            } catch {
                return CaseRun(refusedSetup: error.description)
            }
            return Self.play(steps, apply: driver.apply, reading: driver.reading, progress: progress)
        }
    }

    private static func play<Step>(
        _ steps: [Step], apply: (Step) -> StepOutcome, reading: () -> HeaderReading, progress: (Int) -> Void
    ) -> CaseRun {
        var run = CaseRun()
        var current = reading()
        run.width = current.tree.size.width
        if let violation = TreeChecks.check(current) {
            run.failure = CaseFailure(step: nil, violation: violation)
            return run
        }
        for (index, step) in steps.enumerated() {
            progress(index)
            run.stepsRun += 1
            switch apply(step) {
            case .violation(let violation):
                run.failure = CaseFailure(step: index, violation: violation)
                return run
            case .refused:
                run.refused.insert(index)
            case .done:
                break
            }
            let previous = current.tree
            current = reading()
            run.width = current.tree.size.width
            if let violation = TreeChecks.check(current, render: current.tree != previous) {
                run.failure = CaseFailure(step: index, violation: violation)
                return run
            }
        }
        return run
    }

    /// The case with only the first `count` steps.
    func prefix(_ count: Int) -> FuzzCase {
        switch self {
        case .greeting(let setup, let steps): return .greeting(setup, Array(steps.prefix(count)))
        case .scope(let setup, let steps): return .scope(setup, Array(steps.prefix(count)))
        }
    }

    /// A random case of `component` with `steps` steps, from its own generator.
    static func make(_ component: FuzzComponent, steps: Int, random: inout FuzzRandom, themes: [String]) -> FuzzCase {
        switch component {
        case .greeting:
            let setup = GreetingGenerator.setup(&random, themes: themes)
            return .greeting(setup, (0..<steps).map { _ in GreetingGenerator.step(&random, themes: themes) })
        case .scope:
            let setup = ScopeGenerator.setup(&random, themes: themes)
            return .scope(setup, (0..<steps).map { _ in ScopeGenerator.step(&random, themes: themes) })
        case .both:
            let one = random.chance(0.5) ? FuzzComponent.greeting : .scope
            return make(one, steps: steps, random: &random, themes: themes)
        }
    }
}
