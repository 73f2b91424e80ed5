import MastheadCore
import MastheadText

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
        write(into: &output, indent: indent)
    }

    /// The same as UTF-8 bytes, which append for a fraction of what a `String` costs (the JSON
    /// report prints every scenario so).
    package func write(to output: inout [UInt8], indent: Int) {
        write(into: &output, indent: indent)
    }

    private func write<Output: JSONOutput>(into output: inout Output, indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return output.append(text: "{}") }
            output.append(text: "{\n")
            for (index, member) in members.enumerated() {
                Self.appendIndent(indent + 1, to: &output)
                Self.appendString(member.key, to: &output)
                output.append(text: ": ")
                member.value.write(into: &output, indent: indent + 1)
                output.append(text: index == members.count - 1 ? "\n" : ",\n")
            }
            Self.appendIndent(indent, to: &output)
            output.append(text: "}")
        case .array(let items):
            guard !items.isEmpty else { return output.append(text: "[]") }
            output.append(text: "[\n")
            for (index, item) in items.enumerated() {
                Self.appendIndent(indent + 1, to: &output)
                item.write(into: &output, indent: indent + 1)
                output.append(text: index == items.count - 1 ? "\n" : ",\n")
            }
            Self.appendIndent(indent, to: &output)
            output.append(text: "]")
        case .string(let text):
            Self.appendString(text, to: &output)
        case .number(let number):
            output.append(text: number.isFinite ? Points.format(number) : "null")
        case .bool(let flag):
            output.append(text: flag ? "true" : "false")
        }
    }

    private static func appendIndent<Output: JSONOutput>(_ level: Int, to output: inout Output) {
        for _ in 0..<level { output.append(text: "  ") }
    }

    /// A UTF-8 byte `Escaper.jsonString` replaces (all are ASCII), inline here: every string of
    /// every report goes through this check.
    @inline(__always) static func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C }

    /// A JSON string literal.
    static func appendString<Output: JSONOutput>(_ text: String, to output: inout Output) {
        output.append(text: "\"")
        output.append(escaping: text, with: .jsonString)
        output.append(text: "\"")
    }
}

/// What JSON text is written into.
protocol JSONOutput {
    mutating func append(text: String)
    mutating func append(escaping text: String, with escaper: Escaper)
}

extension String: JSONOutput {
    mutating func append(text: String) { append(text) }
    mutating func append(escaping text: String, with escaper: Escaper) { escaper.append(text, to: &self) }
}

/// Bytes take a native string's UTF-8 whole, and look for what JSON escapes without calling the
/// escaper's predicate for every byte.
extension Array: JSONOutput where Element == UInt8 {
    mutating func append(text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil {
            append(contentsOf: text.utf8)
        }
    }

    mutating func append(escaping text: String, with escaper: Escaper) {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !bytes.contains(where: JSONValue.needsEscape) else { return false }
            append(contentsOf: bytes)
            return true
        }
        if plain != true { escaper.append(text, to: &self) }
    }
}
