import MastheadCore
import MastheadText

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

    static func append(_ element: Element, visible: Bool, to output: inout [UInt8]) {
        appendPadded(element.id, width: idWidth, to: &output)
        output.append(literal: "  ")
        appendPadded(element.role.rawValue, width: roleWidth, to: &output)
        output.append(literal: "  ")
        guard visible else { return output.append(literal: "hidden") }
        let frame = element.frame
        output.append(points: frame.x)
        output.append(literal: ",")
        output.append(points: frame.y)
        output.append(literal: " ")
        output.append(points: frame.width)
        output.append(literal: "×")
        output.append(points: frame.height)
        if Points.round(element.opacity) < 1 {
            output.append(literal: "  opacity=")
            output.append(points: element.opacity)
        }
        if let text = element.text {
            output.append(literal: "  ")
            appendQuoted(text, to: &output)
            if let lines = element.lines, lines.count > 1 {
                output.append(literal: " (")
                output.append(utf8: String(lines.count))
                output.append(literal: " lines)")
            }
        }
        if let symbol = element.symbol {
            output.append(literal: "  symbol=")
            output.append(utf8: symbol)
        }
        if let font = element.font {
            output.append(literal: "  ")
            output.append(utf8: font.face)
            output.append(literal: " ")
            output.append(points: font.size)
            output.append(literal: " ")
            output.append(utf8: font.weight.rawValue)
            output.append(literal: " ")
            output.append(utf8: font.style)
        }
        var separator: StaticString = "  "
        appendToken("color", element.color, separator: &separator, to: &output)
        appendToken("fill", element.fill, separator: &separator, to: &output)
        appendToken("stroke", element.stroke, separator: &separator, to: &output)
        appendToken("ring", element.ring, separator: &separator, to: &output)
        let traits = element.accessibility.traits
        if !traits.isEmpty {
            output.append(literal: "  [")
            for (index, trait) in traits.enumerated() {
                if index > 0 { output.append(literal: ", ") }
                output.append(utf8: trait.rawValue)
            }
            output.append(literal: "]")
        }
        appendMotion(of: element, to: &output)
    }

    /// ` name=token`, the first of the group after two spaces, the others after one.
    private static func appendToken(
        _ name: StaticString, _ token: ColorToken?, separator: inout StaticString, to output: inout [UInt8]
    ) {
        guard let token else { return }
        output.append(literal: separator)
        output.append(literal: name)
        output.append(literal: "=")
        output.append(utf8: token.rawValue)
        separator = " "
    }

    private static func appendPadded(_ text: String, width: Int, to output: inout [UInt8]) {
        output.append(utf8: text)
        // Grapheme counting is slow; in ASCII without a carriage return ("\r\n" is one
        // grapheme) a byte is a character.
        let utf8 = text.utf8
        let count = utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? utf8.count : text.count
        if count < width { output.append(" ", repeated: width - count) }
    }

    /// `text` in double quotes, escaped so that an element stays on one line: quotes,
    /// backslashes and control characters (C0, DEL, C1) as `\"`, `\\`, `\n`, `\u{7}`.
    static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(literal: "\"")
        Escaper.listingQuoted.append(text, to: &output)
        output.append(literal: "\"")
    }
}
