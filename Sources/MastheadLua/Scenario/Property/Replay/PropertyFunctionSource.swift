/// A property's function as written in its file: its parameter (`any`), its body, and each call
/// of a generator in it (`any.integer(0, 5000)`, `any.text{ max = 12 }`), found with the file's
/// tokens (`LuaTokens`) between the lines Lua says the function spans.
struct PropertyFunctionSource {
    /// One generator call in the body.
    struct Site: Equatable {
        var generator: String
        /// The bytes of the whole call.
        var range: Range<Int>
        /// The line it starts on: the line Lua gives the call (a call's line is its first token's).
        var line: Int
        /// The line breaks inside it, which a replacement keeps so later lines keep their numbers.
        var lineBreaks: Int
        /// The bytes of its first argument (`any.one_of`'s list), when it has one.
        var firstArgument: Range<Int>?
        /// The name the call's value is assigned to: `unread = any.integer(…)`, `local width = …`.
        var assignedTo: String?
    }

    let tokens: LuaTokens
    /// The name the function calls `any`; nil when it takes no parameter.
    let parameter: String?
    /// The bytes between the parameter list's `)` and the function's closing `end`.
    let body: Range<Int>
    let sites: [Site]

    /// Finds the function that starts on `firstLine` and ends on `lastLine`; nil when the tokens
    /// there do not make one.
    init?(_ tokens: LuaTokens, firstLine: Int, lastLine: Int) {
        self.tokens = tokens
        let all = tokens.tokens
        for start in all.indices where all[start].line == firstLine && tokens.is(all[start], "function") {
            guard let open = all[start...].firstIndex(where: { tokens.is($0, "(") }),
                let close = all[open...].firstIndex(where: { tokens.is($0, ")") }),
                let end = Self.matchingEnd(tokens, after: close), all[end].line == lastLine
            else { continue }
            parameter = close > open + 1 && all[open + 1].kind == .name ? tokens.text(all[open + 1]) : nil
            body = all[close].range.upperBound..<all[end].range.lowerBound
            sites = parameter.map { Self.sites(tokens, of: $0, in: (close + 1)..<end) } ?? []
            return
        }
        return nil
    }

    /// The `end` that closes the block opened before `start`: `function`, `if`, `do` (which
    /// `while` and `for` use) and `repeat` open; `end` and `until` close.
    private static func matchingEnd(_ tokens: LuaTokens, after start: Int) -> Int? {
        var depth = 1
        for index in (start + 1)..<tokens.tokens.count where tokens.tokens[index].kind == .keyword {
            let token = tokens.tokens[index]
            if ["function", "if", "do", "repeat"].contains(where: { tokens.is(token, $0) }) {
                depth += 1
            } else if tokens.is(token, "end") || tokens.is(token, "until") {
                depth -= 1
                if depth == 0 { return tokens.is(token, "end") ? index : nil }
            }
        }
        return nil
    }

    /// The outermost generator calls in `range`: `any.name(…)`, `any.name{…}`, `any.name"…"`,
    /// and the same with a colon. A call inside another's arguments is part of it.
    private static func sites(_ tokens: LuaTokens, of parameter: String, in range: Range<Int>) -> [Site] {
        let all = tokens.tokens
        var sites: [Site] = []
        var index = range.lowerBound
        while index + 3 < range.upperBound {
            defer { index += 1 }
            guard all[index].kind == .name, tokens.text(all[index]) == parameter,
                tokens.is(all[index + 1], ".") || tokens.is(all[index + 1], ":"), all[index + 2].kind == .name,
                index == range.lowerBound || !(tokens.is(all[index - 1], ".") || tokens.is(all[index - 1], ":"))
            else { continue }
            let arguments = index + 3
            let last: Int
            var first: Range<Int>?
            if tokens.is(all[arguments], "(") || tokens.is(all[arguments], "{") {
                guard let close = closing(tokens, from: arguments, before: range.upperBound) else { continue }
                last = close
                if tokens.is(all[arguments], "{") {
                    first = all[arguments].range.lowerBound..<all[close].range.upperBound
                } else if close > arguments + 1 {
                    let end = firstTopLevelComma(tokens, from: arguments + 1, before: close) ?? close
                    first = all[arguments + 1].range.lowerBound..<all[end - 1].range.upperBound
                }
            } else if all[arguments].kind == .string {
                last = arguments
                first = all[arguments].range
            } else {
                continue
            }
            let whole = all[index].range.lowerBound..<all[last].range.upperBound
            sites.append(
                Site(
                    generator: tokens.text(all[index + 2]), range: whole, line: all[index].line,
                    lineBreaks: all[last].line - all[index].line, firstArgument: first,
                    assignedTo: assignedName(tokens, before: index, from: range.lowerBound)))
            index = last
        }
        return sites
    }

    /// The token that closes the bracket at `open`.
    private static func closing(_ tokens: LuaTokens, from open: Int, before limit: Int) -> Int? {
        first(tokens, from: open, before: limit) { token, depth in depth == 0 && isCloser(tokens, token) }
    }

    private static func firstTopLevelComma(_ tokens: LuaTokens, from start: Int, before limit: Int) -> Int? {
        first(tokens, from: start, before: limit) { token, depth in depth == 0 && tokens.is(token, ",") }
    }

    /// The first token in `start..<limit` for which `found` holds, given the bracket depth once
    /// the token is counted.
    private static func first(
        _ tokens: LuaTokens, from start: Int, before limit: Int, where found: (LuaTokens.Token, Int) -> Bool
    ) -> Int? {
        var depth = 0
        for index in start..<limit {
            let token = tokens.tokens[index]
            if ["(", "{", "["].contains(where: { tokens.is(token, $0) }) { depth += 1 }
            if isCloser(tokens, token) { depth -= 1 }
            if found(token, depth) { return index }
        }
        return nil
    }

    private static func isCloser(_ tokens: LuaTokens, _ token: LuaTokens.Token) -> Bool {
        [")", "}", "]"].contains { tokens.is(token, $0) }
    }

    /// `name = any…`: a table field's name, or the one variable a statement assigns (`local width
    /// = any.integer(…)`); nil for one of several names assigned at once.
    private static func assignedName(_ tokens: LuaTokens, before index: Int, from start: Int) -> String? {
        let all = tokens.tokens
        guard index >= 2, tokens.is(all[index - 1], "="), all[index - 2].kind == .name,
            tokens.text(all[index - 2]) != "_"
        else { return nil }
        var open: [String] = []
        for token in all[start..<index] {
            if let bracket = ["(", "{", "["].first(where: { tokens.is(token, $0) }) { open.append(bracket) }
            if [")", "}", "]"].contains(where: { tokens.is(token, $0) }) { _ = open.popLast() }
        }
        if open.last == "{" { return tokens.text(all[index - 2]) }
        guard open.isEmpty else { return nil }
        if index >= 3, tokens.is(all[index - 3], ",") || tokens.is(all[index - 3], ".") { return nil }
        return tokens.text(all[index - 2])
    }
}
