import MastheadLua
import Synchronization

/// The text of the files a run loaded, for code context in failure reports.
///
/// Most runs never ask: a file is split into lines the first time a failure in it is shown.
package final class SourceCache: Sendable {
    private struct State {
        var texts: [String: String] = [:]
        var lines: [String: [Substring]] = [:]

        /// The lines of `file`, split once.
        mutating func lines(of file: String) -> [Substring]? {
            if let split = lines[file] { return split }
            guard let text = texts[file] else { return nil }
            let split = LuaFileChunk.lines(of: text)
            lines[file] = split
            return split
        }
    }

    private let state = Mutex(State())

    package init() {}

    package func store(_ source: ScenarioSource) {
        state.withLock { state in
            state.texts[source.path] = source.text
            state.lines[source.path] = nil
        }
    }

    /// Lines `line - radius ... line + radius` of `file` with their numbers.
    package func context(of location: SourceLocation, radius: Int = 1) -> [(number: Int, text: String)] {
        state.withLock { state in
            guard let lines = state.lines(of: location.file), location.line >= 1, location.line <= lines.count else {
                return []
            }
            let range = max(1, location.line - radius)...min(lines.count, location.line + radius)
            return range.map { ($0, String(lines[$0 - 1])) }
        }
    }
}
