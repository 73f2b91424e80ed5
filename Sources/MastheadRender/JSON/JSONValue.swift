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
        var bytes: [UInt8] = []
        write(to: &bytes, indent: 0)
        bytes.append(0x0A)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the value pretty-printed as if nested `indent` levels deep (its first line is not
    /// indented: the caller has written what precedes it), for documents printed in parts, as
    /// UTF-8 bytes, which append for a fraction of what a `String` costs (the JSON report prints
    /// every scenario so). Literals and indentation go in from static bytes, and
    /// strings whole when they hold nothing to escape: a report makes hundreds of small appends
    /// a scenario, and each went through a `String`'s UTF-8 view.
    package func write(to output: inout [UInt8], indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return output.append(literal: "{}") }
            output.append(literal: "{\n")
            for index in members.indices {
                Self.appendIndent(indent + 1, to: &output)
                Self.appendString(members[index].key, to: &output)
                output.append(literal: ": ")
                members[index].value.write(to: &output, indent: indent + 1)
                output.append(literal: index == members.count - 1 ? "\n" : ",\n")
            }
            Self.appendIndent(indent, to: &output)
            output.append(literal: "}")
        case .array(let items):
            guard !items.isEmpty else { return output.append(literal: "[]") }
            output.append(literal: "[\n")
            for index in items.indices {
                Self.appendIndent(indent + 1, to: &output)
                items[index].write(to: &output, indent: indent + 1)
                output.append(literal: index == items.count - 1 ? "\n" : ",\n")
            }
            Self.appendIndent(indent, to: &output)
            output.append(literal: "]")
        case .string(let text):
            Self.appendString(text, to: &output)
        case .number(let number):
            Self.appendNumber(number, to: &output)
        case .bool(let flag):
            output.append(literal: flag ? "true" : "false")
        }
    }

    private static let spaces = [UInt8](repeating: 0x20, count: 64)

    static func appendIndent(_ level: Int, to output: inout [UInt8]) {
        var left = 2 * level
        while left > 0 {
            let count = min(left, spaces.count)
            output.append(contentsOf: spaces[..<count])
            left -= count
        }
    }

    /// A finite number as `Points.format` prints it, anything else as `null`.
    static func appendNumber(_ number: Double, to output: inout [UInt8]) {
        if number.isFinite {
            output.append(points: number)
        } else {
            output.append(literal: "null")
        }
    }

    /// A UTF-8 byte `Escaper.jsonString` replaces (all are ASCII), inline here: every string of
    /// every report goes through this check.
    @inline(__always) static func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C }

    /// A JSON string literal: runs of bytes that need no escape copied whole, each that does
    /// replaced as `Escaper.jsonString` replaces its scalar (all of them are ASCII, so a byte is a
    /// scalar). Going scalar by scalar through the escaper, as a step with a quote in it did
    /// (`tap("bell")`), cost more than the rest of the record.
    static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(0x22)
        var text = text
        text.withUTF8 { bytes in
            var plain = 0
            for index in bytes.indices where needsEscape(bytes[index]) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plain..<index]))
                if let escape = Escaper.jsonString.replacement(Unicode.Scalar(bytes[index])) {
                    output.append(utf8: escape)
                } else {
                    output.append(bytes[index])
                }
                plain = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plain...]))
        }
        output.append(0x22)
    }
}
