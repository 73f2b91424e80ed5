/// Finds the line a theme token is written on, for messages.
///
/// Lua tables keep no lines, so the source text is scanned: starting where the `theme{` call
/// starts, each key of the token path is looked for in turn, from just after the previous key,
/// written as a table key — the bare name followed by `=` (not `==`, not part of a longer name or
/// of a field access like `a.name`), or `["name"] =`. Text after `--` on a line is skipped. When a
/// key is not found (a token built by code, say) the line of the last key found is given, or the
/// call's line. List items (`bezier[2]`) stay at their list's line.
///
/// The text is read once, into every place a key is written (`TokenLines(text)`); each path is
/// then a few binary searches, so a file with a thousand problems is not read a thousand times
/// (a 1 MB theme with 1,000 unknown tokens took 42 s).
struct TokenLines {
    /// Where each key is written, in text order: (line, column) from 0.
    private var places: [String: [(line: Int, column: Int)]] = [:]

    init(_ text: String) {
        for (number, line) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated()
        {
            index(Array(Self.withoutComment(line)), number: number)
        }
    }

    static func line(of path: [String], from callLine: Int, in text: String) -> Int {
        TokenLines(text).line(of: path, from: callLine)
    }

    func line(of path: [String], from callLine: Int) -> Int {
        var position = (line: max(callLine, 1) - 1, column: 0)
        var found = max(callLine, 1)
        for key in path {
            guard !key.hasPrefix("["), let match = first(key, from: position) else { break }
            found = match.line + 1
            position = (match.line, match.column + key.utf8.count)
        }
        return found
    }

    /// The first place `key` is written at or after `start`.
    private func first(_ key: String, from start: (line: Int, column: Int)) -> (line: Int, column: Int)? {
        guard let list = places[key] else { return nil }
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if (list[middle].line, list[middle].column) < (start.line, start.column) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < list.count ? list[low] : nil
    }

    /// Records every key written on one line: names not after a `.`, and `["…"]` / `['…']`.
    private mutating func index(_ line: [UInt8], number: Int) {
        var column = 0
        while column < line.count {
            let byte = line[column]
            if Self.isNameByte(byte) {
                var end = column
                while end < line.count, Self.isNameByte(line[end]) { end += 1 }
                if Self.isKey(in: line, at: column, length: end - column) { record(line[column..<end], number, column) }
                column = end
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"), column > 0,
                line[column - 1] == UInt8(ascii: "[")
            {
                let start = column + 1
                var end = start
                while end < line.count, line[end] != byte { end += 1 }
                if end < line.count, Self.isKey(in: line, at: start, length: end - start) {
                    record(line[start..<end], number, start)
                }
                column = end + 1
            } else {
                column += 1
            }
        }
    }

    private mutating func record(_ name: ArraySlice<UInt8>, _ line: Int, _ column: Int) {
        places[String(decoding: name, as: UTF8.self), default: []].append((line, column))
    }

    /// Whether the name at `column` is written as a key: `name =` or `["name"] =`.
    private static func isKey(in line: [UInt8], at column: Int, length: Int) -> Bool {
        let before = column > 0 ? line[column - 1] : UInt8(ascii: " ")
        var after = column + length
        if before == UInt8(ascii: "\"") || before == UInt8(ascii: "'") {
            guard column >= 2, line[column - 2] == UInt8(ascii: "["), after + 1 < line.count,
                line[after] == before, line[after + 1] == UInt8(ascii: "]")
            else { return false }
            after += 2
        } else if isNameByte(before) || before == UInt8(ascii: ".") || (after < line.count && isNameByte(line[after])) {
            return false
        }
        while after < line.count, line[after] == UInt8(ascii: " ") || line[after] == UInt8(ascii: "\t") { after += 1 }
        guard after < line.count, line[after] == UInt8(ascii: "=") else { return false }
        return after + 1 >= line.count || line[after + 1] != UInt8(ascii: "=")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
    }

    /// The line up to a `--` comment (a `--` inside a string cuts it short too: rare in themes).
    private static func withoutComment(_ line: Substring.UTF8View.SubSequence) -> Substring.UTF8View.SubSequence {
        var index = line.startIndex
        while index < line.endIndex {
            let next = line.index(after: index)
            if next < line.endIndex, line[index] == UInt8(ascii: "-"), line[next] == UInt8(ascii: "-") {
                return line[..<index]
            }
            index = next
        }
        return line
    }
}
