import Testing

@testable import MastheadLua

/// The names messages begin with, put together only when a message is written, read as before.
@Suite struct MessageNameTests {
    @Test func eachKindReadsAsItsMessagesNameIt() {
        #expect(MessageName("chip").text == "chip")
        #expect(MessageName.item(2, of: "scopes", in: "scope_header").text == "scope_header: scopes[2]")
        #expect(MessageName.field("profile", of: "greeting_header").text == "greeting_header.profile")
    }

    /// A wrong item of a list and a wrong field of an item are named by the list and position.
    @Test(arguments: [
        (
            #"scope_header { title = "R", scopes = { scope { id = "a", title = "A" }, 42 } }"#,
            "scope_header: scopes[2] must be a table (got 42)"
        ),
        (
            #"scope_header { title = "R", chips = { { id = "a", title = "A" }, { id = "b" } } }"#,
            "scope_header: chips[2]: field 'title' is required (a non-empty string)"
        ),
        (
            #"greeting_header { profile = { name = "Maya Lin", photo = "loaded" } }"#,
            #"greeting_header.profile: field 'photo' is "loaded" but there is no avatar_url to load it from"#
        ),
    ])
    func listItemsAndTableFieldsAreNamedInTheirMessages(body: String, message: String) {
        let text = "scenario(\"t\", function()\n" + body + "\nend)\n"
        let outcome = ScenarioFile.run(
            ScenarioSource(path: "t.lua", text: text), scenario: "t", services: ScenarioServices())
        #expect(outcome.failure?.message.contains(message) == true, "\(outcome.failure?.message ?? "passed")")
    }
}
