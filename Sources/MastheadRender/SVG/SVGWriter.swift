import MastheadCore

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

    /// Escapes markup characters (`& < > "`; values are always in double quotes, so `'` stays),
    /// and replaces what XML 1.0 cannot hold at all (control characters other than tab, newline
    /// and return; U+FFFE, U+FFFF) by U+FFFD, so the document stays well-formed whatever text a
    /// scenario passes. (0xEF leads U+FFFE and U+FFFF in UTF-8.)
    static let escaper = Escaper(
        mayNeedReplacement: { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0xEF },
        replacement: { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "\t", "\n", "\r": return nil
            default:
                return scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "\u{FFFD}" : nil
            }
        })

    static func appendEscaped(_ text: String, to output: inout String) {
        escaper.append(text, to: &output)
    }
}
