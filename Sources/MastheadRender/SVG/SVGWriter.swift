import MastheadCore
import MastheadText

/// Writes SVG markup: elements with attributes in the order given, text escaped, numbers through
/// `Points.format`, so the same picture always gives the same bytes.
struct SVGWriter {
    private(set) var output = ""

    init(capacity: Int = 0) { output.reserveCapacity(capacity) }

    /// An attribute value: a string (escaped when written) or a number.
    enum Value: ExpressibleByStringLiteral {
        case text(String)
        case number(Double)

        init(stringLiteral value: String) { self = .text(value) }
    }

    mutating func open(_ name: String, _ attributes: KeyValuePairs<String, Value?> = [:]) {
        begin(name)
        self.attributes(attributes)
        finishOpen()
    }

    mutating func close(_ name: String) {
        output.append("</" + name + ">")
    }

    /// An element with no children: `<rect …/>`.
    mutating func empty(_ name: String, _ attributes: KeyValuePairs<String, Value?> = [:]) {
        begin(name)
        self.attributes(attributes)
        finishEmpty()
    }

    /// An element holding only text: `<text …>Good morning</text>`.
    mutating func text(_ name: String, _ attributes: KeyValuePairs<String, Value?>, content: String) {
        open(name, attributes)
        Self.appendEscaped(content, to: &output)
        close(name)
    }

    mutating func newline() { output.append("\n") }

    /// Markup written before (an element's, kept by `SVGElementCache`), as it is.
    mutating func append(_ markup: String) { output.append(markup) }

    /// A start tag built piece by piece: `begin`, any number of `attribute(s)`, then `finishOpen`
    /// or `finishEmpty`.
    mutating func begin(_ name: String) {
        output.append("<" + name)
    }

    /// Writes ` key="value"`; nothing when the value is absent.
    mutating func attribute(_ key: String, _ value: Value?) {
        guard let value else { return }
        output.append(" " + key + "=\"")
        switch value {
        case .text(let text): Self.appendEscaped(text, to: &output)
        case .number(let number): output.append(Points.format(number))
        }
        output.append("\"")
    }

    mutating func attributes(_ attributes: KeyValuePairs<String, Value?>) {
        for (key, value) in attributes { attribute(key, value) }
    }

    mutating func finishOpen() { output.append(">") }
    mutating func finishEmpty() { output.append("/>") }

    /// Markup characters as references, and U+FFFD for what XML cannot hold (`Escaper.svg`).
    static func appendEscaped(_ text: String, to output: inout String) {
        Escaper.svg.append(text, to: &output)
    }
}
