import MastheadLua
import TestSupport
import Testing

@testable import MastheadRunning
@testable import MastheadStudio

/// `--trace retain-on-failure` runs the suite untraced and replays only the failed scenarios with
/// the recorder: the pages are those of the failures, the verdicts the first run's, and a re-run
/// that ends otherwise is called a determinism bug.
@Suite struct FailureReplayTests {
    static let suite = """
        scenario("passes", function()
          local h = greeting_header { profile = profile.sample }
          h:notify(2)
          expect(h:element("greeting").text):to_be("Good morning, Maya")
        end)

        scenario("runs out of instructions", function()
          local h = greeting_header { profile = profile.sample }
          h:notify(2)
          h:scroll(20)
          while true do end
        end)

        scenario("fails an expectation", function()
          local h = greeting_header { profile = profile.sample, unread = 3 }
          h:notify(1)
          expect(h:element("badge").text):to_be("9")
        end)
        """

    @Test func onlyTheFailedScenariosGetPagesWithTheFirstRunsVerdicts() throws {
        let folder = try ScratchDirectory(prefix: "masthead-replay")
        defer { folder.remove() }
        _ = try folder.write("replay.lua", Self.suite)
        let run = try ChildProcess.run(
            TestPackage.masthead,
            [
                "run", "replay.lua", "--trace", "retain-on-failure", "--trace-dir", "traces", "--max-instructions",
                "200000",
            ],
            directory: folder.path, timeout: 120)
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(run.output.contains("1 passed, 2 failed"), "\(run.output)")
        #expect(!run.errors.contains("determinism bug"), "\(run.errors)")
        let pages = TracedRun.pages(under: folder.path + "/traces")
        #expect(pages.count == 2, "\(pages)")
        // The scenario stopped by the instruction limit is replayed under the same limit: its
        // page shows its steps up to the limit, and the limit.
        let limited = try #require(pages.first { $0.contains("runs-out-of-instructions") })
        let trace = try TraceReader.read(limited)
        #expect(trace.steps.count == 3)
        #expect(trace.lines(only: nil).first?.contains("(failed)") == true)
        let shown = try ChildProcess.run(TestPackage.masthead, ["show-trace", limited])
        #expect(shown.output.contains("instruction"), "\(shown.output)")
    }

    @Test func aReplayThatEndsOtherwiseIsADeterminismBug() {
        let failed = ScenarioFailure(kind: .assertion, message: "expected \"9\", got \"4\"")
        #expect(FailureReplay.differs(failed, from: failed) == nil)
        #expect(FailureReplay.differs(failed, from: nil)?.contains("it passed") == true)
        #expect(FailureReplay.differs(failed, from: nil)?.contains("determinism bug") == true)
        let otherValue = ScenarioFailure(kind: .assertion, message: "expected \"9\", got \"5\"")
        #expect(FailureReplay.differs(failed, from: otherValue)?.contains("got \"5\"") == true)
        let limited = ScenarioFailure(kind: .limit, message: "ran out of instructions")
        #expect(FailureReplay.differs(failed, from: limited) != nil)
        #expect(FailureReplay.differs(limited, from: limited) == nil)
    }
}
