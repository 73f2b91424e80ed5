import MastheadLua
import MastheadRunning

extension RenderRequest {
    /// `masthead render --format film` (and the preview's motion): the header built, its steps run
    /// with the trace recorder on, and every frame they lived through on the virtual clock, from
    /// the real animator, as JSON (`TraceFilm`). Frames are sampled only while the clock moves, so
    /// a change is followed by what moves the clock: `--step 'h:notify()' --step 'h:settle()'`.
    /// Deterministic: the same request gives the same bytes.
    func film(services: ScenarioServices) throws(UsageError) -> Result<String, ScenarioFailure> {
        let source = ScenarioSource(
            path: "(masthead render \(component.rawValue))", text: try luaSource(returningRendering: false))
        return ScenarioFile.evaluateTrace(source, services: services).mapError(naming).map {
            TraceFilm($0).json.compact + "\n"
        }
    }
}
