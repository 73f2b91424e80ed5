import MastheadText

/// Writes an `XMLElement` tree as an XML 1.0 document in UTF-8: elements that hold only elements
/// are indented two spaces a level; an element that holds text keeps its content exactly as it
/// is, so a failure's body reads back unchanged.
///
/// Text is escaped for the place it goes (`Escaper.xmlText`, `Escaper.xmlAttribute`), and
/// characters XML 1.0 cannot carry (control characters other than tab, line feed and carriage
/// return; U+FFFE and U+FFFF) are removed, as are DEL and the C1 controls, which strict readers
/// reject; a report stays well-formed whatever a scenario printed.
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
            Escaper.xmlAttribute.append(attribute.value, to: &output)
            output.append("\"")
        }
        guard !element.children.isEmpty else { return output.append("/>") }
        output.append(">")
        let holdsText = element.children.contains { if case .text = $0 { true } else { false } }
        for child in element.children {
            switch child {
            case .text(let text):
                Escaper.xmlText.append(text, to: &output)
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
}
