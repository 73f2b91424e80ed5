/// Writes the run's scenario durations into a timings file when the run ends (`--timings FILE`
/// without `--shard`), merged with the entries already there. See `Timings` for the format.
public final class TimingsRecorder: Reporter {
    private let path: String
    private var timings = Timings()
    /// Why the file could not be written, if it could not.
    public private(set) var failure: TimingsError?

    public init(path: String) {
        self.path = path
    }

    public func runStarted(_ plan: RunPlan) {}
    public func problem(_ problem: LoadProblem) {}

    public func scenarioFinished(_ result: ScenarioResult) {
        timings.seconds[result.id] = result.duration
    }

    public func runFinished(_ summary: RunSummary) {
        do {
            try timings.merge(into: path)
        } catch {
            failure = error
        }
    }
}
