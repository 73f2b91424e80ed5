import Testing

@testable import MastheadLua

@Suite("PropertyFunctionSource")
struct PropertyFunctionSourceTests {
    static let file = """
        local function helper() return 1 end
        property("p", { runs = 5 }, function(any)
          local h = greeting_header { unread = any.integer(0, 5000), text_size = any.text_size() }
          local width = any.width()
          local a, b = any.boolean(), any.boolean()
          if false then
            local _ = any.text{ max = 3 }
          end
          local f = any.one_of({ helper, function() return any.integer(1, 2) end },
                               "pick")
          h:set { width = width }
        end)
        """

    @Test func itFindsTheParameterTheBodyAndEveryCall() throws {
        let tokens = LuaTokens(Array(Self.file.utf8))
        let found = try #require(PropertyFunctionSource(tokens, firstLine: 2, lastLine: 12))
        #expect(found.parameter == "any")
        #expect(tokens.text(found.body).hasPrefix("\n  local h = greeting_header"))
        #expect(tokens.text(found.body).hasSuffix("h:set { width = width }\n"))
        #expect(
            found.sites.map(\.generator) == ["integer", "text_size", "width", "boolean", "boolean", "text", "one_of"])
        #expect(found.sites.map(\.line) == [3, 3, 4, 5, 5, 7, 9])
        #expect(found.sites.map(\.assignedTo) == ["unread", "text_size", "width", nil, nil, nil, "f"])
        #expect(found.sites.last?.lineBreaks == 1)
        #expect(
            found.sites.last.flatMap { $0.firstArgument.map(tokens.text) }
                == "{ helper, function() return any.integer(1, 2) end }")
        #expect(tokens.text(found.sites[5].range) == "any.text{ max = 3 }")
    }

    @Test func aFunctionThatDoesNotSpanTheLinesIsNotFound() {
        #expect(PropertyFunctionSource(LuaTokens(Array(Self.file.utf8)), firstLine: 2, lastLine: 11) == nil)
        #expect(PropertyFunctionSource(LuaTokens(Array(Self.file.utf8)), firstLine: 1, lastLine: 1)?.parameter == nil)
    }
}
