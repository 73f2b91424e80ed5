/// Wrapped lines remembered by text, font and width, for a live header that lays out again on
/// every change: most changes (a new unread count, a tap) leave the long texts as they were, and
/// wrapping them again was a large part of each step.
///
/// Wrapping is a pure function of the key, so a remembered answer is the answer. It keeps at most
/// `capacity` texts and forgets them all when full (a header wraps only a few texts, so that
/// happens only when they keep changing). So few are looked through in turn, the width first:
/// hashing a text and a font to look one up in a dictionary cost more than comparing them.
final class TextWrapCache {
    private struct Entry {
        let text: String
        let font: FontSpec
        let maxWidth: Double
        let lines: [String]
    }

    private var entries: [Entry] = []

    /// The most texts remembered at once.
    static let capacity = 16

    init() {}

    /// `font.wrap(text, maxWidth: maxWidth)`, wrapped only the first time it is asked for.
    func wrap(_ text: String, in font: FontSpec, maxWidth: Double) -> [String] {
        for entry in entries where entry.maxWidth == maxWidth && entry.text == text && entry.font == font {
            return entry.lines
        }
        let wrapped = font.wrap(text, maxWidth: maxWidth)
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries.append(Entry(text: text, font: font, maxWidth: maxWidth, lines: wrapped))
        return wrapped
    }
}

extension FontSpec {
    /// `wrap(_:maxWidth:)`, through `cache` when the caller keeps one.
    func wrap(_ text: String, maxWidth: Double, cache: TextWrapCache?) -> [String] {
        cache?.wrap(text, in: self, maxWidth: maxWidth) ?? wrap(text, maxWidth: maxWidth)
    }
}
