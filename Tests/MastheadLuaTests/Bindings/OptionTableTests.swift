import Testing

@testable import MastheadLua

/// A builder's options are read strictly, and a table with several strangers names the same one
/// on every run: the first by name, not the first `next` happens to visit.
@Suite struct OptionTableTests {
    private func error(reading source: String, fields: [String] = ["title", "width"]) throws -> String? {
        let lua = try LuaState()
        try lua.stack.load("return " + source, chunkName: "=t")
        try lua.stack.call(arguments: 0, results: 1)
        defer { lua.stack.pop() }
        do {
            _ = try OptionTable(lua.stack, at: -1, function: "set", fields: fields)
            return nil
        } catch let error as LuaScriptError {
            return error.message
        }
    }

    private static let strangers =
        "(function() local t = { title = 'x' } for i = 1, 500 do t['k' .. i] = i end return t end)()"

    @Test func severalUnknownFieldsNameTheFirstByNameInEveryState() throws {
        var messages: Set<String?> = []
        for _ in 0..<10 { messages.insert(try error(reading: Self.strangers)) }
        #expect(messages == ["set: unknown field 'k1'"])
    }

    @Test func anEntryWithoutANameIsNamedByItsKey() throws {
        #expect(try error(reading: "{ title = 'x', [2] = true }") == "set: unexpected entry [2] (fields have names)")
    }

    @Test func aMisspeltFieldGetsASuggestion() throws {
        #expect(try error(reading: "{ titel = 'x' }") == "set: unknown field 'titel' (did you mean 'title'?)")
    }

    /// A string field reads as the walk found it, and one too long or empty is refused as it was
    /// before the walk kept texts.
    @Test func stringFieldsReadTheirTextOrTheirError() throws {
        let lua = try LuaState()
        try lua.stack.load(
            "return { title = 'Reading', width = 'wide', subtitle = '', long = string.rep('x', 70000), count = 3 }",
            chunkName: "=t")
        try lua.stack.call(arguments: 0, results: 1)
        defer { lua.stack.pop() }
        let options = try OptionTable(
            lua.stack, at: -1, function: "set", fields: ["title", "width", "subtitle", "long", "count"])
        #expect(try options.string("title") == "Reading")
        #expect(try options.requiredString("width") == "wide")
        #expect(try options.string("subtitle") == "")
        #expect(try options.string("missing") == nil)
        #expect(
            Self.message { try options.string("subtitle", nonEmpty: true) }
                == "set: field 'subtitle' must be a non-empty string (got \"\")")
        #expect(
            Self.message { try options.string("long") }
                == "set: field 'long' is too long (70000 bytes; at most 65536)")
        #expect(Self.message { try options.string("count") } == "set: field 'count' must be a string (got 3)")
    }

    private static func message(_ body: () throws -> String?) -> String? {
        do {
            _ = try body()
            return nil
        } catch let error as LuaScriptError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func knownFieldsAreRead() throws {
        #expect(try error(reading: "{ title = 'x', width = 375 }") == nil)
    }

    @Test func aListWithStrayKeysNamesTheFirstByNameInEveryState() throws {
        var messages: Set<String> = []
        for _ in 0..<10 {
            let lua = try LuaState()
            try lua.stack.load("return { 'a', 'b', zeta = 1, alpha = 2, [7] = 3 }", chunkName: "=t")
            try lua.stack.call(arguments: 0, results: 1)
            do {
                try OptionTable.checkList(lua.stack, at: -1, count: 2, "set: field 'selected'")
            } catch let error as LuaScriptError {
                messages.insert(error.message)
            }
        }
        #expect(messages == ["set: field 'selected' must be a list (found key [7])"])
    }
}
