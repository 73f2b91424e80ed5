import MastheadCore
import MastheadRender
import MastheadRunning

/// A trace page read back (`masthead show-trace`): the JSON its script draws from.
package struct TraceReader {
    let data: JSONValue

    /// Reads the page at `path`; an error that says why it is not a trace page.
    package static func read(_ path: String) throws(TraceReadError) -> TraceReader {
        let text: String
        do {
            text = try FileSystem.read(path, limit: .report)
        } catch {
            throw TraceReadError(error.description)
        }
        let opening = "<script type=\"application/json\" id=\"\(TracePage.dataID)\">"
        guard let start = text.firstRange(of: opening), let end = text[start.upperBound...].firstRange(of: "</script>")
        else {
            throw TraceReadError("\(path) is not a masthead trace page (no trace data in it)")
        }
        do {
            let data = try JSONReader.parse(String(text[start.upperBound..<end.lowerBound]))
            guard data["format"]?.stringValue == "masthead-trace" else {
                throw TraceReadError("\(path) is not a masthead trace page (its data is not a trace)")
            }
            return TraceReader(data: data)
        } catch let error as TraceReadError {
            throw error
        } catch {
            throw TraceReadError("\(path): the trace data cannot be read (\(error))")
        }
    }

    package var steps: [JSONValue] { data["steps"]?.arrayValue ?? [] }

    /// The pool's items as text: each a list of indices into `lines` (`TraceLinePool`), or a
    /// string in a page of version 1.
    func pooled(_ pool: String) -> [String] {
        let lines = data["lines"]?.arrayValue.map { $0.stringValue ?? "" } ?? []
        return (data[pool]?.arrayValue ?? []).map { item in
            if let text = item.stringValue { return text }
            let indices = item.arrayValue.compactMap { $0.numberValue.map(Int.init) }
            return TraceLinePool.decode(indices, lines: lines) ?? ""
        }
    }

    /// Each step (or only step `only`, 1-based) with its line, times and text picture after it,
    /// then how the scenario ended.
    package func lines(only: Int? = nil, pictures: Bool = true) -> [String] {
        let texts = pooled("texts")
        let scenario = data["scenario"]?["id"]?.stringValue ?? "?"
        let passed = data["passed"].map { if case .bool(true) = $0 { true } else { false } } ?? false
        var lines = [
            "masthead trace: \(scenario) (\(passed ? "passed" : "failed")), \(steps.count) \(steps.count == 1 ? "step" : "steps")"
        ]
        for (index, step) in steps.enumerated() where only == nil || only == index + 1 {
            let start = step["start"]?.numberValue ?? 0
            let end = step["end"]?.numberValue ?? start
            let frames = step["frames"]?.arrayValue.count ?? 0
            var heading =
                "#\(index + 1)  line \(Int(step["line"]?.numberValue ?? 0))  \(step["call"]?.stringValue ?? "")"
            heading += "  t=\(Points.format(start))" + (end > start ? "→\(Points.format(end))" : "") + " s"
            if frames > 0 { heading += ", \(frames) frames" }
            let events = step["events"]?.arrayValue.compactMap(\.stringValue) ?? []
            guard pictures else {
                lines.append(heading + (events.isEmpty ? "" : "  events: " + events.joined(separator: ", ")))
                continue
            }
            lines += ["", heading]
            if !events.isEmpty { lines.append("events: " + events.joined(separator: ", ")) }
            if let text = step["text"]?.numberValue, Int(text) < texts.count {
                lines += texts[Int(text)].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
        }
        if let failure = data["failure"], only == nil {
            let place = failure["file"]?.stringValue.map { "\($0):\(Int(failure["line"]?.numberValue ?? 0)): " } ?? ""
            lines += ["", "✗ " + place + (failure["message"]?.stringValue ?? "")]
        }
        return lines
    }
}

package struct TraceReadError: Error, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
}
