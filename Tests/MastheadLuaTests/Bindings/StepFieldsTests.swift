import Testing

@testable import MastheadLua

/// How a step shows its option table: sorted by name, long strings cut, and only the fields the
/// step can hold looked at closely.
@Suite struct StepFieldsTests {
    static func steps(_ body: String) -> [String] {
        let source = ScenarioSource(path: "steps.lua", text: "scenario(\"s\", function()\n\(body)\nend)")
        let outcome = ScenarioFile.run(source, scenario: "s", services: ScenarioServices())
        #expect(outcome.failure == nil || outcome.failure?.message.contains("unknown field") == true)
        return outcome.steps
    }

    @Test func fieldsAreSortedByName() {
        let steps = Self.steps(
            """
            local h = greeting_header { unread = 2, profile = profile.sample, status = "Hi" }
            h:set { status = "Bye", unread = 0 }
            local s = scope_header { title = "Reading", scopes = scope_header.sample_scopes }
            s:set { width = 375, title = "Saved" }
            """)
        #expect(steps.first == "greeting_header{ profile = Maya Lin, status = \"Hi\", unread = 2 }")
        #expect(steps.contains("set{ status = \"Bye\", unread = 0 }"))
        #expect(steps.contains("set{ title = \"Saved\", width = 375 }"))
    }

    @Test func aLongStringShowsItsFirstFortyCharacters() {
        let steps = Self.steps(
            """
            local s = scope_header { title = "Reading", scopes = scope_header.sample_scopes }
            s:set { title = ("é"):rep(50) }
            s:set { title = ("a"):rep(40) }
            """)
        #expect(steps.contains("set{ title = \"\(String(repeating: "é", count: 40))…\" }"))
        #expect(steps.contains("set{ title = \"\(String(repeating: "a", count: 40))\" }"))
    }

    @Test func aTableOfThousandsOfFieldsShowsTheFirstByName() throws {
        let steps = Self.steps(
            """
            local s = scope_header { title = "Reading", scopes = scope_header.sample_scopes }
            local fields = {}
            for i = 1, 5000 do fields[string.format("k%05d", i)] = i end
            s:set(fields)
            """)
        let step = try #require(steps.last)
        #expect(step.hasPrefix("set{ k00001 = 1, k00002 = 2, k00003 = 3, "), "\(step)")
        #expect(step.hasSuffix("…"))
    }
}
