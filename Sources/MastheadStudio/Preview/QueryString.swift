import MastheadRunning

/// The `name=value&…` of a URL's query or fragment, as the preview's controls send their inputs
/// (`GET /try?component=greeting&unread=12`) and as the gallery keeps them in its address
/// (`#try=greeting&unread=12`). Values are percent-encoded UTF-8; `+` reads as a space, as a
/// browser's `URLSearchParams` writes it.
enum QueryString {
    /// The pairs in order; nil when one is not `name=value` or its escapes are not UTF-8.
    static func pairs(_ query: Substring) -> [(name: String, value: String)]? {
        var pairs: [(name: String, value: String)] = []
        for part in query.split(separator: "&") {
            let sides = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard sides.count == 2, let name = decoded(sides[0]), let value = decoded(sides[1]) else { return nil }
            pairs.append((name, value))
        }
        return pairs
    }

    /// `%C3%A9` and `+` read back; nil for a broken escape or bytes that are not UTF-8.
    static func decoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var rest = text.utf8[...]
        while let byte = rest.popFirst() {
            switch byte {
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                let digits = rest.prefix(2).compactMap(hexValue)
                guard digits.count == 2 else { return nil }
                bytes.append(digits[0] << 4 | digits[1])
                rest = rest.dropFirst(2)
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// Every byte but the unreserved ones (letters, digits, `-._~`) percent-encoded.
    static func encoded(_ text: String) -> String { FileSystem.percentEncoded(text) }
}
