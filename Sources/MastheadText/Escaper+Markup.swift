/// Presets for markup: XML (the JUnit report), SVG (the pictures) and HTML (the report, the
/// gallery, the trace and preview pages). Each escapes the characters markup gives meaning to and
/// deals with what the format cannot hold at all, its own way (the outputs are pinned, byte for
/// byte, by the tests and the recorded snapshots).
extension Escaper {
    /// Text content of an XML 1.0 element: `& < >` become references, a carriage return `&#13;`
    /// (a reader would turn it into a line feed), and what XML 1.0 cannot carry (controls other
    /// than tab, line feed and carriage return; U+FFFE, U+FFFF) is removed, as are DEL and the C1
    /// controls, which strict readers reject: a report stays well-formed whatever was printed.
    package static let xmlText = Escaper(mayNeedReplacement: mayNeedXMLReplacement) { scalar in
        if let reference = tagReference(scalar) { return reference }
        return scalar == "\r" ? "&#13;" : xmlRemoval(scalar)
    }

    /// An XML attribute value in double quotes: as text, and the quote, tab and line breaks as
    /// references (a reader turns literal tabs and line breaks in an attribute into spaces).
    package static let xmlAttribute = Escaper(mayNeedReplacement: mayNeedXMLReplacement) { scalar in
        if let reference = tagReference(scalar) { return reference }
        switch scalar {
        case "\"": return "&quot;"
        case "\t": return "&#9;"
        case "\n": return "&#10;"
        case "\r": return "&#13;"
        default: return xmlRemoval(scalar)
        }
    }

    /// Text and attribute values of an SVG picture (values always in double quotes, so `'`
    /// stays): `& < > "` become references, and what XML 1.0 cannot hold (controls other than tab,
    /// line feed and carriage return; U+FFFE, U+FFFF) becomes U+FFFD, which a picture can show.
    package static let svg = Escaper(
        mayNeedReplacement: { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0xEF },
        replacement: { scalar in
            if let reference = tagReference(scalar) { return reference }
            switch scalar {
            case "\"": return "&quot;"
            case "\t", "\n", "\r": return nil
            default:
                return scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "\u{FFFD}" : nil
            }
        })

    /// Text and attribute values (in either quotes) of an HTML page: `& < > " '` become
    /// references, and control characters other than line feed and tab (which HTML forbids)
    /// become U+FFFD, so nothing a scenario prints or names can open a tag, close an attribute or
    /// run a script.
    package static let html = Escaper(
        mayNeedReplacement: {
            $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22
                || $0 == 0x27
        },
        replacement: { scalar in
            if let reference = tagReference(scalar) { return reference }
            switch scalar {
            case "\"": return "&quot;"
            case "'": return "&#39;"
            case "\n", "\t": return nil
            default: return isControl(scalar.value) ? "\u{FFFD}" : nil
            }
        })

    /// The references for the characters that open tags and references, which every markup
    /// preset replaces.
    private static func tagReference(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        default: nil
        }
    }

    /// The bytes that may start a character XML needs care with: ASCII controls and markup, 0xC2
    /// (the C1 controls), 0xEF (U+FFFE, U+FFFF).
    private static func mayNeedXMLReplacement(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x7F || byte == 0xC2
            || byte == 0xEF
    }

    /// "" for a character XML cannot carry (or that strict readers reject), nil for one to keep.
    private static func xmlRemoval(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return nil
        case 0..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: return ""
        default: return nil
        }
    }
}
