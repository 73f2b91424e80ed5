import MastheadCore

extension ScenarioFile {
    /// Runs a chunk as `evaluate` does and returns the render tree of the last header it built, as
    /// drawn now: how `masthead gallery` draws each state and reads what its overlays mark.
    package static func evaluateTree(_ source: ScenarioSource, services: ScenarioServices) -> Result<
        RenderTree, ScenarioFailure
    > {
        evaluate(source, services: services) { _, context in
            guard let component = context.components.last else {
                return .failure(ScenarioFailure(kind: .error, message: "the chunk built no header"))
            }
            return .success(component.header.currentTree())
        }
    }
}
