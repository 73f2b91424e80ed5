import Testing

@testable import MastheadLua

/// What the skeleton gives every header: the method-call form in its receiver errors, and one
/// place where headers are registered.
@Suite struct HeaderBindingTests {
    @Test func aMethodCalledWithADotShowsTheColon() {
        for (_, kind, build) in HeaderStepsTests.builders {
            #expect(
                HeaderStepsTests.failure("h.tap(\"x\")", after: build)
                    == "tap is a method: call it as h:tap(...) on a \(kind)")
            #expect(
                HeaderStepsTests.failure("h.text()", after: build)
                    == "text is a method: call it as h:text(...) on a header")
        }
    }

    @Test func everyHeaderIsRegisteredOnceWithItsClass() {
        #expect(HeaderBindings.all.map { $0.name } == ["greeting_header", "scope_header"])
        #expect(HeaderBindings.classes.map(\.name) == ["masthead.greeting_header", "masthead.scope_header"])
        #expect(GreetingHeaderBinding.kind == "greeting header")
    }
}
