import Testing

@testable import MastheadLua

/// The recording behind a trace page: a step per call with its line and virtual times, the header
/// after each, frames every 1/60 s while something moves, the film cut where the next change
/// begins, and nothing at all when the run does not trace.
@Suite struct TraceRecorderTests {
    static func trace(_ body: String, tracing: Bool = true) -> ScenarioOutcome {
        var services = ScenarioServices()
        services.tracing = tracing
        let text = "scenario(\"t\", function()\n" + body + "\nend)\n"
        return ScenarioFile.run(ScenarioSource(path: "t.lua", text: text), scenario: "t", services: services)
    }

    @Test func eachStepHasItsCallLineTimesAndPictures() throws {
        let outcome = Self.trace(
            """
              local h = greeting_header { profile = profile.sample, unread = 3 }
              h:notify(2)
              h:advance(0.25)
              h:tap("bell")
            """)
        #expect(outcome.passed, "\(outcome.failure?.message ?? "")")
        let trace = try #require(outcome.trace)
        #expect(
            trace.steps.map(\.call) == [
                "greeting_header{ profile = Maya Lin, unread = 3 }", "notify(2)", "advance(0.25)", "tap(\"bell\")",
            ])
        #expect(trace.steps.map(\.line) == [2, 3, 4, 5])
        #expect(trace.steps.map(\.start) == [0, 0, 0, 0.25])
        #expect(trace.steps[2].end == 0.25)
        #expect(trace.steps[0].before == nil, "no header before the builder")
        #expect(trace.steps[1].before == trace.steps[0].after)
        #expect(trace.steps[1].after != trace.steps[0].after, "the badge starts to roll")
        #expect(trace.steps[3].events == ["on_notifications"])
        #expect(trace.steps[0].voiceover.contains("Notifications, 3 unread, Button"))
        #expect(trace.steps[0].readingOrder.contains("bell"))
    }

    @Test func framesFollowTheVirtualClockUntilTheHeaderRests() throws {
        let trace = try #require(
            Self.trace("local h = greeting_header { profile = profile.sample, unread = 3 }\nh:notify(2)").trace)
        let frames = trace.steps[1].frames
        #expect(frames.count > 10)
        #expect(abs(frames[0].time - 1.0 / 60) < 1e-9)
        #expect(
            zip(frames, frames.dropFirst()).allSatisfy { abs($1.time - $0.time - 1.0 / 60) < 1e-9 || $1 == frames.last }
        )
        #expect(frames.contains { $0.motion.contains { $0.element == "badge" } })
        #expect(frames.last?.motion.isEmpty == true, "at rest, nothing moves")
        #expect(Set(frames.map(\.picture)).count > 2, "in-between pictures differ")
    }

    @Test func aChangeCutsTheFilmOfWhatMovedBeforeItButTheClockDoesNot() throws {
        let trace = try #require(
            Self.trace(
                """
                local h = greeting_header { profile = profile.sample, unread = 3 }
                h:notify(2)
                h:advance(0.1)
                h:notify(1)
                """
            ).trace)
        #expect(trace.steps[1].frames.allSatisfy { $0.time <= 0.1 + 1e-9 })
        #expect(trace.steps[1].frames.count >= 5)
        #expect(trace.steps[2].frames.isEmpty, "advance shows the film already sampled")
        #expect(trace.steps[3].frames.first.map { $0.time > 0.1 } == true)
    }

    @Test func anUntracedRunRecordsNothing() {
        let outcome = Self.trace("local h = greeting_header { profile = profile.sample }\nh:notify(2)", tracing: false)
        #expect(outcome.passed)
        #expect(outcome.trace == nil)
    }

    @Test func aFailingScenarioStillEndsItsLastStep() throws {
        let outcome = Self.trace("local h = greeting_header { profile = profile.sample }\nh:scroll(20)\nerror('stop')")
        #expect(!outcome.passed)
        let trace = try #require(outcome.trace)
        #expect(trace.steps.last?.call == "scroll(20)")
        #expect(trace.steps.last?.after != nil)
    }
}
