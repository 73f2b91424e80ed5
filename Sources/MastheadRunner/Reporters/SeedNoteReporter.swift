/// Says the run's seed on standard error when no report on standard output shows it (JUnit or JSON
/// there, or no report at all): `masthead: shuffled with --seed 17`, or `masthead: properties
/// drawn with --seed 17`, so a shuffled order or a property's draws can always be repeated.
final class SeedNoteReporter: Reporter {
    func runStarted(_ plan: RunPlan) {
        if let seed = plan.seed {
            printError("masthead: shuffled with --seed \(seed)")
        } else if let seed = plan.propertySeed {
            printError("masthead: properties drawn with --seed \(seed)")
        }
    }

    func scenarioFinished(_ result: ScenarioResult) {}
    func problem(_ problem: LoadProblem) {}
    func runFinished(_ summary: RunSummary) {}
}
