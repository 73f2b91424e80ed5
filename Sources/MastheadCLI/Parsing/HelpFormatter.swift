/// Writes a command's `--help` from its table: the usage lines, what it does, each group of
/// options with one row per option (its synopsis, its help line, whether it repeats, its
/// default), then the epilogue. Rows wrap at `width` columns under their help column.
struct HelpFormatter {
    var width = 100
    /// The synopsis column at most; a longer synopsis puts its help on the next line.
    var synopsisColumn = 26

    func help<Arguments>(_ spec: CommandSpec<Arguments>) -> String {
        // A form that starts with a space continues the one above it.
        var lines = spec.usage.enumerated().map { index, form in
            (index == 0 ? "Usage: masthead " : form.hasPrefix(" ") ? "       " : "       masthead ") + form
        }
        if !spec.discussion.isEmpty { lines += [""] + Self.lines(spec.discussion) }
        let column = min(synopsisColumn, (spec.options.map { $0.synopsis.count }.max() ?? 0) + 4)
        for group in spec.groups {
            lines.append("")
            if let title = group.title { lines.append(title + ":") }
            if !group.discussion.isEmpty {
                lines += Self.lines(group.discussion)
                lines.append("")
            }
            for option in group.options { lines += row(option, column: column) }
        }
        if !spec.epilogue.isEmpty { lines += [""] + Self.lines(spec.epilogue) }
        return lines.joined(separator: "\n")
    }

    /// One option: "  --tag TAG               only scenarios tagged TAG (repeatable)".
    func row<Arguments>(_ option: OptionSpec<Arguments>, column: Int) -> [String] {
        let notes = (option.repeatable ? ["repeatable"] : []) + (option.defaultText.map { ["default: \($0)"] } ?? [])
        let text = option.help + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")
        let synopsis = "  " + option.synopsis
        let indent = String(repeating: " ", count: column)
        let words = wrap(text, width: width - column)
        guard synopsis.count + 2 <= column else {
            return [synopsis] + words.map { indent + $0 }
        }
        let first = synopsis + String(repeating: " ", count: column - synopsis.count) + (words.first ?? "")
        return [first] + words.dropFirst().map { indent + $0 }
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `text` in lines of at most `width` characters, broken between words.
    func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty && current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
