import Testing

@testable import MastheadLua

/// An unknown option that the API knows elsewhere says where it belongs; a plain typo keeps its
/// "did you mean".
@Suite struct HeaderFieldNotesTests {
    static func message(_ body: String) -> String? {
        runScenarioBody(body, path: "Scenarios/fields.lua").failure?.message
    }

    @Test func aProfileGivenForTheOptionsSaysToPutItInItsField() throws {
        let message = try #require(Self.message("greeting_header(profile.sample)"))
        #expect(
            message.hasSuffix(
                "greeting_header: unknown field 'greeting_name' (greeting_name is a field of a profile, not an option: "
                    + "greeting_header takes a table of options, greeting_header { profile = ... })"))
    }

    @Test func anotherHeadersOptionIsNamedAsTheirs() throws {
        let onGreeting = try #require(
            Self.message("local h = greeting_header { profile = profile.sample }\nh:set { chips = {} }"))
        #expect(
            onGreeting.hasSuffix(
                "set: unknown field 'chips' (chips is an option of scope_header, not of greeting_header)"))
        let onScope = try #require(Self.message("scope_header { unread = 3 }"))
        #expect(
            onScope.hasSuffix(
                "scope_header: unknown field 'unread' (unread is an option of greeting_header, not of scope_header)"))
    }

    @Test func aTypoStillGetsTheNearestOption() throws {
        let message = try #require(Self.message("greeting_header { profile = profile.sample, pinnned = true }"))
        #expect(message.hasSuffix("greeting_header: unknown field 'pinnned' (did you mean 'pinned'?)"))
    }
}
