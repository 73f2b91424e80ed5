#if canImport(Glibc)
    import Glibc
#endif

/// A text as a dictionary key compared and hashed by its UTF-8 bytes, for pools of long texts
/// that are never shown in another normalisation: a trace pools every SVG picture and each of
/// their lines, and `String`'s own hashing, which first checks that the text is in NFC, cost
/// a fifth of a traced run. Two texts that are equal as `String`s but differ in their bytes
/// (composed and decomposed accents) are two keys here; for output written byte for byte, that
/// is the right answer.
///
/// ```swift
/// var known: [BytewiseKey: Int] = [:]
/// known[BytewiseKey("<svg>")] = 0
/// known[BytewiseKey("<svg>")] == 0
/// ```
package struct BytewiseKey: Hashable {
    package let text: String

    package init(_ text: String) {
        self.text = text
    }

    package static func == (left: BytewiseKey, right: BytewiseKey) -> Bool {
        guard left.text.utf8.count == right.text.utf8.count else { return false }
        var left = left.text
        var right = right.text
        return left.withUTF8 { a in
            right.withUTF8 { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    package func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
