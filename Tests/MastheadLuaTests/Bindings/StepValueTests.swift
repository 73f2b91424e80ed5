import Testing

@testable import MastheadLua

/// Steps show builders' values as what they are, not "a table".
@Suite struct StepValueTests {
    @Test func buildersValuesReadAsThemselvesInTheSteps() {
        let outcome = ElementTableNamesTests.run(
            """
            local h = greeting_header { profile = profile.sample, unread = 3, on_search = function() end }
            h:set { profile = { name = "Ana López" } }
            local s = scope_header { title = "R", scopes = scope_header.sample_scopes, chips = scope_header.sample_chips }
            s:set { selected = { "unread", "audio" }, chips = scope_header.sample_chips }
            s:set { selected = {}, chips = { chip { id = "a", title = "A" } } }
            """)
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(
            outcome.steps == [
                "greeting_header{ on_search = a function, profile = Maya Lin, unread = 3 }",
                "set{ profile = { name = \"Ana López\" } }",
                "scope_header{ chips = { unread, saved, long-reads, audio, … 1 more }, scopes = { for-you, following, saved }, title = \"R\" }",
                "set{ chips = { unread, saved, long-reads, audio, … 1 more }, selected = { \"unread\", \"audio\" } }",
                "set{ chips = { a }, selected = {} }",
            ])
    }

    @Test func deepTablesStopAndOtherValuesAreAsBefore() {
        let outcome = ElementTableNamesTests.run(
            """
            local h = greeting_header { profile = profile.sample }
            h:set { status_data = { a = { b = { c = 1 } } }, status = "Offline", collapse = 0.5 }
            """)
        #expect(outcome.steps.last == "set{ collapse = 0.5, status = \"Offline\", status_data = { a = { b = {…} } } }")
    }

    @Test func aRecordOfManyFieldsShowsTheFirstFourByNameOnEveryRun() {
        var shown: Set<[String]> = []
        for _ in 0..<8 {
            let outcome = ElementTableNamesTests.run(
                """
                local h = greeting_header { profile = profile.sample }
                local data = {}
                for i = 1, 300 do data["f" .. i] = i end
                h:set { status_data = data }
                """)
            shown.insert(outcome.steps)
        }
        #expect(shown.count == 1)
        #expect(shown.first?.last == "set{ status_data = { f1 = 1, f10 = 10, f100 = 100, f101 = 101 } }")
    }
}
