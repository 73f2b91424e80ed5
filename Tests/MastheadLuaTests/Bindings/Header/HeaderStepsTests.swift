import Testing

@testable import MastheadLua

/// The steps every header takes, and the arguments they check: both headers say the same things
/// in the same words, each under its own name.
@Suite struct HeaderStepsTests {
    /// The two builders, as a scenario calls them.
    static let builders = [
        ("greeting_header", "greeting header", "greeting_header { profile = profile.sample, pinned = true }"),
        ("scope_header", "scope header", "scope_header { title = \"Reading\" }"),
    ]

    static func failure(_ line: String, after build: String) -> String? {
        runScenarioBody("local h = \(build)\n\(line)", path: "t.lua").failure?.message
    }

    @Test func theCommonStepsAreLoggedAlike() {
        for (name, _, build) in Self.builders {
            let outcome = runScenarioBody(
                "local h = \(build)\nh:set { width = 375 }\nh:set {}\nh:scroll(40)\nh:scroll_by(-5)\nh:settle()",
                path: "t.lua")
            #expect(outcome.failure == nil, "\(outcome.failure?.message ?? "")")
            #expect(outcome.steps.first?.hasPrefix(name + "{ ") == true, "\(outcome.steps)")
            #expect(
                Array(outcome.steps.dropFirst()) == [
                    "set{ width = 375 }", "set{}", "scroll(40)", "scroll_by(-5)", "settle()",
                ])
        }
    }

    @Test func argumentsAreDescribedByTheirValue() {
        for (_, _, build) in Self.builders {
            #expect(
                Self.failure("h:scroll(\"far\")", after: build)
                    == "bad argument #1 to 'scroll' (a finite number of points expected, got \"far\")")
            #expect(
                Self.failure("h:scroll_by(1/0)", after: build)
                    == "bad argument #1 to 'scroll_by' (a finite number of points expected, got inf)")
            #expect(
                Self.failure("h:tap(42)", after: build) == "bad argument #1 to 'tap' (an element id expected, got 42)")
            #expect(Self.failure("h:set(42)", after: build) == "set expects a table of fields, got 42")
            #expect(
                Self.failure("h:element(true)", after: build)
                    == "bad argument #1 to 'element' (an element id expected, got true)")
        }
    }

    @Test func aStepThatFailsIsTheLastStepLogged() {
        for (_, _, build) in Self.builders {
            let outcome = runScenarioBody("local h = \(build)\nh:set { colour = \"red\" }", path: "t.lua")
            #expect(outcome.steps.last == "set{ colour = \"red\" }")
            #expect(outcome.failure?.message.hasPrefix("set: unknown field 'colour'") == true)
        }
    }
}
