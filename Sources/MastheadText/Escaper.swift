/// Copies text into a format that cannot hold every character as it is, replacing what it cannot:
/// quotes and control characters in JSON strings, markup characters in XML, SVG and HTML, line
/// breaks on a report's one line, anything invisible in a Lua literal.
///
/// An escaper is two small functions; each format is a preset built from them (`Escaper+Markup`,
/// `Escaper+Backslashes`, `Escaper+Lua`). Text that holds no byte the preset flags (nearly all of
/// it) is appended whole, after a scan of its UTF-8 bytes; only text that may need a replacement
/// goes scalar by scalar.
///
/// ```swift
/// var json = "\""
/// Escaper.jsonString.append("say \"hi\"\n", to: &json)
/// json += "\""                                  // "say \"hi\"\n"
/// Escaper.html.escaped("<b>&</b>")             // "&lt;b&gt;&amp;&lt;/b&gt;"
/// ```
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

    /// `text` escaped, as a new string (the text itself when nothing needs replacing).
    package func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: mayNeedReplacement) else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        append(text, to: &output)
        return output
    }

    /// This escaper, then `next` over what it wrote, as one preset: a scalar this one replaces
    /// is written as `next` escapes the replacement, any other as `next` escapes it. (A TAP line
    /// shows a control as the terminal escape `\x1b`, whose backslash TAP then doubles.)
    package func followed(by next: Escaper) -> Escaper {
        Escaper(
            mayNeedReplacement: { self.mayNeedReplacement($0) || next.mayNeedReplacement($0) },
            replacement: { scalar in
                if let replaced = self.replacement(scalar) { return next.escaped(replaced) }
                return next.replacement(scalar)
            })
    }

    /// A scalar value in hexadecimal, zero-padded to `digits` ("001f").
    package static func hex(_ value: UInt32, digits: Int, uppercase: Bool = false) -> String {
        let text = String(value, radix: 16, uppercase: uppercase)
        return String(repeating: "0", count: max(digits - text.count, 0)) + text
    }

    /// C0 controls, DEL and the C1 controls: what a terminal or a strict reader may act on.
    /// (0xC2 leads the C1 controls in UTF-8, so a preset that replaces them flags that byte.)
    package static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}

extension Array where Element == UInt8 {
    /// Appends the UTF-8 bytes of one scalar.
    fileprivate mutating func append(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { append($0) }
    }
}
