import Testing

@testable import MastheadLua

/// The prelude's matchers as a newcomer meets them: a misspelt matcher, a matcher or `never` called
/// the wrong way, `to_be` on tables, and numbers written as Lua writes them.
@Suite struct PreludeTests {
    static func run(_ body: String) -> ScenarioOutcome {
        let text = "scenario(\"s\", function()\n" + body + "\nend)\n"
        return ScenarioFile.run(
            ScenarioSource(path: "Scenarios/prelude.lua", text: text), scenario: "s", services: ScenarioServices())
    }

    @Test func aMisspeltMatcherIsNamedWithTheNearestOneAtItsLine() throws {
        let failure = try #require(Self.run("local x = 1\nexpect(3):to_equals(3)").failure)
        #expect(failure.kind == .error)
        #expect(failure.location?.line == 3)
        #expect(
            failure.message
                == "expect(v) has no matcher 'to_equals' (did you mean 'to_equal'?) (matchers: "
                + "never, to_be, to_be_falsy, to_be_near, to_be_nil, to_be_truthy, to_contain, to_equal, to_match, "
                + "to_match_snapshot)")
    }

    @Test func neverCalledAsAMethodSaysHowToWriteIt() throws {
        let failure = try #require(Self.run("expect(3):never():to_be(4)").failure)
        #expect(failure.location?.line == 2)
        #expect(
            failure.message.hasSuffix(
                "'never' is not a method: write expect(v).never:to_be(x), with a dot and no brackets"))
        #expect(Self.run("expect(3).never:to_be(4)\nexpect(nil).never:to_be(1)").failure == nil)
    }

    @Test func aMatcherCalledWithADotSaysToUseAColonAtItsLine() throws {
        let failure = try #require(Self.run("local x = 1\nexpect(3).to_be(3)").failure)
        #expect(failure.location?.line == 3)
        #expect(failure.message.hasSuffix("to_be is a matcher: call it as expect(v):to_be(...), with a colon"))
        let negated = try #require(Self.run("expect(3).never.to_equal(4)").failure)
        #expect(negated.message.hasSuffix("to_equal is a matcher: call it as expect(v):to_equal(...), with a colon"))
    }

    @Test func toBeOnTablesSaysItComparesIdentity() throws {
        let same = try #require(Self.run(#"expect({ "unread" }):to_be({ "unread" })"#).failure)
        #expect(same.kind == .assertion)
        #expect(
            same.message
                == #"expected { "unread" }, got { "unread" } (a different table with the same contents: to_be compares identity, the same table; to_equal compares contents)"#
        )
        let other = try #require(Self.run(#"expect({ "unread" }):to_be({ "read" })"#).failure)
        #expect(other.message.hasSuffix("(to_be compares identity, the same table; to_equal compares contents)"))
        let strings = try #require(Self.run(#"expect("a"):to_be("b")"#).failure)
        #expect(strings.message == #"expected "b", got "a""#)
    }

    @Test func numbersPrintAsLuaPrintsThem() throws {
        let whole = try #require(Self.run("expect(1e14):to_be(2)").failure)
        #expect(whole.message == "expected 2, got 1e+14")
        let close = try #require(Self.run("expect(0.1 + 0.2):to_be(0.3)").failure)
        #expect(close.message == "expected 0.3, got 0.30000000000000004")
        let float = try #require(Self.run("expect(0.0):to_be(0.5)").failure)
        #expect(float.message == "expected 0.5, got 0.0")
    }

    @Test func aCollapseReadsAsItIsWritten() throws {
        let failure = try #require(
            Self.run(
                """
                local h = greeting_header { profile = profile.sample, pinned = true }
                expect(math.type(h.collapse)):to_be("integer")
                h:scroll(36)
                expect(h.collapse):to_be(0.5)
                h:scroll(0)
                expect(h.collapse):to_be(0.25)
                """
            ).failure)
        #expect(failure.message == "expected 0.25, got 0")
    }
}
