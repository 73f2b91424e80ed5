import MastheadRender

/// Writes an `XMLElement` tree as an XML 1.0 document in UTF-8: elements that hold only elements
/// are indented two spaces a level; an element that holds text keeps its content exactly as it
/// is, so a failure's body reads back unchanged.
///
/// Text is escaped for the place it goes, and characters XML 1.0 cannot carry (control
/// characters other than tab, line feed and carriage return; U+FFFE and U+FFFF) are removed, as
/// are DEL and the C1 controls, which strict readers reject; a report stays well-formed whatever
/// a scenario printed.
package enum XMLWriter {
    package static func document(_ root: XMLElement) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        write(root, indent: 0, to: &output)
        output.append("\n")
        return output
    }

    private static func write(_ element: XMLElement, indent: Int, to output: inout String) {
        output.append("<")
        output.append(element.name)
        for attribute in element.attributes {
            output.append(" ")
            output.append(attribute.name)
            output.append("=\"")
            attributeEscaper.append(attribute.value, to: &output)
            output.append("\"")
        }
        guard !element.children.isEmpty else { return output.append("/>") }
        output.append(">")
        let holdsText = element.children.contains { if case .text = $0 { true } else { false } }
        for child in element.children {
            switch child {
            case .text(let text):
                textEscaper.append(text, to: &output)
            case .element(let inner):
                if !holdsText { newline(indent + 1, to: &output) }
                write(inner, indent: indent + 1, to: &output)
            }
        }
        if !holdsText { newline(indent, to: &output) }
        output.append("</")
        output.append(element.name)
        output.append(">")
    }

    private static func newline(_ level: Int, to output: inout String) {
        output.append("\n")
        for _ in 0..<level { output.append("  ") }
    }

    /// True for the bytes that may start a character needing care: ASCII controls and markup,
    /// 0xC2 (the C1 controls), 0xEF (U+FFFE, U+FFFF).
    private static func mayNeedReplacement(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x7F || byte == 0xC2
            || byte == 0xEF
    }

    /// "" for a character XML cannot carry (or that strict readers reject), nil for one to keep.
    static func removal(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return nil
        case 0..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: return ""
        default: return nil
        }
    }

    static let textEscaper = Escaper(mayNeedReplacement: mayNeedReplacement) { scalar in
        switch scalar {
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return "&gt;"
        case "\r": return "&#13;"
        default: return removal(scalar)
        }
    }

    /// Attribute values also keep their quotes and line breaks (a reader turns literal tabs and
    /// line breaks in an attribute into spaces).
    static let attributeEscaper = Escaper(mayNeedReplacement: mayNeedReplacement) { scalar in
        switch scalar {
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return "&gt;"
        case "\"": return "&quot;"
        case "\t": return "&#9;"
        case "\n": return "&#10;"
        case "\r": return "&#13;"
        default: return removal(scalar)
        }
    }
}
