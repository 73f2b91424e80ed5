/// Receives a run's events in order. Several reporters can listen to one run.
package protocol Reporter: AnyObject {
    func runStarted(_ plan: RunPlan)
    func scenarioFinished(_ result: ScenarioResult)
    /// A file that did not load, or a plugin that failed.
    func problem(_ problem: LoadProblem)
    func runFinished(_ summary: RunSummary)
}
