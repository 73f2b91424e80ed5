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
            Self.trace("local h = greeting_header { profile = profile.sample, unread = 3 }\nh:notify(2)\nh:settle()")
                .trace)
        #expect(trace.steps[1].frames.isEmpty, "notify takes no time: nothing is lived through during it")
        let frames = trace.steps[2].frames
        #expect(frames.count > 10)
        #expect(abs(frames[0].time - 1.0 / 60) < 1e-9)
        #expect(
            zip(frames, frames.dropFirst()).allSatisfy { abs($1.time - $0.time - 1.0 / 60) < 1e-9 || $1 == frames.last }
        )
        #expect(frames.contains { $0.motion.contains { $0.element == "badge" } })
        #expect(frames.last?.motion.isEmpty == true, "at rest, nothing moves")
        #expect(Set(frames.map(\.picture)).count > 2, "in-between pictures differ")
        #expect(trace.steps[2].moves && !trace.steps[1].moves && !trace.steps[0].moves)
    }

    /// The issue's case: a failing `advance(0.1)` mid-roll showed "nothing moves" while its
    /// frames were filed under the `notify` before it.
    @Test func eachFrameBelongsToTheStepDuringWhoseIntervalItWasLived() throws {
        let trace = try #require(
            Self.trace(
                """
                local h = greeting_header { profile = profile.sample, unread = 3 }
                h:notify(2)
                h:advance(0.1)
                h:notify(1)
                h:advance(0.05)
                """
            ).trace)
        #expect(trace.steps[1].frames.isEmpty)
        let advanced = trace.steps[2].frames
        #expect(advanced.count == 6, "0.1 s at 60 frames a second")
        #expect(advanced.allSatisfy { $0.time > 0 && $0.time <= 0.1 + 1e-9 })
        #expect(trace.steps[2].moves, "the badge is rolling during advance(0.1)")
        #expect(trace.steps[3].frames.isEmpty)
        let after = trace.steps[4].frames
        #expect(after.count == 3)
        #expect(
            after.allSatisfy { $0.time > 0.1 + 1e-9 && $0.time <= 0.15 + 1e-9 },
            "the second roll's film, not the first's")
        #expect(after.last?.picture == trace.steps[4].after, "the last frame is the picture after the step")
    }

    @Test func aSinkIsSentEveryStepAsItIsRecordedAndThePartsJoinToTheWholeTrace() throws {
        final class Parts: TraceSink, @unchecked Sendable {
            var received: [ScenarioTrace] = []
            func send(_ part: ScenarioTrace) { received.append(part) }
        }
        let steps = """
              local h = greeting_header { profile = profile.sample, unread = 3 }
              h:notify(2)
              h:advance(0.2)
              h:scroll(30)
              error('stop')
            """
        let whole = try #require(Self.trace(steps).trace)
        let parts = Parts()
        var services = ScenarioServices()
        services.tracing = true
        services.traceSink = parts
        let text = "scenario(\"t\", function()\n" + steps + "\nend)\n"
        let outcome = ScenarioFile.run(ScenarioSource(path: "t.lua", text: text), scenario: "t", services: services)
        #expect(!outcome.passed)
        #expect(parts.received.map(\.steps.count) == [1, 1, 1], "each step the moment the next begins")
        #expect(parts.received.map(\.continues) == [false, true, true])
        let last = try #require(outcome.trace)
        #expect(last.continues && last.steps.map(\.call) == ["scroll(30)"])
        let joined = parts.received.dropFirst().reduce(parts.received[0]) { $1.joined(to: $0) }
        var rebuilt = last.joined(to: joined)
        rebuilt.continues = false
        #expect(rebuilt == whole)
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
