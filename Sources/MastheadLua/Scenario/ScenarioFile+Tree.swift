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

    /// Runs a chunk as `evaluateTree` does and returns what its last header shows now and what
    /// VoiceOver says of it (as `h:voiceover()` does: of the header at rest), the two a scenario
    /// expects (`masthead render --format scenario`).
    package static func evaluateShown(_ source: ScenarioSource, services: ScenarioServices) -> Result<
        (tree: RenderTree, voiceOver: [String]), ScenarioFailure
    > {
        evaluate(source, services: services) { _, context in
            guard let component = context.components.last else {
                return .failure(ScenarioFailure(kind: .error, message: "the chunk built no header"))
            }
            return .success((component.header.currentTree(), component.header.voiceOver))
        }
    }
}
