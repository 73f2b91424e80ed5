/// Finds the line a theme token is written on, for messages.
///
/// Lua tables keep no lines, so the source text is scanned: starting where the `theme{` call
/// starts, each key of the token path is looked for in turn, from just after the previous key,
/// written as a table key — the bare name followed by `=` (not `==`, not part of a longer name or
/// of a field access like `a.name`), or `["name"] =`. Text after `--` on a line is skipped. When a
/// key is not found (a token built by code, say) the line of the last key found is given, or the
/// call's line. List items (`bezier[2]`) stay at their list's line.
enum TokenLines {
    static func line(of path: [String], from callLine: Int, in text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        var position = (line: max(callLine, 1) - 1, column: 0)
        var found = max(callLine, 1)
        for key in path {
            guard !key.hasPrefix("["), let match = find(Array(key.utf8), in: lines, from: position) else { break }
            found = match.line + 1
            position = (match.line, match.column + key.utf8.count)
        }
        return found
    }

    private static func find(_ key: [UInt8], in lines: [[UInt8]], from start: (line: Int, column: Int)) -> (
        line: Int, column: Int
    )? {
        guard !key.isEmpty, start.line < lines.count else { return nil }
        for index in start.line..<lines.count {
            let line = withoutComment(lines[index])
            var column = index == start.line ? start.column : 0
            while column + key.count <= line.count {
                if line[column..<(column + key.count)].elementsEqual(key),
                    isKey(in: line, at: column, length: key.count)
                {
                    return (index, column)
                }
                column += 1
            }
        }
        return nil
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
    private static func withoutComment(_ line: [UInt8]) -> [UInt8] {
        var index = 0
        while index + 1 < line.count {
            if line[index] == UInt8(ascii: "-") && line[index + 1] == UInt8(ascii: "-") { return Array(line[..<index]) }
            index += 1
        }
        return line
    }
}
