/// Text made safe for an HTML page: the characters markup gives meaning to become references, and
/// control characters (which HTML forbids) become U+FFFD, so nothing a scenario prints or names
/// can open a tag, close an attribute or run a script.
enum HTMLMarkup {
    static func escape(_ text: String) -> String {
        guard
            text.utf8.contains(where: {
                $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || [0x26, 0x3C, 0x3E, 0x22, 0x27].contains($0)
            })
        else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\n", "\t": output.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    output += "\u{FFFD}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    /// A `data:` URL holding an SVG picture: the picture stays a separate document (its element
    /// ids cannot clash with the page's or another picture's) and needs no file beside the page.
    static func svgDataURL(_ svg: String) -> String {
        "data:image/svg+xml;base64," + base64(Array(svg.utf8))
    }

    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            let chunk =
                (UInt32(bytes[index]) << 16)
                | (count > 1 ? UInt32(bytes[index + 1]) << 8 : 0)
                | (count > 2 ? UInt32(bytes[index + 2]) : 0)
            for position in 0..<4 {
                output.append(
                    position <= count ? alphabet[Int((chunk >> (18 - 6 * UInt32(position))) & 0x3F)] : UInt8(ascii: "=")
                )
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
