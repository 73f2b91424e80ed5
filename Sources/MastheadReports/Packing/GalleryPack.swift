/// The gallery as written and served: what each picture's frame holds (its `<img>` and its
/// overlays) moved into one `PackedText` at the end of `<main>`, which the page's script puts
/// back before any other script runs (`GalleryPackScript`). The 300 pictures of the shipped
/// themes weighed 2.1 MB as `data:` URLs; packed, the page is about 0.3 MB and, unpacked in the
/// browser, the same document as before.
///
/// A frame is `<div class="frame" …>` up to its `</div>` (nothing in a frame is a `div`); packed,
/// it is the same start tag with `data-packed=""` added, and empty. The preview reads and
/// compares galleries unpacked (`masthead gallery --unpacked`) and packs the page it serves: the
/// pictures it pushes to an open page are whole figures.
package enum GalleryPack {
    static let frameStart = "<div class=\"frame\""
    static let scriptID = "masthead-pack"

    /// `page` with its frames packed (unchanged when it has none).
    package static func packed(_ page: String) -> String {
        var page = page
        return page.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count / 4)
            var frames: [String] = []
            var start = 0
            while let frame = ByteSearch.first(frameStart, in: bytes, from: start),
                let tagEnd = ByteSearch.first(">", in: bytes, from: frame),
                let close = ByteSearch.first("</div>", in: bytes, from: tagEnd)
            {
                out += bytes[start..<tagEnd]
                out += Array(" data-packed=\"\">".utf8)
                frames.append(String(decoding: bytes[(tagEnd + 1)..<close], as: UTF8.self))
                start = close
            }
            guard !frames.isEmpty else { return String(decoding: bytes, as: UTF8.self) }
            let rest = bytes[start...]
            let place = ByteSearch.last("</main>", in: UnsafeBufferPointer(rebasing: rest)).map { start + $0 }
            let split = place ?? bytes.count
            out += bytes[start..<split]
            out += Array(script(frames).utf8)
            out += bytes[split...]
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// The packed frames and the script that unpacks them, at once, where it stands.
    static func script(_ frames: [String]) -> String {
        "<script type=\"text/plain\" id=\"\(scriptID)\">" + PackedText.packed(frames) + "</script>\n<script>\n"
            + GalleryPackScript.source + "</script>\n"
    }
}
