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

extension ScenarioFile {
    /// Runs a chunk as `evaluate` does with a trace recorder (`TraceRecorder`, as `masthead run
    /// --trace` records a scenario): every step the chunk takes, the header after each, and the
    /// frames of what moves on the virtual clock, from the real animator. The same chunk gives
    /// the same trace: the clock is virtual and starts at the same instant.
    package static func evaluateTrace(_ source: ScenarioSource, services: ScenarioServices) -> Result<
        ScenarioTrace, ScenarioFailure
    > {
        var traced = services
        traced.tracing = true
        traced.traceSink = nil
        return evaluate(source, services: traced) { _, context in
            guard !context.components.isEmpty,
                let trace = context.recording({ $0.finish(at: context.clock.now, components: context.components) })
            else {
                return .failure(ScenarioFailure(kind: .error, message: "the chunk built no header"))
            }
            return .success(trace)
        }
    }
}
