/// Swift values written as Lua source, exactly: strings byte for byte (invisible characters as
/// `\u{…}` escapes, long repeats as `("…"):rep(n)`), numbers including NaN and the infinities.
package enum LuaLiteral {
    package static func string(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        if scalars.count > 120, let (unit, times) = repetition(scalars) {
            return "(\(quoted(String(String.UnicodeScalarView(unit))))):rep(\(times))"
        }
        return quoted(text)
    }

    /// A number as Lua reads it back to the same value: `0/0`, `math.huge`, `1e+300`, `393`.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "(0/0)" }
        if value.isInfinite { return value > 0 ? "math.huge" : "-math.huge" }
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 && value.sign == .minus ? "-0.0" : String(Int64(value))
        }
        return "\(value)"
    }

    static func integer(_ value: Int) -> String {
        value == Int.min ? "math.mininteger" : String(value)
    }

    package static func list(_ items: [String]) -> String { "{ " + items.joined(separator: ", ") + " }" }

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
                    // Three digits, so that a digit after it is not read as part of the escape.
                    let digits = String(scalar.value)
                    out += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
                } else if scalar.value < 0x80 || isVisible(scalar) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                }
            }
        }
        return out + "\""
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
