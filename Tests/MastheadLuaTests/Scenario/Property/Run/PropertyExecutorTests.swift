import Testing

@testable import MastheadLua

/// Each run of a property starts as a new scenario of its file would: nothing an earlier run did
/// to the globals, a table's contents, a top-level local, the clock or the headers reaches it, in
/// the runs drawn, in shrinking or in the replay.
@Suite struct PropertyExecutorTests {
    /// A body that fails only when it sees an earlier run's change to the globals, a library, a
    /// top-level table or local, or the clock.
    static let vandal = """
        local seen, calls = { count = 0, list = {} }, 0
        counter = 0
        property("fresh", { runs = 40 }, function(any)
          expect(counter):to_be(0)
          expect(stray):to_be_nil()
          expect(string.leak):to_be_nil()
          expect(seen.count):to_be(0)
          expect(#seen.list):to_be(0)
          expect(getmetatable(seen)):to_be_nil()
          expect(calls):to_be(0)
          expect(clock.now()):to_be("2026-10-23 09:41")
          counter, stray, string.leak, calls = counter + 1, true, true, calls + 1
          seen.count = seen.count + 1
          seen.list[#seen.list + 1] = any.integer(0, 9)
          setmetatable(seen, {})
          clock.advance(any.integer(1, 600))
          local h = greeting_header { profile = profile.sample }
          expect(#h:events()):to_be(0)
          h:tap("bell")
        end)
        """

    @Test func aRunSeesNothingAnEarlierRunLeft() throws {
        let outcome = PropertyRunnerTests.run(Self.vandal, "fresh")
        #expect(outcome.failure == nil, "\(outcome.failure?.message ?? "")")
        #expect(outcome.property?.passedRuns == 40)
    }

    /// A top level that touches the host (here it prints) cannot be kept as an image: each run
    /// then gets the prepared state and the top level run again, as each scenario of such a file
    /// does, and its output is the run's.
    @Test func aTopLevelThatTouchesTheHostRunsAgainForEachRun() throws {
        let outcome = PropertyRunnerTests.run(#"print("top level")"# + "\n" + Self.vandal, "fresh")
        #expect(outcome.failure == nil, "\(outcome.failure?.message ?? "")")
        #expect(outcome.property?.passedRuns == 40)
        #expect(outcome.output == ["top level"])
    }

    /// Shrinking and the replay see only the case itself: the boundary is exact, and the replay,
    /// run on its own, fails the same way.
    @Test func shrinkingAndTheReplaySeeOnlyTheCase() throws {
        for prefix in ["", "print(\"top level\")\n"] {
            let outcome = PropertyRunnerTests.run(
                prefix + """
                    local log = {}
                    property("boundary", function(any)
                      local n = any.integer(0, 5000)
                      log[#log + 1] = n
                      expect(#log):to_be(1)
                      expect(n < 100):to_be(true)
                    end)
                    """, "boundary")
            let report = try #require(outcome.property)
            #expect(outcome.failure?.expected == "true" && outcome.failure?.actual == "false", "\(outcome.failure!)")
            #expect(report.drawn.map(\.value) == ["100"])
            #expect(report.replayNote == "checked: run on its own, it fails the same way", "\(report)")
        }
    }

    /// `property` leaves nothing but Lua values behind, as `scenario` does, so a file of properties
    /// keeps its top level as an image.
    @Test func declaringAPropertyDoesNotTouchTheHost() {
        #expect(!PropertyBinding.declare.touchesHost)
        #expect(!ScenarioBinding.declare.touchesHost)
    }
}
