/// Pictures inside an HTML page. (Text in a page is escaped with `Escaper.html`.)
enum HTMLMarkup {
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
