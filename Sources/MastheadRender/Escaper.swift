/// Copies text into a rendering, replacing what the format cannot hold as it is: quotes and
/// control characters in JSON strings, markup characters in SVG, line breaks in the text
/// rendering's element lines.
///
/// Text that holds none of those (nearly all of it) is appended whole, after a scan of its UTF-8
/// bytes; only text that may need a replacement goes scalar by scalar.
package struct Escaper: Sendable {
    /// True for a UTF-8 byte that may belong to a character needing replacement (it may say
    /// true too often, never too rarely).
    package let mayNeedReplacement: @Sendable (UInt8) -> Bool
    /// What to write instead of a scalar, nil to keep it.
    package let replacement: @Sendable (Unicode.Scalar) -> String?

    package init(
        mayNeedReplacement: @escaping @Sendable (UInt8) -> Bool,
        replacement: @escaping @Sendable (Unicode.Scalar) -> String?
    ) {
        self.mayNeedReplacement = mayNeedReplacement
        self.replacement = replacement
    }

    package func append(_ text: String, to output: inout String) {
        guard text.utf8.contains(where: mayNeedReplacement) else { return output.append(text) }
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                output.append(replaced)
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
    }

    /// The same into UTF-8 bytes (the text rendering is built as bytes).
    package func append(_ text: String, to output: inout [UInt8]) {
        guard text.utf8.contains(where: mayNeedReplacement) else { return output.append(contentsOf: text.utf8) }
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                output.append(contentsOf: replaced.utf8)
            } else {
                output.append(scalar)
            }
        }
    }

    /// A scalar value in hexadecimal, zero-padded to `digits` ("001f").
    package static func hex(_ value: UInt32, digits: Int, uppercase: Bool = false) -> String {
        let text = String(value, radix: 16, uppercase: uppercase)
        return String(repeating: "0", count: max(digits - text.count, 0)) + text
    }
}

extension Escaper {
    /// Backslash escapes that keep text on one line inside double quotes: `\"`, `\\`, `\n`, `\t`,
    /// `\r`, and `control(value)` for any other C0 control, DEL and the C1 controls. (0xC2 leads
    /// the C1 controls in UTF-8.) The text rendering and the TAP report's YAML differ only in how
    /// they write the rest.
    package static func backslashed(control: @escaping @Sendable (UInt32) -> String) -> Escaper {
        Escaper(
            mayNeedReplacement: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 },
            replacement: { scalar in
                switch scalar {
                case "\"": return "\\\""
                case "\\": return "\\\\"
                case "\n": return "\\n"
                case "\t": return "\\t"
                case "\r": return "\\r"
                default:
                    let value = scalar.value
                    return value < 0x20 || (0x7F...0x9F).contains(value) ? control(value) : nil
                }
            })
    }
}
