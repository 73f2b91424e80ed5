/// Presets that keep text on one line inside double quotes with backslash escapes (JSON, YAML,
/// the text rendering), and those that keep a report line a line (the terminal, TAP).
extension Escaper {
    /// Backslash escapes that keep text on one line inside double quotes: `\"`, `\\`, `\n`, `\t`,
    /// `\r`, and `control(value)` for any other C0 control, DEL and the C1 controls. (0xC2 leads
    /// the C1 controls in UTF-8.) The text rendering and the TAP report's YAML differ only in how
    /// they write the rest.
    package static func backslashed(control: @escaping @Sendable (UInt32) -> String) -> Escaper {
        Escaper(
            mayNeedReplacement: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 },
            replacement: { scalar in
                quotedEscape(scalar) ?? (isControl(scalar.value) ? control(scalar.value) : nil)
            })
    }

    /// The escapes JSON, YAML, Lua and the text rendering share inside double quotes: `\"`,
    /// `\\`, `\n`, `\r`, `\t`.
    static func quotedEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: nil
        }
    }

    /// The text rendering's quoted strings: the rest of the controls as `\u{7}`, the way Swift
    /// writes them.
    package static let listingQuoted = backslashed { "\\u{" + hex($0, digits: 1, uppercase: true) + "}" }

    /// A YAML double-quoted scalar that TAP::Parser's YAMLish reads back the same: the rest of
    /// the controls as `\xHH`, which both read; the rest (UTF-8 included) as it is.
    package static let yamlDoubleQuoted = backslashed { "\\x" + hex($0, digits: 2) }

    /// A JSON string's content (RFC 8259 §7): quote, backslash and the C0 controls are escaped,
    /// nothing else.
    package static let jsonString = Escaper(
        mayNeedReplacement: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C },
        replacement: { scalar in
            if let escape = quotedEscape(scalar) { return escape }
            switch scalar {
            case "\u{08}": return "\\b"
            case "\u{0C}": return "\\f"
            default: return scalar.value < 0x20 ? "\\u" + hex(scalar.value, digits: 4) : nil
            }
        })

    /// Text a terminal shows on one line (a scenario's name): every control character, line
    /// breaks and tabs included, as an escape (`\n`, `\x1b`, `\x9b`), so nothing from a script can
    /// move the cursor, clear the screen, set the window title or ring the bell.
    package static let terminalLine = terminal { _ in false }

    /// Text a terminal shows keeping its lines (a message, printed output): as `terminalLine`,
    /// but line feeds and tabs stay.
    package static let terminalText = terminal { $0 == "\n" || $0 == "\t" }

    /// As `terminalText`, but carriage returns stay too, for a format that writes line breaks its
    /// own way after (a TAP line, a GitHub workflow command).
    package static let terminalBreaks = terminal { $0 == "\n" || $0 == "\r" || $0 == "\t" }

    private static func terminal(keeping kept: @escaping @Sendable (Unicode.Scalar) -> Bool) -> Escaper {
        Escaper(
            mayNeedReplacement: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 },
            replacement: { scalar in
                guard isControl(scalar.value), !kept(scalar) else { return nil }
                switch scalar {
                case "\n": return "\\n"
                case "\t": return "\\t"
                case "\r": return "\\r"
                default: return "\\x" + hex(scalar.value, digits: 2)
                }
            })
    }

    /// A TAP test line's description: `#` written `\#` so that no text is read as a directive,
    /// `\` doubled, each line break (a CR LF pair as one) a space, and every other control the
    /// terminal's escape (`\x1b`, read back by TAP as that text), so a name cannot drive the
    /// terminal that shows the stream.
    package static func tapDescription(_ text: String) -> String {
        tapDescriptionLine.escaped(text.utf8.contains(0x0D) ? text.replacing("\r\n", with: "\n") : text)
    }

    static let tapDescriptionLine = terminalBreaks.followed(by: tapLine)

    static let tapLine = Escaper(
        mayNeedReplacement: { $0 == 0x5C || $0 == 0x23 || $0 == 0x0A || $0 == 0x0D },
        replacement: { scalar in
            switch scalar {
            case "\\": return "\\\\"
            case "#": return "\\#"
            case "\n", "\r": return " "
            default: return nil
            }
        })
}
