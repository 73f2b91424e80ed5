import MastheadReports

/// A gallery page cut into the parts an open page can replace in place (`data-slot`, see
/// `GalleryPage`) and the rest (`skeleton`: the page with each slot's element reduced to its
/// name). Two pages with the same skeleton differ only in slots, so the preview pushes only the
/// slots that changed (`changes`) and the page swaps them in: no reload, its scroll, toggles and
/// selection kept, and only the changed pictures decoded again.
///
/// A slot is the element whose opening tag carries `data-slot="NAME"`, up to the first closing
/// tag of its name: `GalleryPage` never nests an element of a slot's own tag inside it.
struct PreviewSlots: Equatable, CustomStringConvertible {
    private(set) var skeleton = ""
    /// Each slot's element, in page order.
    private(set) var slots: [(name: String, html: String)] = []

    var description: String { "PreviewSlots(\(slots.count) slots, skeleton of \(skeleton.utf8.count) bytes)" }

    init(_ page: String) {
        var page = page
        page.withUTF8 { bytes in
            var skeleton: [UInt8] = []
            var start = 0
            while let marker = ByteSearch.first(" data-slot=\"", in: bytes, from: start) {
                let nameStart = marker + " data-slot=\"".utf8.count
                guard let open = ByteSearch.last(UInt8(ascii: "<"), in: bytes, before: marker, from: start),
                    let nameEnd = ByteSearch.first("\"", in: bytes, from: nameStart)
                else { break }
                let tag = bytes[(open + 1)...].prefix { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
                let closing = "</" + String(decoding: tag, as: UTF8.self) + ">"
                guard let close = ByteSearch.first(closing, in: bytes, from: nameEnd) else { break }
                let end = close + closing.utf8.count
                skeleton += bytes[start..<open] + [1] + bytes[nameStart..<nameEnd] + [1]
                slots.append(
                    (
                        String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self),
                        String(decoding: bytes[open..<end], as: UTF8.self)
                    ))
                start = end
            }
            skeleton += bytes[start...]
            self.skeleton = String(decoding: skeleton, as: UTF8.self)
        }
    }

    /// The slots of `newer` that differ from these; nil when the skeletons differ (a theme or a
    /// state came or went: only a reload shows that).
    func changes(to newer: PreviewSlots) -> [(name: String, html: String)]? {
        guard skeleton == newer.skeleton else { return nil }
        return zip(slots, newer.slots).filter { $0.html != $1.html }.map(\.1)
    }

    /// Where `other`'s skeleton first differs from this one's, a few lines around it (nil: the
    /// same), for tests.
    func firstDifference(from other: PreviewSlots) -> String? {
        let mine = Array(skeleton.utf8)
        let theirs = Array(other.skeleton.utf8)
        let shorter = min(mine.count, theirs.count)
        let index = (0..<shorter).first { mine[$0] != theirs[$0] } ?? shorter
        guard index < max(mine.count, theirs.count) else { return nil }
        func around(_ bytes: [UInt8]) -> String {
            String(decoding: bytes[max(0, index - 120)..<min(bytes.count, index + 120)], as: UTF8.self)
        }
        return around(mine) + "\n≠\n" + around(theirs)
    }

    static func == (lhs: PreviewSlots, rhs: PreviewSlots) -> Bool {
        lhs.skeleton == rhs.skeleton && lhs.slots.elementsEqual(rhs.slots) { $0 == $1 }
    }
}
