import MastheadCore
import MastheadRender
import MastheadText

/// Records a scenario's trace as it runs (`ScenarioTrace`), for `masthead run --trace`.
///
/// A step is recorded when the next one begins, or when the scenario ends: only then is its
/// "after" known (a builder's header exists only once the builder has run). Its header is the
/// component the scenario built last.
///
/// Every frame belongs to the step during whose clock interval it was lived through. After a
/// step that changes the header, the film of what moves is sampled ahead, every 1/60 s of
/// virtual time until the header rests, without moving the clock (`Animator.frame(at:)`); the
/// steps that then move the clock (`advance`, `settle`) each take the frames of their own
/// interval, and frames the scenario never reached (it ended, or the next change began) are
/// dropped: they never happened.
///
/// With a sink (`ScenarioServices.traceSink`, a worker process), each step is sent the moment it
/// is recorded, so a scenario stopped by a limit or a crash keeps its trace up to its last step.
/// Only traced scenarios make a recorder: an untraced run pays one nil check per step.
final class TraceRecorder {
    private var trace = ScenarioTrace()
    private var open: ScenarioTrace.Step?
    private var lastPicture: Int?
    /// The elements' markup as last drawn: a frame draws only what moved (`SVGElementCache`).
    private let drawn = SVGElementCache()
    /// The tree drawn last and its picture's index in the pool.
    private var lastDrawn: (tree: RenderTree, picture: Int)?
    private var eventsSeen = 0
    /// The clock when the first step began: the trace's times are seconds since then.
    private var origin: Double?
    /// Frames sampled ahead after the last change, not yet lived through: their trees, drawn only
    /// once lived (most of a film is cut by the next change, and a picture is the dear part).
    private var film: [SampledFrame] = []
    private var known: (pictures: [BytewiseKey: Int], texts: [BytewiseKey: Int], trees: [BytewiseKey: Int]) = (
        [:], [:], [:]
    )
    private let sink: (any TraceSink)?
    /// How much of `trace` the sink has been sent.
    private var sent = (steps: 0, pictures: 0, texts: 0, trees: 0)

    /// 60 frames a second, for at most 10 seconds of motion after a step.
    static let frameInterval = 1.0 / 60
    static let maximumFrames = 600

    init(sink: (any TraceSink)? = nil) {
        self.sink = sink
    }

    /// A step begins at `now`, called from `line`: the one before it ends.
    func step(_ call: String, line: Int, now clock: Double, components: [any SceneComponent]) {
        if origin == nil { origin = clock }
        let now = clock - (origin ?? clock)
        close(at: now, components: components)
        var step = ScenarioTrace.Step(call: call, line: line, start: now)
        step.before = lastPicture
        open = step
    }

    /// The scenario ended at `now`: its last step ends too. What the sink has not been sent yet
    /// (all of it, without a sink).
    func finish(at clock: Double, components: [any SceneComponent]) -> ScenarioTrace {
        close(at: clock - (origin ?? clock), components: components, sending: false)
        return unsent()
    }

    /// Ends the open step at `now`, with the frames lived through since it began (a frame sampled
    /// at `now` itself, up to rounding, is its last), and sends it unless the outcome will carry it.
    private func close(at now: Double, components: [any SceneComponent], sending: Bool = true) {
        guard var step = open else { return }
        open = nil
        step.end = now
        let end = now + Self.sameInstant
        step.frames = film.filter { $0.time > step.start + Self.sameInstant && $0.time <= end }.map {
            ScenarioTrace.Frame(
                time: $0.time, picture: picture(of: $0.tree), motion: $0.motion)
        }
        film.removeAll { $0.time <= end }
        if let component = components.last { capture(component.header, into: &step, at: now) }
        trace.steps.append(step)
        if sending, let sink { sink.send(unsent()) }
    }

    /// Instants closer than this are one: the clock counts seconds since 1970, where a double
    /// resolves about a quarter of a microsecond, so 0.1 s after the first step reads 0.1 only
    /// give or take that (a frame is 16,667 µs).
    static let sameInstant = 1e-6

    /// Steps that only move the clock (`advance`, `settle`, `clock.…`) live through the film
    /// already sampled; any other step may change the header, so its film is sampled again.
    static func movesTheClockOnly(_ call: String) -> Bool {
        call.hasPrefix("advance(") || call == "settle()" || call.hasPrefix("clock.")
    }

    private func capture(_ header: any HeaderController, into step: inout ScenarioTrace.Step, at now: Double) {
        let tree = header.currentTree()
        step.after = picture(of: tree)
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
        if !Self.movesTheClockOnly(step.call) { film = frames(of: header, from: now) }
    }

    /// The frames from `now` until the header rests, were the clock to run on undisturbed.
    private func frames(of header: any HeaderController, from now: Double) -> [SampledFrame] {
        let origin = origin ?? 0
        guard let resting = header.restingTime, resting - origin > now else { return [] }
        let rest = resting - origin
        var frames: [SampledFrame] = []
        var index = 1
        while frames.count < Self.maximumFrames {
            let time = min(now + Double(index) * Self.frameInterval, rest)
            let tree = header.frame(at: time + origin)
            let motion = tree.elements.compactMap { element in
                element.motion.map { ScenarioTrace.Motion(element: element.id, token: $0.token, progress: $0.progress) }
            }
            frames.append(SampledFrame(time: time, tree: tree, motion: motion))
            if time >= rest { break }
            index += 1
        }
        return frames
    }

    private struct SampledFrame {
        var time: Double
        var tree: RenderTree
        var motion: [ScenarioTrace.Motion]
    }

    /// The pool's index of `tree`'s SVG picture. A tree equal to the one drawn last (a step's
    /// picture after is its last frame's; a step that changed nothing draws what was there) is
    /// that picture, neither drawn nor hashed again.
    private func picture(of tree: RenderTree) -> Int {
        if let last = lastDrawn, last.tree == tree { return last.picture }
        let picture = ScenarioTrace.index(
            of: SVGRenderer.render(tree, reusing: drawn), in: &trace.pictures, known: &known.pictures)
        lastDrawn = (tree, picture)
        return picture
    }

    /// The steps and pooled items recorded since the sink was last sent some, marked as
    /// continuing what it was sent before.
    private func unsent() -> ScenarioTrace {
        var part = ScenarioTrace()
        part.continues = sent.steps > 0
        part.steps = Array(trace.steps[sent.steps...])
        part.pictures = Array(trace.pictures[sent.pictures...])
        part.texts = Array(trace.texts[sent.texts...])
        part.trees = Array(trace.trees[sent.trees...])
        sent = (trace.steps.count, trace.pictures.count, trace.texts.count, trace.trees.count)
        return part
    }
}
