/// Wrapped lines remembered by text, font and width, for a live header that lays out again on
/// every change: most changes (a new unread count, a tap) leave the long texts as they were, and
/// wrapping them again was a large part of each step.
///
/// Wrapping is a pure function of the key, so a remembered answer is the answer. It keeps at most
/// `capacity` texts and forgets them all when full (a header wraps only a few texts, so that
/// happens only when they keep changing).
final class TextWrapCache {
    private struct Key: Hashable {
        let text: String
        let font: FontSpec
        let maxWidth: Double
    }

    private var lines: [Key: [String]] = [:]

    /// The most texts remembered at once.
    static let capacity = 16

    init() {}

    /// `font.wrap(text, maxWidth: maxWidth)`, wrapped only the first time it is asked for.
    func wrap(_ text: String, in font: FontSpec, maxWidth: Double) -> [String] {
        let key = Key(text: text, font: font, maxWidth: maxWidth)
        if let known = lines[key] { return known }
        let wrapped = font.wrap(text, maxWidth: maxWidth)
        if lines.count >= Self.capacity { lines.removeAll(keepingCapacity: true) }
        lines[key] = wrapped
        return wrapped
    }
}

extension FontSpec {
    /// `wrap(_:maxWidth:)`, through `cache` when the caller keeps one.
    func wrap(_ text: String, maxWidth: Double, cache: TextWrapCache?) -> [String] {
        cache?.wrap(text, in: self, maxWidth: maxWidth) ?? wrap(text, maxWidth: maxWidth)
    }
}
