/// ASCII markers found in a page's UTF-8 bytes. A gallery page is megabytes, and searching it as
/// `Character`s (grapheme by grapheme) took some 300 ms of every edit-to-paint; the markers the
/// preview looks for are ASCII, so a byte search finds the same places.
///
/// ```swift
/// ByteSearch.first("</p>", in: Array("<p>a</p>".utf8))          // 4
/// ByteSearch.last(UInt8(ascii: "<"), in: bytes, before: 4)      // 0
/// ```
package enum ByteSearch {
    /// The offset of the first `pattern` in `bytes` at or after `start`.
    package static func first(_ pattern: some StringProtocol, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0)
        -> Int?
    {
        let needle = Array(pattern.utf8)
        guard let head = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        let stop = bytes.count - needle.count
        while index <= stop {
            if bytes[index] == head && matches(needle, bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// The offset of the last `pattern` in `bytes`.
    package static func last(_ pattern: some StringProtocol, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let needle = Array(pattern.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        return stride(from: bytes.count - needle.count, through: 0, by: -1).first { matches(needle, bytes, at: $0) }
    }

    /// The offset of the last `byte` before `end` (and at or after `start`).
    package static func last(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, before end: Int, from start: Int = 0)
        -> Int?
    {
        stride(from: end - 1, through: start, by: -1).first { bytes[$0] == byte }
    }

    private static func matches(_ needle: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        for offset in 1..<needle.count where bytes[index + offset] != needle[offset] { return false }
        return true
    }

    /// Whether `text` holds `pattern`.
    package static func contains(_ pattern: some StringProtocol, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { first(pattern, in: $0) != nil }
    }
}
