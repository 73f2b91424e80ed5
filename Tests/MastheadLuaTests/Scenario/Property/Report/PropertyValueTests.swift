import Testing

@testable import MastheadLua

@Suite("PropertyValue")
struct PropertyValueTests {
    @Test func literalsAreLuaSource() {
        #expect(
            PropertyValue.list([.integer(1), .float(2), .text("a\n"), .boolean(false)]).literal
                == "{ 1, 2.0, \"a\\n\", false }")
        #expect(
            PropertyValue.built(.profile, PropertyValue.fields(["name": .text("Maya"), "photo": nil])).literal
                == "profile { name = \"Maya\" }")
        #expect(
            PropertyValue.record([
                .init(key: .name("long-reads"), value: .integer(2)), .init(key: .index(5), value: .null),
            ])
            .literal == "{ [\"long-reads\"] = 2, [5] = nil }")
        #expect(PropertyValue.list([]).literal == "{}")
        #expect(PropertyValue.list([.opaque("a function")]).literal == nil)
        #expect(PropertyValue.integer(.min).literal == "math.mininteger")
    }

    /// Values a script made read back as they are: lists, records in key order, and what cannot be
    /// written out described.
    @Test func valuesReadBackFromLua() throws {
        let lua = try LuaState()
        lua.arm(.scenarioDefault)
        try lua.stack.load(
            "return { 1, 2.5, 'x', true }, { b = 1, a = { 2 }, [3] = 'c' }, print, {}, { [1.5] = 1 }, { 1, nil, 3 }",
            chunkName: "=values")
        try lua.stack.call(arguments: 0, results: 6)
        let read = (1...6).map { PropertyValue.read(lua.stack, at: Int32($0)).described }
        #expect(
            read == [
                "{ 1, 2.5, \"x\", true }", "{ a = { 2 }, b = 1, [3] = \"c\" }", "a function", "{}",
                "a table with a key that cannot be written out", "{ [1] = 1, [3] = 3 }",
            ])
    }

    @Test func aDeepOrLoopingTableIsDescribedNotWritten() throws {
        let lua = try LuaState()
        lua.arm(.scenarioDefault)
        try lua.stack.load("local t = {}; t.self = t; return t", chunkName: "=loop")
        try lua.stack.call(arguments: 0, results: 1)
        #expect(PropertyValue.read(lua.stack, at: 1).described == "a table holding a value that cannot be written out")
    }
}
