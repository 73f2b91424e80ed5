import MastheadRender

/// Reads JSON text (RFC 8259) back into a `JSONValue`: what `show-trace` needs from a trace page.
/// `null` members and items are dropped, as `JSONValue` has no null (the writer leaves absent
/// members out). Errors name the byte offset.
///
/// ```swift
/// let value = try JSONReader.parse(#"{"steps": [{"call": "scroll(40)", "line": 3}]}"#)
/// // .object([("steps", .array([.object([("call", .string("scroll(40)")), ("line", .number(3))])]))])
/// ```
struct JSONReader {
    struct Failure: Error, CustomStringConvertible {
        var offset: Int
        var problem: String
        var description: String { "\(problem) at byte \(offset)" }
    }

    private let bytes: [UInt8]
    private var offset = 0

    static func parse(_ text: String) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes: Array(text.utf8))
        guard let value = try reader.value() else { throw Failure(offset: 0, problem: "null is not a document") }
        reader.skipSpace()
        guard reader.offset == reader.bytes.count else { throw reader.failure("text after the document") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ problem: String) -> Failure { Failure(offset: offset, problem: problem) }

    private mutating func skipSpace() {
        while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) { offset += 1 }
    }

    private mutating func expect(_ word: String) throws(Failure) {
        let expected = Array(word.utf8)
        guard bytes.count - offset >= expected.count, Array(bytes[offset..<offset + expected.count]) == expected else {
            throw failure("expected \(word)")
        }
        offset += expected.count
    }

    /// The next value; nil for `null`.
    private mutating func value() throws(Failure) -> JSONValue? {
        skipSpace()
        guard offset < bytes.count else { throw failure("the document ends early") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try expect("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expect("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expect("null")
            return nil
        default: return .number(try number())
        }
    }

    private mutating func object() throws(Failure) -> JSONValue {
        offset += 1
        var members: [(key: String, value: JSONValue)] = []
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw failure("expected a key") }
            let key = try string()
            skipSpace()
            try expect(":")
            if let value = try value() { members.append((key, value)) }
            skipSpace()
            guard offset < bytes.count else { throw failure("the object never ends") }
            offset += 1
            if bytes[offset - 1] == UInt8(ascii: "}") { return .object(members) }
            guard bytes[offset - 1] == UInt8(ascii: ",") else { throw failure("expected , or }") }
        }
    }

    private mutating func array() throws(Failure) -> JSONValue {
        offset += 1
        var items: [JSONValue] = []
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(items)
        }
        while true {
            if let item = try value() { items.append(item) }
            skipSpace()
            guard offset < bytes.count else { throw failure("the array never ends") }
            offset += 1
            if bytes[offset - 1] == UInt8(ascii: "]") { return .array(items) }
            guard bytes[offset - 1] == UInt8(ascii: ",") else { throw failure("expected , or ]") }
        }
    }

    private mutating func number() throws(Failure) -> Double {
        let start = offset
        while offset < bytes.count, "+-0123456789.eE".utf8.contains(bytes[offset]) { offset += 1 }
        guard let number = Double(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
            throw Failure(offset: start, problem: "not a number")
        }
        return number
    }

    private mutating func string() throws(Failure) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var run = offset
        func flush(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
        }
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\""):
                flush(offset)
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(offset)
                offset += 1
                guard offset < bytes.count else { throw failure("the string never ends") }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
                default: scalars.append(Unicode.Scalar(escape))
                }
                run = offset
            default:
                offset += 1
            }
        }
        throw failure("the string never ends")
    }

    /// `\uXXXX`, with a surrogate pair read as one character.
    private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
        let high = try hex4()
        if (0xD800..<0xDC00).contains(high), bytes.count - offset >= 6, bytes[offset] == UInt8(ascii: "\\"),
            bytes[offset + 1] == UInt8(ascii: "u")
        {
            offset += 2
            let low = try hex4()
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard bytes.count - offset >= 4,
            let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
        else { throw failure("a bad \\u escape") }
        offset += 4
        return value
    }
}

extension JSONValue {
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var stringValue: String? { if case .string(let text) = self { text } else { nil } }
    var numberValue: Double? { if case .number(let number) = self { number } else { nil } }
    var arrayValue: [JSONValue] { if case .array(let items) = self { items } else { [] } }
}
