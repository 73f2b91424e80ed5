import MastheadLua
import MastheadRender
import MastheadRunning

/// A trace as one film (`masthead render --format film`, the preview's motion, issue 26.5): the
/// header after each step at the instant the step ended, and every frame the recorder sampled in
/// between, in clock order. Where two instants fall together (a scroll and the advance after it
/// meet at one instant), the later one stands; the first, the header before any change, always
/// stays.
///
/// As JSON: `{ format: "masthead-film", version: 1, frames: [{ t, p, step }], pictures, lines }`,
/// `t` in virtual seconds since the first step, `p` an index into `pictures`, each a list of
/// indices into `lines` (`TraceLinePool`), and `step` the call the frame belongs to.
struct TraceFilm: Equatable {
    struct Frame: Equatable {
        var time: Double
        var picture: Int
        var step: String
    }

    let frames: [Frame]
    let pictures: [String]

    init(_ trace: ScenarioTrace) {
        var instants: [Frame] = []
        for step in trace.steps {
            instants += step.frames.map { Frame(time: $0.time, picture: $0.picture, step: step.call) }
            if let after = step.after { instants.append(Frame(time: step.end, picture: after, step: step.call)) }
        }
        var frames: [Frame] = []
        for instant in instants {
            if frames.count > 1, let last = frames.last, abs(last.time - instant.time) < 1e-6 {
                frames[frames.count - 1] = instant
            } else {
                frames.append(instant)
            }
        }
        self.frames = frames
        pictures = trace.pictures
    }

    var json: JSONValue {
        var pool = TraceLinePool()
        var document = JSONObjectBuilder()
        document.add("format", "masthead-film")
        document.add("version", 1)
        document.add(
            "frames",
            .array(
                frames.map { frame in
                    var object = JSONObjectBuilder()
                    object.add("t", frame.time)
                    object.add("p", Double(frame.picture))
                    object.add("step", frame.step)
                    return object.value
                }))
        document.add("pictures", pool.encoded(pictures))
        document.add("lines", .array(pool.lines.map(JSONValue.string)))
        return document.value
    }
}
