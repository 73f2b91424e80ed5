/// An XML element as Masthead writes JUnit reports and reads them back for `merge-junit`: a
/// name, attributes in document order, and children (elements and text). Comments, processing
/// instructions and the document type are not kept.
package struct XMLElement: Sendable, Equatable {
    package var name: String
    package var attributes: [XMLAttribute]
    package var children: [XMLNode]

    package init(_ name: String, attributes: [XMLAttribute] = [], children: [XMLNode] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// The value of the attribute `name`, if the element has it.
    package subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Sets an attribute, in place when the element already has it, else at the end.
    package mutating func setAttribute(_ name: String, _ value: String) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append(XMLAttribute(name, value))
        }
    }

    /// The child elements, in order.
    package var elements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    package func elements(named name: String) -> [XMLElement] {
        elements.filter { $0.name == name }
    }

    /// The text directly inside the element (its child elements' text not included).
    package var text: String {
        children.reduce(into: "") { text, child in
            if case .text(let part) = child { text += part }
        }
    }

    package mutating func append(_ element: XMLElement) { children.append(.element(element)) }
    package mutating func append(text: String) { children.append(.text(text)) }
}

package struct XMLAttribute: Sendable, Equatable {
    package var name: String
    package var value: String

    package init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

package enum XMLNode: Sendable, Equatable {
    case element(XMLElement)
    case text(String)
}
