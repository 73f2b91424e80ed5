/// How long each scenario took, by id: what `--timings FILE` writes after an unsharded run and
/// what `--shard I/N --timings FILE` balances the shards with.
///
/// The file is text, one scenario a line, sorted by id (bytewise) so that the same timings always
/// make the same file and diffs stay small:
///
/// ```
/// # masthead timings: seconds<TAB>scenario id
/// 0.012345	Scenarios/greeting/badge.lua › the badge hides at zero
/// ```
///
/// Lines starting with `#` and blank lines are ignored; when an id appears twice the last line
/// wins, so the files of several runs can simply be concatenated.
package struct Timings: Sendable, Equatable {
    package var seconds: [String: Double]

    package init(seconds: [String: Double] = [:]) {
        self.seconds = seconds
    }

    package subscript(id: String) -> Double? { seconds[id] }

    static let header = "# masthead timings: seconds<TAB>scenario id"

    /// The file's text: the header, then a line per scenario in id order.
    package var text: String {
        var text = Self.header + "\n"
        for id in seconds.keys.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            text += Self.format(seconds[id]!) + "\t" + id + "\n"
        }
        return text
    }

    /// Seconds to the microsecond ("0.000347"): enough to tell short scenarios apart, and no float noise.
    static func format(_ seconds: Double) -> String { Seconds.fixed(seconds) }

    /// Reads timings text; an error names the line that is not `seconds<TAB>id`.
    package init(parsing text: String, path: String) throws(TimingsError) {
        var seconds: [String: Double] = [:]
        for (offset, content) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated()
        {
            if content.allSatisfy(\.isWhitespace) || content.hasPrefix("#") { continue }
            guard let tab = content.firstIndex(of: "\t"), let value = Double(content[..<tab]), value.isFinite,
                value >= 0,
                content.index(after: tab) < content.endIndex
            else {
                throw TimingsError(
                    message:
                        "\(path):\(offset + 1): expected seconds, a tab and a scenario id (got \"\(content.prefix(60))\")"
                )
            }
            seconds[String(content[content.index(after: tab)...])] = value
        }
        self.seconds = seconds
    }

    /// The timings in `path`; empty when there is no such file yet.
    package static func read(_ path: String) throws(TimingsError) -> Timings {
        guard FileSystem.exists(path) else { return Timings() }
        do {
            return try Timings(parsing: try FileSystem.read(path, limit: .timings), path: path)
        } catch let error as TimingsError {
            throw error
        } catch {
            throw TimingsError(message: "\(error)")
        }
    }

    /// Writes these timings over `path` atomically, keeping the entries of scenarios this run did
    /// not take (another filter, a deleted file's stale lines are harmless).
    package func merge(into path: String) throws(TimingsError) {
        var merged = try Self.read(path)
        merged.seconds.merge(seconds) { _, new in new }
        do {
            let directory = FileSystem.directory(of: path)
            if directory != "." { try FileSystem.makeDirectories(directory) }
            try FileSystem.writeAtomically(merged.text, to: path)
        } catch {
            throw TimingsError(message: error.description)
        }
    }
}

package struct TimingsError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}
