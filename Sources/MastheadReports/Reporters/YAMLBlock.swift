import MastheadText

/// The YAML block under a TAP 13 result (`  ---` … `  ...`), written so that both a YAML 1.2
/// parser and TAP::Parser's YAMLish reader (what `prove` uses) read back the same values.
///
/// YAMLish knows less than YAML: double-quoted scalars with `\" \\ \n \t \r \xHH` escapes, `|`
/// block scalars whose indentation is the first line's and that end at the first line indented
/// less (so at an empty line; a tab counts as indentation). So a multi-line
/// value (a diff, whose context lines start with a space) is a `|` block when no line is empty
/// or starts with a tab, the first does not start with a space, and there are no control
/// characters; anything else is a quoted scalar.
struct YAMLBlock {
    private(set) var lines: [String] = ["  ---"]

    mutating func add(_ key: String, _ value: String?) {
        guard let value else { return }
        if Self.fitsBlock(value) {
            lines.append("  \(key): |")
            lines += value.split(separator: "\n").map { "    " + $0 }
        } else {
            lines.append("  \(key): \(Self.quoted(value))")
        }
    }

    /// Lines of text (a traceback, printed output) as one value, a line each. (Not a YAML list:
    /// YAMLish reads a list item whose first word ends in a colon, `- "a.lua:5: in …"`, as a map.)
    mutating func add(_ key: String, lines values: [String]) {
        guard !values.isEmpty else { return }
        add(key, values.joined(separator: "\n"))
    }

    /// The block's lines, closed with `  ...`.
    var closed: [String] { lines + ["  ..."] }

    /// Multi-line text whose lines all survive a `|` block in both readers.
    static func fitsBlock(_ text: String) -> Bool {
        guard text.contains("\n"), !text.hasSuffix("\n") else { return false }
        guard !text.hasPrefix(" ") else { return false }
        return text.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { line in
            guard let first = line.first, first != "\t" else { return false }
            return !line.unicodeScalars.contains { $0 != "\t" && Escaper.isControl($0.value) }
        }
    }

    static func quoted(_ text: String) -> String {
        var output = "\""
        Escaper.yamlDoubleQuoted.append(text, to: &output)
        return output + "\""
    }
}
