import MastheadRender
import MastheadText

/// A trace page's pictures, text pictures and trees as lists of lines drawn from one pool: after
/// one step and the next, a header's SVG differs in a line or two (the badge, the greeting), so
/// the page keeps each distinct line once and each picture as the indices of its lines. A
/// 300-step trace went from 3.4 MB of whole pictures to well under a megabyte. The page's script
/// and `TraceReader` join the lines back (`"\n"`), so what they draw is the same text.
///
/// ```swift
/// var pool = TraceLinePool()
/// let a = pool.encode("<svg>\n<g id=\"bell\"/>\n</svg>")   // [0, 1, 2]
/// let b = pool.encode("<svg>\n<g id=\"badge\"/>\n</svg>")  // [0, 3, 2]
/// TraceLinePool.decode(b, lines: pool.lines) == "<svg>\n<g id=\"badge\"/>\n</svg>"
/// ```
package struct TraceLinePool {
    package private(set) var lines: [String] = []
    private var known: [BytewiseKey: Int] = [:]

    package init() {}

    /// The indices of `text`'s lines, adding the new ones to the pool. Lines are cut at the
    /// newline byte: a picture is megabytes of lines, and cutting by `Character` was a quarter of
    /// a traced run.
    package mutating func encode(_ text: String) -> [Int] {
        var text = text
        return text.withUTF8 { bytes in
            bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
                let key = BytewiseKey(String(decoding: UnsafeBufferPointer(rebasing: line), as: UTF8.self))
                if let index = known[key] { return index }
                lines.append(key.text)
                known[key] = lines.count - 1
                return lines.count - 1
            }
        }
    }

    /// The text of `indices`; nil when one is not in `lines`.
    package static func decode(_ indices: [Int], lines: [String]) -> String? {
        var parts: [String] = []
        parts.reserveCapacity(indices.count)
        for index in indices {
            guard lines.indices.contains(index) else { return nil }
            parts.append(lines[index])
        }
        return parts.joined(separator: "\n")
    }

    /// Each of `items` as the JSON array of its line indices.
    package mutating func encoded(_ items: [String]) -> JSONValue {
        .array(items.map { .array(encode($0).map { .number(Double($0)) }) })
    }
}
