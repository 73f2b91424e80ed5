import Testing

@testable import MastheadLua

/// The headers' own generators draw only what the builders accept, favour the edges, and shrink
/// to the simplest values.
@Suite("Domain draws")
struct DomainDrawTests {
    /// 300 runs building headers from every domain generator, each value passed through its
    /// builder again: none is refused.
    @Test func everyDrawnValueIsAcceptedByItsBuilder() throws {
        let outcome = PropertyRunnerTests.run(
            """
            property("valid", { runs = 300 }, function(any)
              local p = any.profile()
              profile { name = p.name, greeting_name = p.greeting_name, avatar_url = p.avatar_url, photo = p.photo }
              local scopes, chips = any.scopes(), any.chips()
              for _, s in ipairs(scopes) do scope { id = s.id, title = s.title, count = s.count } end
              for _, c in ipairs(chips) do chip { id = c.id, title = c.title, symbol = c.symbol } end
              local environment = { text_size = any.text_size(), width = any.width(), theme = any.theme(),
                                    appearance = any.appearance() }
              local g = greeting_header { profile = p, text_size = environment.text_size, width = environment.width,
                                          theme = environment.theme, appearance = environment.appearance }
              g:apply(any.steps("greeting", 0, 20))
              local s = scope_header { title = "T", scopes = scopes, chips = chips, width = environment.width,
                                       text_size = environment.text_size }
              s:apply(any.steps("scope", 0, 20))
            end)
            """, "valid")
        #expect(outcome.passed, "\(outcome.failure?.message ?? "")")
    }

    /// Over many draws the edges come up: AX5, the narrowest width, one-letter and 60-letter names,
    /// no chips and ten chips, 99 and 100 notifications. (Drawn in one run: no run sees what an
    /// earlier one kept, so the run that draws them checks them.)
    @Test func theEdgesComeUp() throws {
        let outcome = PropertyRunnerTests.run(
            """
            property("edges", { runs = 1 }, function(any)
              local seen = {}
              for _ = 1, 400 do
                local p, size, width = any.profile(), any.text_size(), any.width()
                seen["size " .. size] = true
                seen["width " .. width] = true
                seen["name " .. utf8.len(p.name)] = true
              end
              for _ = 1, 100 do
                seen["chips " .. #any.chips()] = true
                for _, step in ipairs(any.steps("greeting", 20, 20)) do
                  if step[1] == "notify" then seen["notify " .. step[2]] = true end
                end
              end
              local missing = {}
              for _, key in ipairs({ "size AX5", "size xS", "width 320", "width 393", "name 1", "name 60", "chips 0",
                                     "chips 10", "notify 99", "notify 100" }) do
                if not seen[key] then missing[#missing + 1] = key end
              end
              expect(table.concat(missing, ",")):to_be("")
            end)
            """, "edges")
        #expect(outcome.property?.passedRuns == 1, "never seen: \(outcome.failure?.message ?? "")")
    }

    @Test func theyShrinkToTheSimplestValues() throws {
        let outcome = PropertyRunnerTests.run(
            """
            property("shrinks", function(any)
              local p, scopes, chips = any.profile(), any.scopes(), any.chips()
              local size, theme, appearance, width = any.text_size(), any.theme(), any.appearance(), any.width()
              error("always")
            end)
            """, "shrinks")
        #expect(
            outcome.property?.drawn.map(\.value) == [
                "profile { name = \"A\" }", "{}", "{}", "\"xS\"", "\"default\"", "\"light\"", "320",
            ])
    }
}
