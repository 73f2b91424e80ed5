/// What Lua 5.4.4's `luaL_loadfilex` (lauxlib.c) hands the parser of a file, so that a scenario or
/// plugin file loads in Masthead exactly as `lua5.4 file.lua` loads it: a UTF-8 byte-order mark
/// is skipped, then a first line starting with `#` (a `#!` line) is skipped up to its newline,
/// which is kept so that line numbers stay right.
///
/// ```swift
/// LuaFileChunk.bytes(of: Array("\u{FEFF}#!/usr/bin/env lua\nprint(1)\n".utf8))  // "\nprint(1)\n"
/// ```
///
/// Byte for byte as lauxlib reads with `getc`: a start that is not a whole mark (EF BB, then not
/// BF) loses the bytes read while checking it, and the chunk starts with the EF (a syntax
/// error in either). A binary chunk's signature after a `#` line drops the kept newline, as
/// lauxlib does; Masthead then refuses it as a binary chunk.
package enum LuaFileChunk {
    package static func bytes(of file: [UInt8]) -> ArraySlice<UInt8> {
        var position = file.startIndex
        guard var first = next(file, &position) else { return file[position...] }
        if first == 0xEF {
            if next(file, &position) == 0xBB, next(file, &position) == 0xBF {
                guard let afterMark = next(file, &position) else { return file[position...] }
                first = afterMark
            }
        }
        guard first == UInt8(ascii: "#") else { return file[(position - 1)...].withFirst(first) }
        while let byte = next(file, &position), byte != UInt8(ascii: "\n") {}
        guard position < file.endIndex else { return [UInt8(ascii: "\n")] }
        if file[position] == 0x1B { return file[position...] }
        return file[(position - 1)...].withFirst(UInt8(ascii: "\n"))
    }

    /// The lines of a file's text as Lua numbers them (llex.c: "\n", "\r", "\r\n" and "\n\r" each
    /// end one line), without a byte-order mark: line N of an error message is `lines(of:)[N - 1]`.
    /// (Swift's own split on "\n" would keep a CRLF file in one piece: "\r\n" is one Character.)
    package static func lines(of text: String) -> [Substring] {
        let scalars = text.unicodeScalars
        var lines: [Substring] = []
        var start = scalars.startIndex
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "\n" || scalar == "\r" else {
                scalars.formIndex(after: &index)
                continue
            }
            lines.append(text[start..<index])
            scalars.formIndex(after: &index)
            if index < scalars.endIndex, scalars[index] != scalar, scalars[index] == "\n" || scalars[index] == "\r" {
                scalars.formIndex(after: &index)
            }
            start = index
        }
        lines.append(text[start...])
        if lines[0].unicodeScalars.first == "\u{FEFF}" { lines[0] = lines[0].dropFirst() }
        return lines
    }

    /// The byte at `position`, moving past it; nil at the end (lauxlib's EOF).
    private static func next(_ file: [UInt8], _ position: inout Int) -> UInt8? {
        guard position < file.endIndex else { return nil }
        defer { position += 1 }
        return file[position]
    }
}

extension ArraySlice<UInt8> {
    /// The slice with its first byte replaced: lauxlib puts the character it read ahead back in
    /// front of the rest (the same byte, or the newline kept for a skipped `#` line).
    fileprivate func withFirst(_ byte: UInt8) -> ArraySlice<UInt8> {
        if first == byte { return self }
        var copy = self
        copy[copy.startIndex] = byte
        return copy
    }
}
