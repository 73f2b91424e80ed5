/// Reads an XML document into an `XMLElement` tree, for `masthead merge-junit`: the JUnit
/// reports of any tool, not only Masthead's. (Foundation's XMLParser is not used: the runner
/// stays free of Foundation so that `masthead run` starts fast.)
///
/// It reads XML 1.0 in UTF-8: the declaration, comments, processing instructions, a document type
/// (skipped, internal subset included; its entity declarations are not expanded), CDATA sections,
/// the five predefined entities and character references, attributes in either quote, empty
/// elements, and line ends normalised as the standard says. Anything malformed is an error at its
/// line and column. Whitespace that only lays out child elements is dropped; any other text is
/// kept exactly.
package struct XMLReader {
    var bytes: [UInt8]
    var position = 0
    /// Elements open now; deeper nesting than `maximumDepth` is refused (no stack overflow on
    /// hostile input).
    private var depth = 0
    static let maximumDepth = 256

    package static func parse(_ text: String) throws(XMLSyntaxError) -> XMLElement {
        var reader = XMLReader(bytes: Array(text.utf8))
        return try reader.document()
    }

    /// Parses bytes read from a file; they must be UTF-8.
    package static func parse(bytes: [UInt8]) throws(XMLSyntaxError) -> XMLElement {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw XMLSyntaxError(line: 1, column: 1, message: "the file is not valid UTF-8")
        }
        var reader = XMLReader(bytes: bytes)
        return try reader.document()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func document() throws(XMLSyntaxError) -> XMLElement {
        if starts(with: [0xEF, 0xBB, 0xBF]) { position += 3 }
        if starts(with: "<?xml") && isWhitespace(at: position + 5) { try declaration() }
        var sawDocumentType = false
        while true {
            skipWhitespace()
            if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<?") {
                try processingInstruction()
            } else if starts(with: "<!DOCTYPE") {
                guard !sawDocumentType else { throw error("a second <!DOCTYPE>") }
                sawDocumentType = true
                try documentType()
            } else {
                break
            }
        }
        guard position < bytes.count else { throw error("the document has no root element") }
        guard byte == UInt8(ascii: "<") else { throw error("expected the root element, found \(describeHere())") }
        let root = try element()
        while true {
            skipWhitespace()
            if position == bytes.count { return root }
            if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<?") {
                try processingInstruction()
            } else {
                throw error("content after the root element </\(root.name)>: \(describeHere())")
            }
        }
    }

    /// `<?xml version="1.0" encoding="UTF-8"?>`: only UTF-8 (or no encoding named) is accepted.
    private mutating func declaration() throws(XMLSyntaxError) {
        let start = position
        guard let end = find("?>", from: position) else { throw error("the XML declaration is not closed with ?>") }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        if let range = text.firstRange(of: "encoding") {
            let rest = text[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
            let name = rest.prefix { $0 != "\"" && $0 != "'" && $0 != " " }.lowercased()
            guard name == "utf-8" || name == "utf8" else {
                throw error("the document is in \(name); merge-junit reads UTF-8 only")
            }
        }
        position = end + 2
    }

    private mutating func comment() throws(XMLSyntaxError) {
        let start = position
        guard let end = find("-->", from: position + 4) else { throw error("a comment is not closed with -->") }
        if let doubleDash = find("--", from: start + 4), doubleDash < end {
            position = doubleDash
            throw error("'--' inside a comment")
        }
        position = end + 3
    }

    private mutating func processingInstruction() throws(XMLSyntaxError) {
        guard let end = find("?>", from: position + 2) else {
            throw error("a processing instruction is not closed with ?>")
        }
        position = end + 2
    }

    /// Skips `<!DOCTYPE name ... [ internal subset ] >`: quotes, brackets, and comments and
    /// processing instructions in the subset, whatever they hold.
    private mutating func documentType() throws(XMLSyntaxError) {
        let start = position
        position += 9
        var brackets = 0
        var quote: UInt8?
        while position < bytes.count {
            if quote == nil && starts(with: "<!--") {
                try comment()
                continue
            }
            if quote == nil && starts(with: "<?") {
                try processingInstruction()
                continue
            }
            let current = bytes[position]
            position += 1
            if let open = quote {
                if current == open { quote = nil }
                continue
            }
            switch current {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = current
            case UInt8(ascii: "["): brackets += 1
            case UInt8(ascii: "]"): brackets -= 1
            case UInt8(ascii: ">") where brackets <= 0: return
            default: break
            }
        }
        position = start
        throw error("<!DOCTYPE is not closed")
    }

    private mutating func element() throws(XMLSyntaxError) -> XMLElement {
        let start = position
        position += 1
        guard depth < Self.maximumDepth else { throw error("elements nested deeper than \(Self.maximumDepth)") }
        var element = XMLElement(try name(what: "an element name after <"))
        var names = AttributeNames()
        while true {
            let hadSpace = skipWhitespace()
            guard position < bytes.count else {
                position = start
                throw error("the tag <\(element.name) is not closed")
            }
            if starts(with: "/>") {
                position += 2
                return element
            }
            if byte == UInt8(ascii: ">") {
                position += 1
                break
            }
            guard hadSpace else {
                throw error("expected a space, > or /> in <\(element.name), found \(describeHere())")
            }
            let attributeStart = position
            let attribute = try self.attribute()
            if !names.insert(attribute.name, among: element.attributes) {
                position = attributeStart
                throw error("the attribute \(attribute.name) appears twice in <\(element.name)>")
            }
            element.attributes.append(attribute)
        }
        depth += 1
        defer { depth -= 1 }
        try content(of: &element, openedAt: start)
        return element
    }

    /// Reads children up to and including the end tag.
    private mutating func content(of element: inout XMLElement, openedAt start: Int) throws(XMLSyntaxError) {
        var text: [UInt8] = []
        var children: [XMLNode] = []
        func flushText() {
            guard !text.isEmpty else { return }
            children.append(.text(String(decoding: text, as: UTF8.self)))
            text.removeAll()
        }
        while true {
            guard position < bytes.count else {
                position = start
                throw error("<\(element.name)> is never closed (expected </\(element.name)>)")
            }
            let current = bytes[position]
            if current == UInt8(ascii: "<") {
                if starts(with: "</") {
                    try endTag(of: element.name)
                    break
                } else if starts(with: "<!--") {
                    try comment()
                } else if starts(with: "<![CDATA[") {
                    guard let end = find("]]>", from: position + 9) else {
                        throw error("a CDATA section is not closed with ]]>")
                    }
                    appendNormalizingLineEnds(bytes[(position + 9)..<end], to: &text)
                    position = end + 3
                } else if starts(with: "<?") {
                    try processingInstruction()
                } else if starts(with: "<!") {
                    throw error("unexpected \(describeHere()) inside <\(element.name)>")
                } else {
                    flushText()
                    children.append(.element(try self.element()))
                }
            } else if current == UInt8(ascii: "&") {
                text.append(contentsOf: try reference())
            } else {
                if starts(with: "]]>") { throw error("']]>' in text (write it as ]]&gt;)") }
                let end = nextMarkup(from: position)
                appendNormalizingLineEnds(bytes[position..<end], to: &text)
                position = end
            }
        }
        flushText()
        // Whitespace that only lays child elements out is not content; in mixed content it is.
        let hasElements = children.contains { if case .element = $0 { true } else { false } }
        let onlyLayout = children.allSatisfy { child in
            guard case .text(let text) = child else { return true }
            return text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        }
        if hasElements && onlyLayout {
            children.removeAll { if case .text = $0 { true } else { false } }
        }
        element.children = children
    }

    private mutating func endTag(of name: String) throws(XMLSyntaxError) {
        let start = position
        position += 2
        let closing = try self.name(what: "an element name after </")
        skipWhitespace()
        guard position < bytes.count, byte == UInt8(ascii: ">") else { throw error("expected > to end </\(closing)") }
        guard closing == name else {
            position = start
            throw error("expected </\(name)>, found </\(closing)>")
        }
        position += 1
    }

    private mutating func attribute() throws(XMLSyntaxError) -> XMLAttribute {
        let name = try self.name(what: "an attribute name")
        skipWhitespace()
        guard position < bytes.count, byte == UInt8(ascii: "=") else {
            throw error("expected = after the attribute \(name)")
        }
        position += 1
        skipWhitespace()
        guard position < bytes.count, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") else {
            throw error("the value of \(name) must be in quotes, found \(describeHere())")
        }
        let quote = byte
        let start = position
        position += 1
        var value: [UInt8] = []
        while true {
            guard position < bytes.count else {
                position = start
                throw error("the value of \(name) is never closed")
            }
            let current = bytes[position]
            switch current {
            case quote:
                position += 1
                return XMLAttribute(name, String(decoding: value, as: UTF8.self))
            case UInt8(ascii: "<"):
                throw error("'<' in the value of \(name) (write it as &lt;)")
            case UInt8(ascii: "&"):
                value.append(contentsOf: try reference())
            case 0x0D:
                // A line end (\r\n or \r) is one space, as for \n and \t.
                value.append(0x20)
                position += starts(with: [0x0D, 0x0A]) ? 2 : 1
            case 0x09, 0x0A:
                value.append(0x20)
                position += 1
            default:
                value.append(current)
                position += 1
            }
        }
    }
}

/// Malformed XML, at a line and column (both from 1; columns count characters).
package struct XMLSyntaxError: Error, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var message: String

    package var description: String { "line \(line), column \(column): \(message)" }
}
