import MastheadLua
import MastheadRunning

/// Says the run's seed on standard error when no report on standard output shows it (JUnit or JSON
/// there, or no report at all): `masthead: shuffled with --seed 17`, or `masthead: properties
/// drawn with --seed 5`, so a shuffled order or a property's draws can always be repeated. The
/// default seed is left unsaid: a run without `--seed` repeats it, and a note on every CI job
/// and shard that changes nothing is noise.
package final class SeedNoteReporter: Reporter {
    package init() {}

    package func runStarted(_ plan: RunPlan) {
        guard plan.seed != nil || (plan.propertySeed.map { $0 != ScenarioServices.defaultRunSeed } ?? false),
            let note = plan.seedNote
        else { return }
        printError("masthead: \(note)")
    }

    package func scenarioFinished(_ result: ScenarioResult) {}
    package func problem(_ problem: LoadProblem) {}
    package func runFinished(_ summary: RunSummary) {}
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
