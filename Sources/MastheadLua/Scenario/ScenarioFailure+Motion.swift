import MastheadCore

extension ScenarioFailure {
    /// The failure with the notes that say what Lua's or an expectation's own words leave out:
    /// a header read mid-transition, a library the sandbox leaves out. Scenarios and property
    /// runs alike (a property's replay is checked against the failure it reproduces).
    func explained(by context: ScenarioContext) -> ScenarioFailure {
        notingMotion(of: context.components, at: context.clock.now).notingSandbox(in: context.source)
    }

    /// The failure with a note when the expectation read a header mid-transition: right after
    /// `h:set { collapse = 1 }` the greeting still has opacity 1, and "expected 0, got 1" alone
    /// sends the reader looking for a bug in the header. The note names what moves, until when,
    /// and the call that lets it finish.
    func notingMotion(of components: [any SceneComponent], at now: Double) -> ScenarioFailure {
        guard kind == .assertion else { return self }
        var moving: [String] = []
        var resting = now
        for component in components {
            guard let rest = component.header.restingTime, rest > now + Animator.timeTolerance else { continue }
            resting = max(resting, rest)
            moving += component.header.currentTree().elements.lazy
                .filter { $0.motion != nil || $0.crossFade != nil || $0.roll != nil || $0.isLeaving }
                .map(\.id)
        }
        guard !moving.isEmpty else { return self }
        let shown = moving.count > 4 ? moving.prefix(4).joined(separator: ", ") + "…" : moving.joined(separator: ", ")
        var failure = self
        failure.message +=
            " (read mid-transition: \(shown) still moving, \(Self.seconds(resting - now)) more; "
            + "h:settle() first to expect the look it comes to rest at)"
        return failure
    }

    /// A duration as the clock reads it: `0.35 s`.
    private static func seconds(_ duration: Double) -> String {
        let rounded = (duration * 1000).rounded() / 1000
        return (rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) + " s"
    }
}
