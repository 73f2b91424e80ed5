import MastheadText

/// The tokens of a Lua file, with their byte ranges and lines, as Lua 5.4's lexer (llex.c) reads
/// them: names and keywords, numbers, short and long strings, symbols; comments and spaces
/// skipped; a byte-order mark and a first line starting with `#` skipped as `lua5.4` skips them.
/// Enough to find a property's function and its `any` calls in the file (`PropertyFunctionSource`);
/// text Lua would refuse still tokenizes (the file already loaded, so it is not).
///
/// ```swift
/// LuaTokens(Array("local x = any.integer(0, 5)".utf8)).tokens.map(\.kind)
/// // [.keyword, .name, .symbol, .name, .symbol, .name, .symbol, .number, .symbol, .number, .symbol]
/// ```
struct LuaTokens {
    enum Kind: Equatable { case name, keyword, number, string, symbol }

    struct Token: Equatable {
        var kind: Kind
        var range: Range<Int>
        var line: Int
    }

    let bytes: [UInt8]
    private(set) var tokens: [Token] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var lexer = Lexer(bytes: bytes)
        while let token = lexer.next() { tokens.append(token) }
    }

    func text(_ token: Token) -> String { String(decoding: bytes[token.range], as: UTF8.self) }
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// Whether `token` is the symbol or keyword `text`.
    func `is`(_ token: Token, _ text: String) -> Bool {
        (token.kind == .symbol || token.kind == .keyword) && token.range.count == text.utf8.count
            && bytes[token.range].elementsEqual(text.utf8)
    }

    static let keywords: Set<String> = LuaLiteral.reserved
}

/// The lexer behind `LuaTokens`.
private struct Lexer {
    let bytes: [UInt8]
    var at = 0
    var line = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { at = 3 }
        if peek() == UInt8(ascii: "#") { while let byte = peek(), !isNewline(byte) { at += 1 } }
    }

    func peek(_ offset: Int = 0) -> UInt8? { at + offset < bytes.count ? bytes[at + offset] : nil }
    func isNewline(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// Skips one line break (`\n`, `\r`, `\r\n` or `\n\r`), counting it.
    mutating func newline() {
        let first = bytes[at]
        at += 1
        if let next = peek(), isNewline(next), next != first { at += 1 }
        line += 1
    }

    mutating func next() -> LuaTokens.Token? {
        skipSpaceAndComments()
        guard let byte = peek() else { return nil }
        let start = at
        let startLine = line
        let kind: LuaTokens.Kind
        if isNameStart(byte) {
            while let next = peek(), isNameStart(next) || isDigit(next) { at += 1 }
            let word = String(decoding: bytes[start..<at], as: UTF8.self)
            kind = LuaTokens.keywords.contains(word) ? .keyword : .name
        } else if isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(isDigit) == true) {
            number()
            kind = .number
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            shortString(byte)
            kind = .string
        } else if byte == UInt8(ascii: "["), let level = longBracket() {
            longString(level)
            kind = .string
        } else {
            symbol()
            kind = .symbol
        }
        return .init(kind: kind, range: start..<at, line: startLine)
    }

    mutating func skipSpaceAndComments() {
        while let byte = peek() {
            if isNewline(byte) {
                newline()
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C {
                at += 1
            } else if byte == UInt8(ascii: "-"), peek(1) == UInt8(ascii: "-") {
                at += 2
                if peek() == UInt8(ascii: "["), let level = longBracket() {
                    longString(level)
                } else {
                    while let next = peek(), !isNewline(next) { at += 1 }
                }
            } else {
                return
            }
        }
    }

    /// At `[`: the level of a long bracket `[==[` (its `=` count), without moving; nil if it is not one.
    func longBracket() -> Int? {
        var offset = 1
        while peek(offset) == UInt8(ascii: "=") { offset += 1 }
        return peek(offset) == UInt8(ascii: "[") ? offset - 1 : nil
    }

    mutating func longString(_ level: Int) {
        at += level + 2
        while let byte = peek() {
            if byte == UInt8(ascii: "]") {
                var offset = 1
                while peek(offset) == UInt8(ascii: "=") { offset += 1 }
                if offset - 1 == level, peek(offset) == UInt8(ascii: "]") {
                    at += offset + 1
                    return
                }
                at += 1
            } else if isNewline(byte) {
                newline()
            } else {
                at += 1
            }
        }
    }

    mutating func shortString(_ quote: UInt8) {
        at += 1
        while let byte = peek(), byte != quote, !isNewline(byte) {
            if byte == UInt8(ascii: "\\") {
                at += 1
                guard let escaped = peek() else { return }
                if isNewline(escaped) {
                    newline()
                } else if escaped == UInt8(ascii: "z") {
                    at += 1
                    while let space = peek(), space == 0x20 || space == 0x09 || isNewline(space) {
                        if isNewline(space) { newline() } else { at += 1 }
                    }
                } else {
                    at += 1
                }
            } else {
                at += 1
            }
        }
        if peek() == quote { at += 1 }
    }

    /// Digits, a point, exponents (with their signs), hex digits: llex.c's read_numeral.
    mutating func number() {
        var exponents: [UInt8] = [UInt8(ascii: "e"), UInt8(ascii: "E")]
        if peek() == UInt8(ascii: "0"), let x = peek(1), x == UInt8(ascii: "x") || x == UInt8(ascii: "X") {
            exponents = [UInt8(ascii: "p"), UInt8(ascii: "P")]
            at += 2
        }
        while let byte = peek() {
            if exponents.contains(byte), let sign = peek(1), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                at += 2
            } else if isDigit(byte) || isNameStart(byte) || byte == UInt8(ascii: ".") {
                at += 1
            } else {
                return
            }
        }
    }

    /// The longest symbol at this point: `...`, `..`, `==`, `~=`, `<=`, `>=`, `<<`, `>>`, `//`,
    /// `::`, or one byte.
    mutating func symbol() {
        for candidate in ["...", "..", "==", "~=", "<=", ">=", "<<", ">>", "//", "::"]
        where bytes[at...].starts(with: candidate.utf8) {
            at += candidate.utf8.count
            return
        }
        at += 1
    }

    func isNameStart(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
    }

    func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
