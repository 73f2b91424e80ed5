/// Mutations of a real script: bit flips, token swaps and replacements, truncation, a range
/// duplicated or deleted, a generated statement spliced in at a line boundary.
struct ScriptMutator {
    var random: FuzzRandom

    /// Tokens dropped in to replace real ones.
    static let hostileTokens = [
        "nil", "end", "(", ")", "{", "}", "function", "while true do", "...", "#", "..", "math.huge", "1e308", "0/0",
        "-9223372036854775808", "\"\\0\"", "{}", "local", "return", "goto x", "::x::", "[[", "]]", "--[[", "=", ",",
        ";",
        "(\"x\"):rep(1e9)", "setmetatable", "coroutine.yield()", "error({})", "_ENV", "scenario", "h:tap", "<close>",
    ]

    mutating func mutate(_ text: String, grammar: inout LuaGrammar) -> String {
        var bytes = Array(text.utf8)
        for _ in 0..<random.int(in: 1...3) {
            switch random.index(7) {
            case 0: flipBits(&bytes)
            case 1: bytes = Array(swapTokens(String(decoding: bytes, as: UTF8.self)).utf8)
            case 2: bytes = Array(bytes.prefix(random.index(bytes.count + 1)))
            case 3: duplicateRange(&bytes)
            case 4: deleteRange(&bytes)
            default: splice(&bytes, Array(("\n" + grammar.statement(depth: random.index(3)) + "\n").utf8))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func flipBits(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        for _ in 0..<random.int(in: 1...8) {
            bytes[random.index(bytes.count)] ^= UInt8(1) << UInt8(random.index(8))
        }
    }

    /// Swaps two tokens, or replaces one with a hostile token.
    private mutating func swapTokens(_ text: String) -> String {
        var tokens = Self.tokens(of: text)
        let words = tokens.indices.filter { tokens[$0].kind != 2 }
        guard words.count >= 2 else { return text }
        let first = random.pick(words)
        if random.chance(0.5) {
            tokens[first].text = random.pick(Self.hostileTokens)
        } else {
            let second = random.pick(words)
            (tokens[first].text, tokens[second].text) = (tokens[second].text, tokens[first].text)
        }
        return tokens.map(\.text).joined()
    }

    private mutating func duplicateRange(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        let start = random.index(bytes.count)
        let end = min(bytes.count, start + random.int(in: 1...400))
        let copies = random.chance(0.1) ? random.int(in: 2...200) : 1
        let piece = Array(bytes[start..<end])
        bytes.insert(contentsOf: Array((0..<copies).map { _ in piece }.joined()), at: random.index(bytes.count + 1))
    }

    private mutating func deleteRange(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        let start = random.index(bytes.count)
        bytes.removeSubrange(start..<min(bytes.count, start + random.int(in: 1...200)))
    }

    private mutating func splice(_ bytes: inout [UInt8], _ piece: [UInt8]) {
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        bytes.insert(contentsOf: piece, at: random.pick(lineStarts))
    }

    /// A rough Lua tokenizer: runs of word characters (kind 1), quoted strings (3), runs of
    /// spaces (2), and single punctuation characters (0). Joining the tokens gives the text back.
    static func tokens(of text: String) -> [(text: String, kind: Int)] {
        var tokens: [(text: String, kind: Int)] = []
        var current = ""
        var kind = -1
        var quote: Character?
        for character in text {
            if let open = quote {
                current.append(character)
                if character == open {
                    tokens.append((current, 3))
                    current = ""
                    quote = nil
                    kind = -1
                }
                continue
            }
            let next =
                character == "\"" || character == "'"
                ? 3
                : character.isLetter || character.isNumber || character == "_" || character == "."
                    ? 1 : character.isWhitespace ? 2 : 0
            if next == 3 {
                if !current.isEmpty { tokens.append((current, kind)) }
                current = String(character)
                quote = character
                continue
            }
            if next != kind || next == 0, !current.isEmpty {
                tokens.append((current, kind))
                current = ""
            }
            current.append(character)
            kind = next
        }
        if !current.isEmpty { tokens.append((current, kind)) }
        return tokens
    }
}
