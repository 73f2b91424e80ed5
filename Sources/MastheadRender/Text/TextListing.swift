import MastheadCore

/// The element lines under the text rendering's picture, one per element in reading order:
///
/// `id  role  frame  opacity=…  "text" (n lines)  symbol=…  face size weight style  color=… fill=…
/// stroke=… ring=…  [traits]`, each part present only when it applies, then while the element
/// moves what moves it (`TextListing+Motion`); an element that is not visible is
/// `id  role  hidden`. Ids and roles are padded to fixed widths (not to the longest
/// one), so adding or removing an element changes only its own line in a diff.
enum TextListing {
    static let idWidth = 22
    static let roleWidth = 12

    static func append(_ element: Element, visible: Bool, to output: inout String) {
        appendPadded(element.id, width: idWidth, to: &output)
        output.append("  ")
        appendPadded(element.role.rawValue, width: roleWidth, to: &output)
        output.append("  ")
        guard visible else { return output.append("hidden") }
        let frame = element.frame
        output.append(Points.format(frame.x))
        output.append(",")
        output.append(Points.format(frame.y))
        output.append(" ")
        output.append(Points.format(frame.width))
        output.append("×")
        output.append(Points.format(frame.height))
        if Points.round(element.opacity) < 1 {
            output.append("  opacity=")
            output.append(Points.format(element.opacity))
        }
        if let text = element.text {
            output.append("  ")
            appendQuoted(text, to: &output)
            if let lines = element.lines, lines.count > 1 {
                output.append(" (")
                output.append(String(lines.count))
                output.append(" lines)")
            }
        }
        if let symbol = element.symbol {
            output.append("  symbol=")
            output.append(symbol)
        }
        if let font = element.font {
            output.append("  ")
            output.append(font.face)
            output.append(" ")
            output.append(Points.format(font.size))
            output.append(" ")
            output.append(font.weight.rawValue)
            output.append(" ")
            output.append(font.style)
        }
        var separator = "  "
        appendToken("color", element.color, separator: &separator, to: &output)
        appendToken("fill", element.fill, separator: &separator, to: &output)
        appendToken("stroke", element.stroke, separator: &separator, to: &output)
        appendToken("ring", element.ring, separator: &separator, to: &output)
        let traits = element.accessibility.traits
        if !traits.isEmpty {
            output.append("  [")
            for (index, trait) in traits.enumerated() {
                if index > 0 { output.append(", ") }
                output.append(trait.rawValue)
            }
            output.append("]")
        }
        appendMotion(of: element, to: &output)
    }

    /// ` name=token`, the first of the group after two spaces, the others after one.
    private static func appendToken(_ name: String, _ token: ColorToken?, separator: inout String, to output: inout String) {
        guard let token else { return }
        output.append(separator)
        output.append(name)
        output.append("=")
        output.append(token.rawValue)
        separator = " "
    }

    private static func appendPadded(_ text: String, width: Int, to output: inout String) {
        output.append(text)
        let count = text.count
        if count < width { output.append(String(repeating: " ", count: width - count)) }
    }

    /// Keeps an element on one line: quotes, backslashes and control characters (C0, DEL, C1)
    /// become escapes (`\"`, `\\`, `\n`, `\u{7}`). (0xC2 leads the C1 controls in UTF-8.)
    static let escaper = Escaper.backslashed { "\\u{" + Escaper.hex($0, digits: 1, uppercase: true) + "}" }

    /// `text` in double quotes, escaped.
    static func appendQuoted(_ text: String, to output: inout String) {
        output.append("\"")
        escaper.append(text, to: &output)
        output.append("\"")
    }
}
