import MastheadCore

/// Shrinking a failing case to one a person can read: the steps after the failure go, then
/// delta debugging drops steps, starting fields and the fields inside each `set`, as long as the
/// same rule still breaks.
extension FuzzCase {
    func shrunk(breaking invariant: TreeInvariant, themes: ThemeCatalog) -> FuzzCase {
        guard let failure = run(themes: themes).failure, failure.violation.invariant == invariant else { return self }
        let fails: (FuzzCase) -> Bool = { $0.run(themes: themes).failure?.violation.invariant == invariant }
        switch prefix((failure.step ?? -1) + 1) {
        case .greeting(let setup, let steps):
            let (changes, kept) = Self.shrink(
                setup.changes, steps, fails: { fails(.greeting(GreetingSetup(changes: $0), $1)) },
                fieldsOf: { if case .set(let changes) = $0 { return changes } else { return nil } },
                makeSet: GreetingStep.set)
            return .greeting(GreetingSetup(changes: changes), kept)
        case .scope(let setup, let steps):
            let (changes, kept) = Self.shrink(
                setup.changes, steps, fails: { fails(.scope(ScopeSetup(changes: $0), $1)) },
                fieldsOf: { if case .set(let changes) = $0 { return changes } else { return nil } },
                makeSet: ScopeStep.set)
            return .scope(ScopeSetup(changes: changes), kept)
        }
    }

    /// Steps first (they are the most), then the starting fields, then each `set` step's fields.
    private static func shrink<Change, Step>(
        _ setup: [Change], _ steps: [Step], fails: ([Change], [Step]) -> Bool, fieldsOf: (Step) -> [Change]?,
        makeSet: ([Change]) -> Step
    ) -> ([Change], [Step]) {
        var steps = DeltaDebugging.minimize(steps) { fails(setup, $0) }
        let setup = DeltaDebugging.minimize(setup) { fails($0, steps) }
        for index in steps.indices {
            guard let changes = fieldsOf(steps[index]), changes.count > 1 else { continue }
            let kept = DeltaDebugging.minimize(changes) { candidate in
                var trial = steps
                trial[index] = makeSet(candidate)
                return !candidate.isEmpty && fails(setup, trial)
            }
            steps[index] = makeSet(kept)
        }
        return (setup, steps)
    }
}
