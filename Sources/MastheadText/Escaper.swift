/// Copies text into a format that cannot hold every character as it is, replacing what it cannot:
/// quotes and control characters in JSON strings, markup characters in XML, SVG and HTML, line
/// breaks on a report's one line, anything invisible in a Lua literal.
///
/// An escaper is two small functions; each format is a preset built from them (`Escaper+Markup`,
/// `Escaper+Backslashes`, `Escaper+Lua`). Text that holds no byte the preset flags (nearly all of
/// it) is appended whole, after a scan of its UTF-8 bytes; in text that may need a replacement,
/// only the scalars with a flagged byte are looked at, and the runs between them are copied whole
/// (a trace page's data is megabytes of SVG, a `<` every few bytes).
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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        append(text, to: &bytes)
        output.append(String(decoding: bytes, as: UTF8.self))
    }

    /// The same into UTF-8 bytes (the text rendering is built as bytes).
    package func append(_ text: String, to output: inout [UInt8]) {
        guard text.utf8.contains(where: mayNeedReplacement) else { return output.append(contentsOf: text.utf8) }
        var text = text
        text.withUTF8 { appendRuns(of: $0, to: &output) }
    }

    /// Copies `bytes` (whole scalars of valid UTF-8), replacing the scalars that need it: each
    /// scalar with a flagged byte is decoded and asked about; the runs between the replaced ones
    /// go in whole.
    private func appendRuns(of bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var run = 0
        var index = 0
        while index < bytes.count {
            let end = min(index + Self.scalarLength(lead: bytes[index]), bytes.count)
            let scalarBytes = UnsafeBufferPointer(rebasing: bytes[index..<end])
            if scalarBytes.contains(where: mayNeedReplacement), let scalar = Self.scalar(scalarBytes),
                let replaced = replacement(scalar)
            {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                output.append(contentsOf: replaced.utf8)
                run = end
            }
            index = end
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<bytes.count]))
    }

    private static func scalarLength(lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    }

    private static func scalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return scalar
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
