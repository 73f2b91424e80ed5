import MastheadText

/// A GitHub Actions workflow command, one line: `::error file=a.lua,line=3,title=…::message`.
///
/// Escaped as the runner reads it back (actions/runner, `ActionCommand.TryParseV2`, and the
/// toolkit's `command.ts`): in the message, `%`, CR and LF become `%25`, `%0D` and `%0A`; in a
/// property value, `:` and `,` too (`%3A`, `%2C`), since they end a value or the properties. `%`
/// goes first, so an escape never escapes itself. Nothing else needs escaping: the message runs
/// to the end of the line, and a property value to the next `,`. Other control characters are
/// written as the terminal's escapes first (`\x1b`, `Escaper.terminalBreaks`): the workflow log
/// is shown as a terminal shows it, colours and all.
///
/// ```swift
/// WorkflowCommand.line("error", ["file": "a.lua", "line": "3"], message: "50% off\nnow")
/// // ::error file=a.lua,line=3::50%25 off%0Anow
/// ```
enum WorkflowCommand {
    /// The command line for `name` with `properties` in the order given, and `message`.
    static func line(_ name: String, _ properties: KeyValuePairs<String, String>, message: String) -> String {
        let list = properties.map { "\($0.key)=\(property($0.value))" }.joined(separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " " + list)::\(data(message))"
    }

    /// A message: `%`, CR and LF escaped.
    static func data(_ text: String) -> String {
        escape(Escaper.terminalBreaks.escaped(text), [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    /// A property value: a message's escapes, and `:` and `,`.
    static func property(_ text: String) -> String {
        escape(
            Escaper.terminalBreaks.escaped(text),
            [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    /// One pass over the characters (so CR LF, one Character in Swift, is caught as both).
    private static func escape(_ text: String, _ table: [(Unicode.Scalar, String)]) -> String {
        guard text.unicodeScalars.contains(where: { scalar in table.contains { $0.0 == scalar } }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if let replacement = table.first(where: { $0.0 == scalar })?.1 {
                out += replacement
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
