import Testing

@testable import MastheadLua

/// `h:apply(steps)`, every header's, in plain scenarios as in properties: each step as the
/// header's own method, a step that cannot happen now skipped and noted (the binding's
/// `refusal`), and bad steps errors at their line.
@Suite struct HeaderStepsApplyTests {
    @Test func stepsRunAsTheHeadersOwnMethodsAndImpossibleOnesAreSkippedAndNoted() throws {
        let outcome = runScenarioBody(
            """
              local h = greeting_header { profile = profile.sample, unread = 3, pinned = true }
              h:apply({ { "tap", "badge" }, { "tap", "bell" }, { "scroll", 72 }, { "tap", "search_field" },
                        { "notify", 2 }, { "advance", 0.5 }, { "settle" }, { "set", { unread = 0 } } })
              expect(h:events()):to_equal({ "on_notifications" })
              expect(h.unread):to_be(0)
              local s = scope_header { title = "T", scopes = scope_header.sample_scopes, chips = {} }
              s:apply({ { "tap", "scope.saved" }, { "scroll_row", "chips", 40 }, { "tap", "chip.unread" } })
              expect(s.scope):to_be("saved")
            """, path: "apply.lua")
        #expect(outcome.failure == nil, "\(outcome.failure?.message ?? "")")
        #expect(
            outcome.steps == [
                "greeting_header{ pinned = true, profile = Maya Lin, unread = 3 }",
                "tap(\"badge\") skipped: not a control", "tap(\"bell\")", "scroll(72)",
                "tap(\"search_field\") skipped: hidden", "notify(2)", "advance(0.5)", "settle()", "set{ unread = 0 }",
                "scope_header{ chips = {}, scopes = { for-you, following, saved }, title = \"T\" }",
                "tap(\"scope.saved\")", "scroll_row(\"chips\") skipped: the chips row is not shown",
                "tap(\"chip.unread\") skipped: absent",
            ], "\(outcome.steps)")
    }

    @Test(arguments: [
        (
            "h:apply({ { \"scrol\", 3 } })",
            "apply: step 1: a greeting header has no step 'scrol' (did you mean 'scroll'?) (steps: scroll, scroll_by, notify, tap, advance, settle, set)"
        ),
        ("h:apply({ 3 })", "apply: step 1 must be a table such as { \"scroll\", 30 } (got 3)"),
        ("h:apply({ { \"element\", \"bell\" } })", "apply: step 1: a greeting header has no step 'element'"),
        ("h:apply(\"scroll\")", "bad argument #1 to 'apply' (a list of steps"),
        ("h:apply({ { \"scroll\", 0 / 0 } })", "bad argument #1 to 'scroll' (a finite number of points expected"),
    ])
    func badStepsAreErrorsAtTheirLine(call: String, message: String) throws {
        let outcome = runScenarioBody(
            "  local h = greeting_header { profile = profile.sample }\n  \(call)", path: "apply.lua")
        let failure = try #require(outcome.failure)
        #expect(failure.message.contains(message), "\(failure.message)")
        #expect(failure.location?.line == 3)
    }
}
