/// Swift values written as Lua source, exactly: strings byte for byte (invisible characters as
/// `\u{…}` escapes, long repeats as `("…"):rep(n)`), numbers including NaN and the infinities.
///
/// The one writer of Lua literals in Masthead: the fuzzers' replay scenarios, `masthead render
/// --set`, and the replay a failed property prints all go through it.
///
/// ```swift
/// LuaLiteral.string("Maya\n")   // "Maya\n" (quoted, with the escape)
/// LuaLiteral.float(100)         // 100.0: reads back as a float, as it was drawn
/// ```
public enum LuaLiteral {
    public static func string(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        if scalars.count > 120, let (unit, times) = repetition(scalars) {
            return "(\(quoted(String(String.UnicodeScalarView(unit))))):rep(\(times))"
        }
        return quoted(text)
    }

    /// A Lua string's bytes: as `string(_:)` when they are UTF-8; otherwise every byte that is not
    /// printable ASCII as a three-digit decimal escape, so the bytes read back exactly.
    public static func string(bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return string(text) }
        var out = "\""
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): out += "\\\""
            case UInt8(ascii: "\\"): out += "\\\\"
            case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(byte))
            default: out += escape(UInt32(byte))
            }
        }
        return out + "\""
    }

    /// A number as Lua reads it back to the same value: `0/0`, `math.huge`, `1e+300`, `393`.
    public static func number(_ value: Double) -> String {
        if value.isNaN { return "(0/0)" }
        if value.isInfinite { return value > 0 ? "math.huge" : "-math.huge" }
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 && value.sign == .minus ? "-0.0" : String(Int64(value))
        }
        return "\(value)"
    }

    /// A float that reads back as a float of the same value (`100.0`, not `100`, which Lua reads
    /// as an integer: `math.type` and `//` tell them apart).
    public static func float(_ value: Double) -> String {
        let written = number(value)
        guard value.isFinite, value == value.rounded(), abs(value) < 1e15, !written.contains(".") else {
            return written
        }
        return written + ".0"
    }

    public static func integer(_ value: Int) -> String {
        value == Int.min ? "math.mininteger" : String(value)
    }

    public static func list(_ items: [String]) -> String { "{ " + items.joined(separator: ", ") + " }" }

    /// `name` as a table key: bare when it is a Lua name (`unread`), else `["…"]`.
    public static func key(_ name: String) -> String {
        isName(name) ? name : "[\(string(name))]"
    }

    /// Whether `text` can stand as a bare name: a letter or `_`, then letters, digits and `_`,
    /// and not one of Lua's reserved words.
    public static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
        else { return false }
        let rest = text.unicodeScalars.allSatisfy {
            $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        }
        return rest && !reserved.contains(text)
    }

    static let reserved: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in", "local",
        "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += escape(scalar.value)
                } else if scalar.value < 0x80 || isVisible(scalar) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                }
            }
        }
        return out + "\""
    }

    /// `\ddd`: three digits, so that a digit after it is not read as part of the escape.
    private static func escape(_ value: UInt32) -> String {
        let digits = String(value)
        return "\\" + String(repeating: "0", count: 3 - digits.count) + digits
    }

    /// Letters, digits, symbols and punctuation are written as they are; marks, format and
    /// separator characters (combining accents, joiners, direction marks) as escapes.
    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .modifierLetter, .decimalNumber,
            .otherNumber, .otherSymbol, .mathSymbol, .currencySymbol, .otherPunctuation:
            return true
        default:
            return false
        }
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
