import MastheadLua

/// Says the run's seed on standard error when no report on standard output shows it (JUnit or JSON
/// there, or no report at all): `masthead: shuffled with --seed 17`, or `masthead: properties
/// drawn with --seed 0 (the default)`, so a shuffled order or a property's draws can always be
/// repeated.
final class SeedNoteReporter: Reporter {
    func runStarted(_ plan: RunPlan) {
        if let note = plan.seedNote { printError("masthead: \(note)") }
    }

    func scenarioFinished(_ result: ScenarioResult) {}
    func problem(_ problem: LoadProblem) {}
    func runFinished(_ summary: RunSummary) {}
}

extension RunPlan {
    /// What the run's seed did, in the words every report uses: `shuffled with --seed 17`,
    /// `shuffled and properties drawn with --seed 17`, `properties drawn with --seed 0 (the
    /// default)`; nil when there is no seed to tell (file order, no properties).
    var seedNote: String? {
        switch (seed, propertySeed) {
        case (let seed?, nil): "shuffled with --seed \(seed)"
        case (let seed?, _?): "shuffled and properties drawn with --seed \(seed)"
        case (nil, let seed?):
            "properties drawn with --seed \(seed)" + (seed == ScenarioServices.defaultRunSeed ? " (the default)" : "")
        case (nil, nil): nil
        }
    }
}
