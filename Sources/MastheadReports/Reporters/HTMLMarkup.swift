/// Pictures inside an HTML page. (Text in a page is escaped with `Escaper.html`.)
package enum HTMLMarkup {
    /// A `data:` URL holding an SVG picture: the picture stays a separate document (its element
    /// ids cannot clash with the page's or another picture's) and needs no file beside the page.
    static func svgDataURL(_ svg: String) -> String {
        "data:image/svg+xml;base64," + base64(Array(svg.utf8))
    }

    /// A `data:` URL holding an SVG picture as its own text, for an attribute in single quotes:
    /// a third smaller than base64, and what repeats from one picture to the next stays the same
    /// text (which `GalleryPack` relies on). Only what a URL or the attribute cannot hold is
    /// percent-encoded: `%`, `#`, `&`, `'` and the controls.
    package static func svgTextURL(_ svg: String) -> String {
        var bytes = Array("data:image/svg+xml;charset=utf-8,".utf8)
        bytes.reserveCapacity(bytes.count + svg.utf8.count + svg.utf8.count / 16)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in svg.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "'"), 0..<0x20, 0x7F:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default:
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
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
