/// The preset for Lua source (`LuaLiteral`).
extension Escaper {
    /// The inside of a double-quoted Lua string that reads back byte for byte, and that a person
    /// can read: `\"`, `\\`, `\n`, `\r`, `\t`; other controls and DEL as three-digit decimal
    /// escapes (`\0015` is byte 1 then "5": two digits would swallow the "5"); letters, digits,
    /// symbols and punctuation of any script as they are; everything invisible or easily
    /// confused (combining marks, joiners, direction marks, spaces other than U+0020) as
    /// `\u{200D}`.
    package static let luaString = Escaper(
        mayNeedReplacement: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 >= 0x7F },
        replacement: { scalar in
            if let escape = quotedEscape(scalar) { return escape }
            let value = scalar.value
            if value < 0x20 || value == 0x7F { return luaDecimalEscape(value) }
            if value < 0x80 || isVisibleInLua(scalar) { return nil }
            return "\\u{" + hex(value, digits: 1, uppercase: true) + "}"
        })

    /// `\ddd`, a byte in three decimal digits, so that a digit after it is not read as part of
    /// the escape (`LuaLiteral` writes bytes that are not UTF-8 this way too).
    package static func luaDecimalEscape(_ value: UInt32) -> String {
        let digits = String(value)
        return "\\" + String(repeating: "0", count: 3 - digits.count) + digits
    }

    /// Letters, digits, symbols and punctuation are written as they are; marks, format and
    /// separator characters (combining accents, joiners, direction marks) as escapes.
    private static func isVisibleInLua(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .modifierLetter, .decimalNumber,
            .otherNumber, .otherSymbol, .mathSymbol, .currencySymbol, .otherPunctuation:
            return true
        default:
            return false
        }
    }
}
