import MastheadLua
import MastheadRender

/// Everything a trace page shows, gathered by the parent when a traced scenario's result
/// arrives: the worker's recording (`ScenarioTrace`), the scenario, its source and how it ended.
package struct TraceDocument {
    package var id: String
    package var file: String
    package var name: String
    var line: Int
    var source: String
    var failure: ScenarioFailure?
    var trace: ScenarioTrace
    /// The scenario's snapshot checks, with their pictures (a failed one is compared on the page).
    package var snapshots: [SnapshotCheck] = []

    /// The data the page's script reads: `{ scenario, failure, source, steps, pictures, texts,
    /// trees, lines }`, the pictures, texts and trees each a list of indices into `lines`
    /// (`TraceLinePool`). Step fields are short (`before`, `after`, `frames: [{ t, p, m }]`, `moves`)
    /// because a page holds hundreds of frames; `failure` has the `step` and `time` it happened at.
    package var json: JSONValue {
        var scenario = JSONObjectBuilder()
        scenario.add("id", id)
        scenario.add("file", file)
        scenario.add("name", name)
        scenario.add("line", Double(line))
        var document = JSONObjectBuilder()
        document.add("format", "masthead-trace")
        document.add("version", 2)
        document.add("scenario", scenario.value)
        document.add("passed", failure == nil)
        document.add("failure", failure.map { self.failure($0) })
        document.add("source", .array(LuaFileChunk.lines(of: source).map { .string(String($0)) }))
        document.add("steps", .array(trace.steps.map(Self.step)))
        var pool = TraceLinePool()
        document.add("pictures", pool.encoded(trace.pictures))
        document.add("texts", pool.encoded(trace.texts))
        document.add("trees", pool.encoded(trace.trees))
        document.add("lines", .array(pool.lines.map(JSONValue.string)))
        return document.value
    }

    /// The failure, with the step it happened in and its instant: the last step recorded, when
    /// the scenario ended (an expectation reads the header without moving the clock) or was
    /// stopped.
    private func failure(_ failure: ScenarioFailure) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("step", trace.steps.isEmpty ? nil : Double(trace.steps.count - 1))
        object.add("time", trace.steps.last?.end)
        object.addFields(of: failure)
        return object.value
    }

    private static func step(_ step: ScenarioTrace.Step) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("call", step.call)
        object.add("line", Double(step.line))
        object.add("start", step.start)
        object.add("end", step.end)
        object.add("before", step.before.map(Double.init))
        object.add("after", step.after.map(Double.init))
        object.add("text", step.text.map(Double.init))
        object.add("tree", step.tree.map(Double.init))
        object.add("voiceover", .array(step.voiceover.map(JSONValue.string)))
        object.add("order", .array(step.readingOrder.map(JSONValue.string)))
        object.add("events", .array(step.events.map(JSONValue.string)))
        object.add("frames", .array(step.frames.map(frame)))
        object.add("moves", step.moves)
        return object.value
    }

    private static func frame(_ frame: ScenarioTrace.Frame) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("t", frame.time)
        object.add("p", Double(frame.picture))
        object.add(
            "m",
            .array(
                frame.motion.map {
                    .array([.string($0.element), .string($0.token), .number($0.progress)])
                }))
        return object.value
    }
}
