import MastheadLua

/// The text of the files a run loaded, for code context in failure reports.
public final class SourceCache: @unchecked Sendable {
    private var sources: [String: [Substring]] = [:]
    private let lock = Mutex()

    public init() {}

    public func store(_ source: ScenarioSource) {
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        lock.locked { sources[source.path] = lines }
    }

    /// Lines `line - radius ... line + radius` of `file` with their numbers.
    public func context(of location: SourceLocation, radius: Int = 1) -> [(number: Int, text: String)] {
        lock.locked {
            guard let lines = sources[location.file], location.line >= 1, location.line <= lines.count else { return [] }
            let range = max(1, location.line - radius)...min(lines.count, location.line + radius)
            return range.map { ($0, String(lines[$0 - 1])) }
        }
    }
}
