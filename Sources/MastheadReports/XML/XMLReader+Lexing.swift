/// The character-level parts of `XMLReader`: names, references, whitespace, searching, and
/// positions for messages.
extension XMLReader {
    var byte: UInt8 { bytes[position] }

    func starts(with text: String) -> Bool { starts(with: Array(text.utf8)) }

    func starts(with prefix: [UInt8]) -> Bool {
        guard position + prefix.count <= bytes.count else { return false }
        for (offset, expected) in prefix.enumerated() where bytes[position + offset] != expected { return false }
        return true
    }

    func isWhitespace(at index: Int) -> Bool {
        guard index < bytes.count else { return false }
        let value = bytes[index]
        return value == 0x20 || value == 0x09 || value == 0x0A || value == 0x0D
    }

    /// Skips spaces, tabs and line ends; true when there were any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = position
        while isWhitespace(at: position) { position += 1 }
        return position > start
    }

    /// Where `text` next occurs from `start`, or nil.
    func find(_ text: String, from start: Int) -> Int? {
        let needle = Array(text.utf8)
        guard let first = needle.first, start <= bytes.count - needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == first {
                var matches = true
                for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
                    matches = false
                    break
                }
                if matches { return index }
            }
            index += 1
        }
        return nil
    }

    /// The next `<` or `&` from `start` (or the end).
    func nextMarkup(from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "&") {
            if bytes[index] == UInt8(ascii: "]"), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "]"),
                bytes[index + 2] == UInt8(ascii: ">")
            {
                return index
            }
            index += 1
        }
        return index
    }

    /// Copies text, turning `\r\n` and a lone `\r` into `\n` as XML requires.
    func appendNormalizingLineEnds(_ slice: ArraySlice<UInt8>, to text: inout [UInt8]) {
        var previousWasReturn = false
        for value in slice {
            if value == 0x0D {
                text.append(0x0A)
                previousWasReturn = true
                continue
            }
            if !(value == 0x0A && previousWasReturn) { text.append(value) }
            previousWasReturn = false
        }
    }

    /// A name: a letter, `_`, `:` or any non-ASCII character, then those, digits, `-` and `.`.
    mutating func name(what: String) throws(XMLSyntaxError) -> String {
        let start = position
        while position < bytes.count {
            let value = bytes[position]
            let isStart =
                (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) || value == 0x5F
                || value == 0x3A || value >= 0x80
            let isInner = (value >= 0x30 && value <= 0x39) || value == 0x2D || value == 0x2E
            guard isStart || (isInner && position > start) else { break }
            position += 1
        }
        guard position > start else { throw error("expected \(what), found \(describeHere())") }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&#NN;` `&#xHH;`, as UTF-8 bytes.
    mutating func reference() throws(XMLSyntaxError) -> [UInt8] {
        let start = position
        position += 1
        guard let end = bytes[position...].prefix(40).firstIndex(of: UInt8(ascii: ";")) else {
            position = start
            throw error("'&' that starts no reference (write a literal & as &amp;)")
        }
        let body = String(decoding: bytes[position..<end], as: UTF8.self)
        let scalar: Unicode.Scalar?
        switch body {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        default:
            guard body.hasPrefix("#") else {
                position = start
                throw error("unknown entity &\(body); (only &lt; &gt; &amp; &quot; &apos; and character references)")
            }
            let digits = body.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            scalar = value.flatMap(Unicode.Scalar.init).flatMap { Self.isCharacter($0) ? $0 : nil }
        }
        guard let scalar else {
            position = start
            throw error("&\(body); is not a character XML allows")
        }
        position = end + 1
        return Array(String(Character(scalar)).utf8)
    }

    /// XML 1.0's Char production.
    static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// "'x'" or "the end of the file", for messages.
    func describeHere() -> String {
        guard position < bytes.count else { return "the end of the file" }
        let end = min(bytes.count, position + 12)
        let sample = String(decoding: bytes[position..<end], as: UTF8.self).prefix { $0 != "\n" }
        return "'\(sample)'"
    }

    /// An error at the current position.
    func error(_ message: String) -> XMLSyntaxError {
        var line = 1
        var column = 1
        for value in bytes[..<min(position, bytes.count)] {
            if value == 0x0A {
                line += 1
                column = 1
            } else if value & 0xC0 != 0x80 {
                column += 1
            }
        }
        return XMLSyntaxError(line: line, column: column, message: message)
    }
}
