/// Swift values written as Lua source, exactly: strings byte for byte (`Escaper.luaString`:
/// invisible characters as `\u{…}` escapes; long repeats as `("…"):rep(n)`; bytes that are not
/// UTF-8 as `\ddd`), numbers including NaN and the infinities, floats that stay floats, and table
/// keys. The one writer of Lua literals: the fuzzers' replay scenarios, the chunk `masthead
/// render` runs and the replay a failed property prints are written with it.
///
/// ```swift
/// LuaLiteral.string("a\u{1}5")              // "a\0015" (byte 1, then "5")
/// LuaLiteral.list(["1", LuaLiteral.number(.nan)])   // { 1, (0/0) }
/// LuaLiteral.float(100)                     // 100.0: reads back as a float, as it was drawn
/// LuaLiteral.key("end")                     // ["end"]
/// ```
package enum LuaLiteral {
    package static func string(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        if scalars.count > 120, let (unit, times) = repetition(scalars) {
            return "(\(quoted(String(String.UnicodeScalarView(unit))))):rep(\(times))"
        }
        return quoted(text)
    }

    /// A Lua string's bytes: as `string(_:)` when they are UTF-8; otherwise the characters as
    /// `Escaper.luaString` writes them and each byte that belongs to no character as a `\ddd`
    /// escape, so the bytes read back exactly.
    package static func string(bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return string(text) }
        var out = "\""
        var start = 0
        while start < bytes.count {
            let length = scalarLength(bytes, at: start)
            if length > 0 {
                Escaper.luaString.append(String(decoding: bytes[start..<(start + length)], as: UTF8.self), to: &out)
                start += length
            } else {
                out += Escaper.luaDecimalEscape(UInt32(bytes[start]))
                start += 1
            }
        }
        return out + "\""
    }

    /// The length of the UTF-8 character at `start`, or 0 when none starts there.
    private static func scalarLength(_ bytes: [UInt8], at start: Int) -> Int {
        let lead = bytes[start]
        let length =
            switch lead {
            case 0..<0x80: 1
            case 0xC2..<0xE0: 2
            case 0xE0..<0xF0: 3
            case 0xF0..<0xF5: 4
            default: 0
            }
        guard length > 0, start + length <= bytes.count,
            String(validating: bytes[start..<(start + length)], as: UTF8.self) != nil
        else { return 0 }
        return length
    }

    /// A number as Lua reads it back to the same value: `0/0`, `math.huge`, `1e+300`, `393`.
    package static func number(_ value: Double) -> String {
        if value.isNaN { return "(0/0)" }
        if value.isInfinite { return value > 0 ? "math.huge" : "-math.huge" }
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 && value.sign == .minus ? "-0.0" : String(Int64(value))
        }
        return "\(value)"
    }

    /// A float that reads back as a float of the same value (`100.0`, not `100`, which Lua reads
    /// as an integer: `math.type` and `//` tell them apart).
    package static func float(_ value: Double) -> String {
        let written = number(value)
        guard value.isFinite, value == value.rounded(), abs(value) < 1e15, !written.contains(".") else {
            return written
        }
        return written + ".0"
    }

    package static func integer(_ value: Int) -> String {
        value == Int.min ? "math.mininteger" : String(value)
    }

    package static func list(_ items: [String]) -> String { "{ " + items.joined(separator: ", ") + " }" }

    /// `name` as a table key: bare when it is a Lua name (`unread`), else `["…"]`.
    package static func key(_ name: String) -> String {
        isName(name) ? name : "[\(string(name))]"
    }

    /// Whether `text` can stand as a bare name: a letter or `_`, then letters, digits and `_`
    /// (ASCII, as Lua's lexer reads them), and not one of Lua's reserved words.
    package static func isName(_ text: String) -> Bool {
        guard let first = text.utf8.first, isNameStart(first), !reserved.contains(text) else { return false }
        return text.utf8.allSatisfy { isNameStart($0) || (0x30...0x39).contains($0) }
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
    }

    /// Lua 5.4's reserved words (llex.c's `luaX_tokens`).
    package static let reserved: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in", "local",
        "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    private static func quoted(_ text: String) -> String {
        var out = "\""
        Escaper.luaString.append(text, to: &out)
        return out + "\""
    }

    /// The shortest unit (up to 64 scalars) the text repeats, and how many times.
    private static func repetition(_ scalars: [Unicode.Scalar]) -> ([Unicode.Scalar], Int)? {
        for period in 1...min(64, scalars.count / 2) where scalars.count % period == 0 {
            let unit = Array(scalars[0..<period])
            var matches = true
            for index in period..<scalars.count where scalars[index] != unit[index % period] {
                matches = false
                break
            }
            if matches { return (unit, scalars.count / period) }
        }
        return nil
    }
}
