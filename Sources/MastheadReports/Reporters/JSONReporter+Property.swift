import MastheadLua
import MastheadRender

/// A property's members in the JSON report: the scenario's `runs` and `seed`, and its `property`
/// object, which has what the pretty report prints:
///
/// ```
/// "property": { "requested_runs", "passed_runs", "shrink_steps", "shrink_runs", "shrink_stopped"?,
///               "remembered", "drawn": [ { "position", "name"?, "call", "value", "line" } ],
///               "replay"?, "replay_note"? }
/// ```
extension JSONReporter {
    static func property(_ report: PropertyReport) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("requested_runs", Double(report.runs))
        object.add("passed_runs", Double(report.passedRuns))
        object.add("shrink_steps", Double(report.shrinkSteps))
        object.add("shrink_runs", Double(report.shrinkRuns))
        object.add("shrink_stopped", report.shrinkStopped)
        object.add("remembered", report.remembered)
        object.add(
            "drawn",
            .array(
                report.drawn.map { draw in
                    var item = JSONObjectBuilder()
                    item.add("position", Double(draw.position))
                    item.add("name", draw.name)
                    item.add("call", draw.call)
                    item.add("value", draw.value)
                    item.add("line", Double(draw.line))
                    return item.value
                }))
        object.add("replay", report.replay)
        object.add("replay_note", report.replayNote)
        return object.value
    }
}
