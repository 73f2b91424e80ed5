import Testing

@testable import MastheadLua

/// A profile table reads back its fields and the initials made from its name, and a table read
/// back (or copied field by field) can be passed on; initials that do not match the name are refused.
@Suite struct ProfileTableTests {
    @Test func initialsComeFromTheName() {
        let outcome = GreetingBindingTests.run(
            """
            expect(profile.sample.initials):to_be("ML")
            expect(profile { name = "Ana María López" }.initials):to_be("AL")
            expect(profile { name = "Cher" }.initials):to_be("C")
            local h = greeting_header { profile = profile { name = "Ana María López" } }
            expect(h.profile.initials):to_be("AL")
            expect(h:element("avatar").text):to_be(h.profile.initials)
            """)
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.assertions == 5)
    }

    @Test func aProfileReadBackOrCopiedCanBePassedOn() {
        let outcome = GreetingBindingTests.run(
            """
            local copy = {}
            for k, v in pairs(profile.sample) do copy[k] = v end
            local h = greeting_header { profile = copy }
            expect(greeting_header { profile = h.profile }.profile):to_equal(profile.sample)
            """)
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
    }

    @Test func initialsThatDoNotMatchTheNameAreRefused() throws {
        let outcome = GreetingBindingTests.run(#"local p = profile { name = "Maya Lin", initials = "XY" }"#)
        let failure = try #require(outcome.failure)
        #expect(failure.location?.line == 2)
        #expect(
            failure.message.hasSuffix(
                #"profile: field 'initials' comes from the name ("ML" for "Maya Lin"), got "XY"; leave it out"#))
    }
}
