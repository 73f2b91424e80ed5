/// How the GitHub Actions runner reads a workflow command back from a line of a step's output:
/// a port of `ActionCommand.TryParseV2`, `UnescapeProperty` and `UnescapeData` in actions/runner
/// (src/Runner.Common/ActionCommand.cs), the consumer our GitHub reporter writes for. The line,
/// its leading spaces trimmed, starts with `::`; the command info runs to the next `::`; the
/// name ends at the first space; properties split at `,` (empty ones dropped), each at its first
/// `=`; the rest is the data. Unescaping replaces each escape in the order the runner's tables
/// list them, `%25` last.
package struct RunnerCommand: Equatable {
    package var name: String
    package var properties: [String: String]
    package var data: String

    package init(name: String, properties: [String: String], data: String) {
        self.name = name
        self.properties = properties
        self.data = data
    }

    package init?(parsing line: String) {
        let message = String(line.drop { $0 == " " || $0 == "\t" })
        guard message.hasPrefix("::") else { return nil }
        let afterKey = message.dropFirst(2)
        guard let end = afterKey.firstRange(of: "::") else { return nil }
        let info = afterKey[..<end.lowerBound]
        let space = info.firstIndex(of: " ")
        name = String(info[..<(space ?? info.endIndex)])
        properties = [:]
        if let space {
            for pair in info[info.index(after: space)...].split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { continue }
                properties[String(parts[0]).lowercased()] = Self.unescape(
                    String(parts[1]), [("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%")])
            }
        }
        data = Self.unescape(String(afterKey[end.upperBound...]), [("%0D", "\r"), ("%0A", "\n"), ("%25", "%")])
    }

    /// `String.Replace` in .NET: every occurrence, left to right, one table entry after another.
    package static func unescape(_ text: String, _ table: [(String, String)]) -> String {
        var text = text
        for (escape, character) in table {
            text = text.split(separator: escape, omittingEmptySubsequences: false).joined(separator: character)
        }
        return text
    }
}
