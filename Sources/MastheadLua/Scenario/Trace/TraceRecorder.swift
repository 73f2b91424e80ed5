import MastheadCore
import MastheadRender

/// Records a scenario's trace as it runs (`ScenarioTrace`), for `masthead run --trace`.
///
/// A step is recorded when the next one begins, or when the scenario ends: only then is its
/// "after" known (a builder's header exists only once the builder has run). Its header is the
/// component the scenario built last. After each step that leaves something moving, the frames
/// are sampled every 1/60 s of virtual time until the header rests, without moving the clock
/// (`Animator.frame(at:)`), so every instant of an animation is shown exactly; the next step
/// that changes the header cuts the film where it began. Only traced
/// scenarios make a recorder: an untraced run pays one nil check per step.
final class TraceRecorder {
    private(set) var trace = ScenarioTrace()
    private var open: ScenarioTrace.Step?
    private var lastPicture: Int?
    private var eventsSeen = 0
    /// The clock when the first step began: the trace's times are seconds since then.
    private var origin: Double?
    /// The step whose film is the latest.
    private var lastFramed: Int?
    private var known: (pictures: [String: Int], texts: [String: Int], trees: [String: Int]) = ([:], [:], [:])

    /// 60 frames a second, for at most 10 seconds of motion after a step.
    static let frameInterval = 1.0 / 60
    static let maximumFrames = 600

    /// A step begins at `now`, called from `line`: the one before it ends. A step that changes the
    /// header ends the film of what moved before it: frames sampled past `now` never happened.
    func step(_ call: String, line: Int, now clock: Double, components: [any SceneComponent]) {
        if origin == nil { origin = clock }
        let now = clock - (origin ?? clock)
        close(at: now, components: components)
        if !Self.movesTheClockOnly(call), let framed = lastFramed {
            trace.steps[framed].frames.removeAll { $0.time > now }
        }
        var step = ScenarioTrace.Step(call: call, line: line, start: now)
        step.before = lastPicture
        open = step
    }

    /// The scenario ended at `now`: its last step ends too.
    func finish(at clock: Double, components: [any SceneComponent]) -> ScenarioTrace {
        close(at: clock - (origin ?? clock), components: components)
        return trace
    }

    private func close(at now: Double, components: [any SceneComponent]) {
        guard var step = open else { return }
        open = nil
        step.end = now
        if let component = components.last { capture(component.header, into: &step, at: now) }
        trace.steps.append(step)
        if !step.frames.isEmpty { lastFramed = trace.steps.count - 1 }
    }

    /// Steps that only move the clock (`advance`, `settle`, `clock.…`) show the film already
    /// sampled: what moves after them is what moved after the step before.
    static func movesTheClockOnly(_ call: String) -> Bool {
        call.hasPrefix("advance(") || call == "settle()" || call.hasPrefix("clock.")
    }

    private func capture(_ header: any HeaderController, into step: inout ScenarioTrace.Step, at now: Double) {
        let tree = header.currentTree()
        step.after = picture(SVGRenderer.render(tree))
        lastPicture = step.after
        step.text = ScenarioTrace.index(of: TextRenderer.render(tree), in: &trace.texts, known: &known.texts)
        step.tree = ScenarioTrace.index(of: JSONRenderer.render(tree), in: &trace.trees, known: &known.trees)
        let focusable = header.voiceOverElements
        step.voiceover = focusable.map(\.accessibility.spoken)
        step.readingOrder = focusable.map(\.id)
        let events = header.events
        if events.count < eventsSeen { eventsSeen = 0 }
        step.events = Array(events[eventsSeen...])
        eventsSeen = events.count
        if !Self.movesTheClockOnly(step.call) { step.frames = frames(of: header, from: now) }
    }

    /// The frames from `now` until the header rests.
    private func frames(of header: any HeaderController, from now: Double) -> [ScenarioTrace.Frame] {
        let origin = origin ?? 0
        guard let resting = header.restingTime, resting - origin > now else { return [] }
        let rest = resting - origin
        var frames: [ScenarioTrace.Frame] = []
        var index = 1
        while frames.count < Self.maximumFrames {
            let time = min(now + Double(index) * Self.frameInterval, rest)
            let tree = header.frame(at: time + origin)
            let motion = tree.elements.compactMap { element in
                element.motion.map { ScenarioTrace.Motion(element: element.id, token: $0.token, progress: $0.progress) }
            }
            frames.append(.init(time: time, picture: picture(SVGRenderer.render(tree)), motion: motion))
            if time >= rest { break }
            index += 1
        }
        return frames
    }

    private func picture(_ svg: String) -> Int {
        ScenarioTrace.index(of: svg, in: &trace.pictures, known: &known.pictures)
    }
}
