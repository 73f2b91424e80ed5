import MastheadCore
import MastheadLua
import MastheadRunning

extension RenderRequest {
    /// Builds the header in a fresh sandboxed state and returns its render tree as drawn after the
    /// steps, for callers that draw and measure it themselves (`masthead gallery`).
    package func renderTree(services: ScenarioServices) throws(UsageError) -> Result<RenderTree, ScenarioFailure> {
        let source = ScenarioSource(
            path: "(masthead render \(component.rawValue))", text: try luaSource(returningRendering: false))
        return ScenarioFile.evaluateTree(source, services: services).mapError(naming)
    }
}
