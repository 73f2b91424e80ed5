import MastheadCore
import Testing

@testable import MastheadLua

/// A misspelt element id or element field fails at its line with the nearest names; an element
/// the header could have but does not draw now, and a field it does not draw, stay nil.
@Suite struct ElementTableNamesTests {
    static func run(_ body: String) -> ScenarioOutcome {
        let text = "scenario(\"s\", function()\n" + body + "\nend)\n"
        return ScenarioFile.run(
            ScenarioSource(path: "Scenarios/names.lua", text: text), scenario: "s", services: ScenarioServices())
    }

    static let scope =
        "scope_header { title = \"R\", scopes = scope_header.sample_scopes, chips = scope_header.sample_chips }"

    @Test func anIDNoGreetingHeaderHasRaisesWithTheNearestID() throws {
        let outcome = Self.run(
            """
            local h = greeting_header { profile = profile.sample }
            local badge = h:element("badg")
            """)
        let failure = try #require(outcome.failure)
        #expect(failure.kind == .error)
        #expect(failure.location?.line == 3)
        #expect(failure.message.contains("a greeting header has no element \"badg\" (did you mean 'badge'?)"))
        #expect(failure.message.contains("its ids: date_line, bell, badge"))
    }

    @Test func anIDOfTheVocabularyThatIsAbsentNowIsNil() {
        let outcome = Self.run(
            """
            local h = greeting_header { profile = profile.sample, unread = 0 }
            expect(h:element("badge")):to_be_nil()
            expect(h:element("placeholder.avatar")):to_be_nil()
            local s = \(Self.scope)
            expect(s:element("chip.not-a-chip")):to_be_nil()
            expect(s:element("placeholder.chip.3")):to_be_nil()
            expect(s:element("scope_count.saved")):to_be_nil()
            """)
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.assertions == 5)
    }

    @Test func aScopeHeaderSuggestsAmongItsDrawnIDs() throws {
        let outcome = Self.run("local s = \(Self.scope)\nlocal chip = s:element(\"chips.unread\")")
        let message = try #require(outcome.failure?.message)
        #expect(message.contains("a scope header has no element \"chips.unread\" (did you mean 'chip.unread'?)"))
        #expect(message.contains("chip.<id>, placeholder.chip.<n>"))
    }

    @Test func anUnknownElementFieldRaisesWithTheNearestFields() throws {
        let outcome = Self.run(
            """
            local h = greeting_header { profile = profile.sample, unread = 3 }
            local text = h:element("badge").txt
            """)
        let failure = try #require(outcome.failure)
        #expect(failure.location?.line == 3)
        #expect(
            failure.message.hasSuffix(
                "element \"badge\" has no field 'txt' (did you mean 'text' or 'hit'?) (fields: "
                    + ElementTable.fields.joined(separator: ", ") + ")"))
    }

    @Test func framesAndFontsKnowTheirFieldsToo() throws {
        let frame = Self.run(
            "local h = greeting_header { profile = profile.sample }\nlocal w = h:element(\"bell\").frame.w")
        #expect(
            frame.failure?.message.hasSuffix(
                "a frame has no field 'w' (fields: x, y, width, height)") == true, "no letter kept: no suggestion")
        let font = Self.run(
            "local h = greeting_header { profile = profile.sample }\nlocal w = h:element(\"greeting\").font.wieght")
        #expect(font.failure?.message.contains("a font has no field 'wieght' (did you mean 'weight'?)") == true)
    }

    @Test func aKnownFieldThatIsNotDrawnIsNilAndTablesStillCompare() {
        let outcome = Self.run(
            """
            local h = greeting_header { profile = profile.sample, unread = 3 }
            local bell = h:element("bell")
            expect(bell.ring):to_be_nil()
            expect(bell.motion):to_be_nil()
            expect(bell.text):to_be_nil()
            expect(bell[1]):to_be_nil()
            expect(bell.frame):to_equal({ x = 289.125, y = 4, width = 36, height = 36 })
            expect(bell).never:to_equal({ id = "bell" })
            expect(h:element("bell")):to_equal(bell)
            """)
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.assertions == 7)
    }

    @Test func theMetatableIsLockedAndSharedByNoScript() throws {
        let outcome = Self.run(
            """
            local h = greeting_header { profile = profile.sample }
            expect(getmetatable(h:element("bell"))):to_be("locked")
            setmetatable(h:element("bell"), nil)
            """)
        let message = try #require(outcome.failure?.message)
        #expect(message.contains("cannot change a protected metatable"))
    }

    @Test func everyIDEveryHeaderDrawsIsInItsVocabulary() {
        let outcome = Self.run(
            """
            local headers = {
              greeting_header { profile = profile.sample, unread = 3, pinned = true },
              greeting_header { },
              \(Self.scope),
              scope_header { title = "R", scopes = scope_header.sample_scopes },
            }
            for _, h in ipairs(headers) do
              for _, e in ipairs(h:elements()) do expect(h:element(e.id).id):to_be(e.id) end
            end
            """)
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.assertions > 40)
    }
}
