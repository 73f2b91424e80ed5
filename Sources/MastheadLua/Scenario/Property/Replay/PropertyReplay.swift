import CLuaShim
import MastheadText

/// The ready-to-paste `scenario(...)` that reproduces a property's reported case without `any`,
/// and the report's list of drawn values, named where the code names them.
///
/// The replay is the property's own body, from its file. Each generator call that drew a value
/// is replaced by that value as a Lua literal (`LuaLiteral`), line breaks kept so the lines after
/// it keep their numbers; a call the case never reached becomes `nil`. A value with no literal
/// picked by `any.one_of` is written as that item of the list (`({ a, b })[2]`). When calls and
/// values cannot be paired one to one by line (a loop draws at one call many times, a helper draws
/// elsewhere), the body stays as it is and a stand-in for `any` hands its calls the drawn values
/// in turn.
///
/// ```lua
/// scenario("the badge shows at most two characters (replay, seed 1234)", function()
///   local h = greeting_header { profile = profile.sample, unread = 100 }
///   expect(#h:element("badge").text <= 2):to_be(true)
/// end)
/// ```
struct PropertyReplay {
    /// The replay scenario's name: the property's, with the seed.
    let name: String
    let text: String?
    /// How the replay was written when it is not a plain rewrite, or why there is none.
    let note: String?
    let draws: [PropertyReport.Draw]

    init(
        source: ScenarioSource, function: LuaReference, on stack: LuaStack, property: String, seed: UInt64,
        drawn: [DrawnValue]
    ) {
        name = "\(property) (replay, seed \(seed))"
        let found = Self.locate(function, on: stack, in: source)
        let matched = found.flatMap { Self.match(drawn, to: $0.sites) }
        draws = drawn.map { value in
            PropertyReport.Draw(
                position: value.position, name: value.call.name ?? matched?[value.position]?.assignedTo,
                call: value.call.text, value: value.value.described, line: value.call.line)
        }
        guard let found else {
            text = nil
            note =
                "no replay: the property's function is not written in \(source.path) (write one from the values above)"
            return
        }
        if let missing = drawn.first(where: { $0.value.literal == nil && $0.call.pick == nil }) {
            text = nil
            note = "no replay: value \(missing.position) (\(missing.value.described)) cannot be written as a literal"
            return
        }
        if let matched, let body = Self.rewrite(found, drawn: drawn, matched: matched) {
            text = Self.scenario(name, body: body, prelude: nil)
            note = nil
        } else if let stand = Self.standIn(found, drawn: drawn) {
            text = Self.scenario(name, body: found.tokens.text(found.body), prelude: stand)
            note =
                "the property draws in a loop or a helper, so a stand-in for `any` hands its calls the values in turn"
        } else {
            text = nil
            note = "no replay: a value picked by any.one_of cannot be written as a literal"
        }
    }

    /// The function's source, when it is written in this file.
    private static func locate(_ function: LuaReference, on stack: LuaStack, in source: ScenarioSource)
        -> PropertyFunctionSource?
    {
        var info = lua_Debug()
        function.push(on: stack)
        guard lua_getinfo(stack.raw, ">S", &info) != 0, let chunk = info.source,
            String(cString: chunk) == source.chunkName
        else { return nil }
        return PropertyFunctionSource(
            LuaTokens(source.bytes), firstLine: Int(info.linedefined), lastLine: Int(info.lastlinedefined))
    }

    /// Each drawn value's call, by position: the calls on each line that drew, in order, when
    /// their number and generators agree with the values drawn there; nil when any line does not.
    private static func match(_ drawn: [DrawnValue], to sites: [PropertyFunctionSource.Site])
        -> [Int: PropertyFunctionSource.Site]?
    {
        var matched: [Int: PropertyFunctionSource.Site] = [:]
        for line in Set(drawn.map(\.call.line)) {
            let values = drawn.filter { $0.call.line == line }
            let calls = sites.filter { $0.line == line }
            guard values.count == calls.count, zip(values, calls).allSatisfy({ $0.call.generator == $1.generator })
            else { return nil }
            for (value, call) in zip(values, calls) { matched[value.position] = call }
        }
        return matched
    }

    /// The body with each call replaced by its value (or `nil`, for a call no value came from).
    private static func rewrite(
        _ found: PropertyFunctionSource, drawn: [DrawnValue], matched: [Int: PropertyFunctionSource.Site]
    ) -> String? {
        var replacements: [(range: Range<Int>, text: String)] = []
        let used = Set(matched.values.map(\.range.lowerBound))
        for site in found.sites where !used.contains(site.range.lowerBound) {
            replacements.append((site.range, "nil" + String(repeating: "\n", count: site.lineBreaks)))
        }
        for value in drawn {
            guard let site = matched[value.position], let literal = literal(value, site: site, in: found) else {
                return nil
            }
            replacements.append((site.range, literal + String(repeating: "\n", count: site.lineBreaks)))
        }
        var bytes = Array(found.tokens.bytes[found.body])
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            let start = replacement.range.lowerBound - found.body.lowerBound
            bytes.replaceSubrange(start..<(start + replacement.range.count), with: Array(replacement.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func literal(
        _ value: DrawnValue, site: PropertyFunctionSource.Site, in found: PropertyFunctionSource
    )
        -> String?
    {
        if let literal = value.value.literal { return literal }
        guard let pick = value.call.pick, let list = site.firstArgument else { return nil }
        return "(\(found.tokens.text(list)))[\(pick)]"
    }

    /// `local any = …`: a table whose every field is a function returning the next drawn value.
    private static func standIn(_ found: PropertyFunctionSource, drawn: [DrawnValue]) -> String? {
        let literals = drawn.compactMap(\.value.literal)
        guard literals.count == drawn.count else { return nil }
        let any = found.parameter ?? "any"
        return """
              -- the values the case drew, in order: each call of \(any).… takes the next
              local drawn, taken = \(literals.isEmpty ? "{}" : LuaLiteral.list(literals)), 0
              local \(any) = setmetatable({}, { __index = function() return function() taken = taken + 1 return drawn[taken] end end })
            """
    }

    private static func scenario(_ name: String, body: String, prelude: String?) -> String {
        "scenario(\(LuaLiteral.string(name)), function()" + (prelude.map { "\n" + $0 } ?? "") + body + "end)\n"
    }
}
