/// An XML element as Masthead writes JUnit reports and reads them back for `merge-junit`: a
/// name, attributes in document order, and children (elements and text). Comments, processing
/// instructions and the document type are not kept.
public struct XMLElement: Sendable, Equatable {
    public var name: String
    public var attributes: [XMLAttribute]
    public var children: [XMLNode]

    public init(_ name: String, attributes: [XMLAttribute] = [], children: [XMLNode] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// The value of the attribute `name`, if the element has it.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Sets an attribute, in place when the element already has it, else at the end.
    public mutating func setAttribute(_ name: String, _ value: String) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append(XMLAttribute(name, value))
        }
    }

    /// The child elements, in order.
    public var elements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    public func elements(named name: String) -> [XMLElement] {
        elements.filter { $0.name == name }
    }

    /// The text directly inside the element (its child elements' text not included).
    public var text: String {
        children.reduce(into: "") { text, child in
            if case .text(let part) = child { text += part }
        }
    }

    public mutating func append(_ element: XMLElement) { children.append(.element(element)) }
    public mutating func append(text: String) { children.append(.text(text)) }
}

public struct XMLAttribute: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

public enum XMLNode: Sendable, Equatable {
    case element(XMLElement)
    case text(String)
}
