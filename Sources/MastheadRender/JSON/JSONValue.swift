import MastheadCore

/// A JSON value whose objects keep their keys in the order given, printed deterministically.
///
/// Numbers print as `Points.format` does (at most three decimals, no exponent, no "-0"); a number
/// that is not finite prints as `null`, the only way a `null` can appear. Strings are escaped as
/// RFC 8259 requires (quote, backslash, control characters) and nothing more: non-ASCII text,
/// including characters outside the BMP, stays as UTF-8.
package enum JSONValue: Sendable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)

    /// Pretty-printed with two spaces of indentation, one member per line, and a final newline.
    package var prettyPrinted: String {
        var output = ""
        write(to: &output, indent: 0)
        output.append("\n")
        return output
    }

    /// Appends the value pretty-printed as if nested `indent` levels deep (its first line is not
    /// indented: the caller has written what precedes it), for documents printed in parts.
    package func write(to output: inout String, indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return output.append("{}") }
            output.append("{\n")
            for (index, member) in members.enumerated() {
                Self.appendIndent(indent + 1, to: &output)
                Self.appendString(member.key, to: &output)
                output.append(": ")
                member.value.write(to: &output, indent: indent + 1)
                output.append(index == members.count - 1 ? "\n" : ",\n")
            }
            Self.appendIndent(indent, to: &output)
            output.append("}")
        case .array(let items):
            guard !items.isEmpty else { return output.append("[]") }
            output.append("[\n")
            for (index, item) in items.enumerated() {
                Self.appendIndent(indent + 1, to: &output)
                item.write(to: &output, indent: indent + 1)
                output.append(index == items.count - 1 ? "\n" : ",\n")
            }
            Self.appendIndent(indent, to: &output)
            output.append("]")
        case .string(let text):
            Self.appendString(text, to: &output)
        case .number(let number):
            output.append(number.isFinite ? Points.format(number) : "null")
        case .bool(let flag):
            output.append(flag ? "true" : "false")
        }
    }

    private static func appendIndent(_ level: Int, to output: inout String) {
        for _ in 0..<level { output.append("  ") }
    }

    /// RFC 8259 §7: quote, backslash and the C0 controls are escaped, nothing else.
    static let escaper = Escaper(
        mayNeedReplacement: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C },
        replacement: { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case "\u{08}": return "\\b"
            case "\u{0C}": return "\\f"
            default: return scalar.value < 0x20 ? "\\u" + Escaper.hex(scalar.value, digits: 4) : nil
            }
        })

    /// A JSON string literal.
    static func appendString(_ text: String, to output: inout String) {
        output.append("\"")
        escaper.append(text, to: &output)
        output.append("\"")
    }
}
