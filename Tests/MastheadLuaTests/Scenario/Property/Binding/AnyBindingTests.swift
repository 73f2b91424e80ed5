import Testing

@testable import MastheadLua

/// The generators as a property's function calls them: arguments, names, errors.
@Suite("AnyBinding")
struct AnyBindingTests {
    static func property(_ body: String, runs: Int = 1) -> ScenarioOutcome {
        PropertyRunnerTests.run("property(\"p\", { runs = \(runs) }, function(any)\n\(body)\nend)", "p")
    }

    @Test func eachGeneratorDrawsItsKind() throws {
        let outcome = Self.property(
            """
            local n, x, b = any.integer(-5, 5), any.number(0, 1), any.boolean()
            local pick, text = any.one_of({ "a", "b", "c" }), any.text{ max = 8 }
            local list = any.list(function(a) return a.integer(0, 3) end, 1, 4)
            expect(math.type(n)):to_be("integer")
            expect(n >= -5 and n <= 5):to_be(true)
            expect(math.type(x)):to_be("float")
            expect(type(b)):to_be("boolean")
            expect({ "a", "b", "c" }):to_contain(pick)
            expect(#text <= 8):to_be(true)
            expect(#list >= 1 and #list <= 4):to_be(true)
            """, runs: 50)
        #expect(outcome.passed, "\(outcome.failure?.message ?? "")")
        #expect(outcome.property?.passedRuns == 50)
    }

    /// A name given as the last argument (or a text's `name` field) names the value in the report.
    @Test func namesAndCallsAreReported() throws {
        let outcome = Self.property(
            """
            local n = any.integer(0, 9, "count")
            local t = any.text{ max = 3, name = "label" }
            local s = any:one_of({ "x", "y" })
            error("always")
            """)
        let drawn = try #require(outcome.property?.drawn)
        #expect(drawn.map(\.name) == ["count", "label", "s"])
        #expect(
            drawn.map(\.call) == [
                "any.integer(0, 9)", "any.text{ max = 3, name = \"label\" }", "any.one_of({ \"x\", \"y\" })",
            ])
        #expect(drawn.map(\.value) == ["0", "\"\"", "\"x\""])
    }

    @Test(arguments: [
        ("any.integer(5, 1)", "any.integer: lo (5) is greater than hi (1)"),
        ("any.integer(0.5, 1)", "bad argument #1 to 'any.integer' (an integer (lo) expected, got 0.5)"),
        ("any.number(0, 1/0)", "bad argument #2 to 'any.number' (a finite number (hi) expected, got inf)"),
        ("any.one_of({})", "bad argument #1 to 'any.one_of' (a list with at least one item expected, got a table)"),
        ("any.text{ max = 20000 }", "any.text: max must be at most 10000 (got 20000)"),
        (
            "any.text{ alphabet = \"emoji\" }",
            "any.text: field 'alphabet' must be one of \"ascii\", \"unicode\" (got \"emoji\")"
        ),
        ("any.list(3)", "bad argument #1 to 'any.list' (a function that draws one item expected, got 3)"),
        (
            "any.list(function(a) return 1 end, -10)",
            "bad argument #2 to 'any.list' (a count from 0 (min) expected, got -10)"
        ),
        ("any.steps(\"greeting\", -1)", "bad argument #2 to 'any.steps' (a count from 0 (min) expected, got -1)"),
        (
            "any.steps(\"greting\")",
            "any.steps: the kind of header must be \"greeting\" or \"scope\" (got \"greting\") (did you mean 'greeting'?)"
        ),
        ("any.integr(0, 1)", "any has no generator 'integr' (did you mean 'integer'?)"),
        ("any.integer = nil", "any is read-only: its field 'integer' cannot be set"),
    ])
    func misuseIsAnErrorAtItsLine(call: String, message: String) throws {
        let outcome = Self.property("local _ = 1\n\(call)")
        let failure = try #require(outcome.failure)
        #expect(failure.message.hasPrefix(message), "\(failure.message)")
        #expect(failure.location?.line == 3)
    }

    @Test func generatorsDrawOnlyInsideAProperty() throws {
        let outcome = ScenarioFile.run(
            ScenarioSource(
                path: "stray.lua",
                text: """
                    local kept
                    property("keeps any", { runs = 1 }, function(any) kept = any end)
                    scenario("uses it", function() kept.integer(0, 1) end)
                    """), scenario: "uses it", services: ScenarioServices())
        #expect(outcome.failure?.message.contains("attempt to index a nil value (upvalue 'kept')") == true)
        let stray = PropertyRunnerTests.run(
            """
            local saved
            property("p", { runs = 2 }, function(any)
              if saved then saved.integer(0, 1) end
              saved = any
            end)
            """, "p")
        #expect(stray.passed, "an earlier run's any draws for the run that calls it")
    }

    @Test func oneOfPicksAnyValueAndTheReplayPicksItTheSameWay() throws {
        let outcome = PropertyRunnerTests.run(
            """
            property("picks", function(any)
              local f = any.one_of({ function() return 1 end, function() return 2 end })
              expect(f()):to_be(1)
            end)
            """, "picks")
        let report = try #require(outcome.property)
        #expect(report.drawn.first?.value == "a function")
        #expect(report.replay?.contains("local f = ({ function() return 1 end, function() return 2 end })[2]") == true)
        #expect(report.replayNote == "checked: run on its own, it fails the same way")
    }
}
