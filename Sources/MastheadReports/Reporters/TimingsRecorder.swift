import MastheadRunning

/// Writes the run's scenario durations into a timings file when the run ends (`--timings FILE`
/// without `--shard`), merged with the entries already there. See `Timings` for the format.
package final class TimingsRecorder: Reporter {
    private let path: String
    private var timings = Timings()
    /// Why the file could not be written, if it could not.
    package private(set) var failure: TimingsError?
    private let unwritten: UnwrittenOutputs

    package init(path: String, unwritten: UnwrittenOutputs = UnwrittenOutputs()) {
        self.path = path
        self.unwritten = unwritten
    }

    package func runStarted(_ plan: RunPlan) {}
    package func problem(_ problem: LoadProblem) {}

    package func scenarioFinished(_ result: ScenarioResult) {
        timings.seconds[result.id] = result.duration
    }

    package func runFinished(_ summary: RunSummary) {
        do {
            try timings.merge(into: path)
        } catch {
            failure = error
            unwritten.note("the timings file", error.message)
        }
    }
}
