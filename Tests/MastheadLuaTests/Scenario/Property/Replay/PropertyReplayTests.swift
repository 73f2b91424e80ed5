import Testing

@testable import MastheadLua

/// The replays a failing property gets, each checked by running it on its own.
@Suite("PropertyReplay")
struct PropertyReplayTests {
    static func report(_ text: String) throws -> PropertyReport {
        try #require(PropertyRunnerTests.run(text, "p").property)
    }

    /// Calls the case never reached become nil; a call over several lines keeps them.
    @Test func callsAreReplacedInPlaceAndLinesKeptWhere() throws {
        let report = try Self.report(
            """
            property("p", function(any)
              local n = any.integer(0,
                                    5000)
              if n < 0 then n = any.integer(0, 1) end
              expect(n < 100):to_be(true)
            end)
            """)
        #expect(
            report.replay == """
                scenario("p (replay, seed \(PropertyRandom.propertySeed(run: 7, file: "props.lua", property: "p")))", function()
                  local n = 100

                  if n < 0 then n = nil end
                  expect(n < 100):to_be(true)
                end)

                """)
        #expect(report.replayNote == "checked: run on its own, it fails the same way")
    }

    /// A loop draws at one call many times: the body stays, and a stand-in hands out the values.
    @Test func drawsInALoopGetAStandIn() throws {
        let report = try Self.report(
            """
            property("p", function(dice)
              local total = 0
              for _ = 1, 3 do total = total + dice.integer(0, 9) end
              expect(total < 20):to_be(true)
            end)
            """)
        let replay = try #require(report.replay)
        let values = report.drawn.map { Int($0.value)! }
        #expect(values.count == 3 && values.reduce(0, +) == 20, "\(values)")
        #expect(replay.contains("local drawn, taken = { \(report.drawn.map(\.value).joined(separator: ", ")) }, 0"))
        #expect(replay.contains("local dice = setmetatable({}"))
        #expect(replay.contains("  for _ = 1, 3 do total = total + dice.integer(0, 9) end"))
        #expect(report.replayNote?.hasPrefix("the property draws in a loop or a helper") == true)
        #expect(report.replayNote?.hasSuffix("checked: run on its own, it fails the same way") == true)
    }

    @Test func aFunctionWrittenElsewhereHasNoReplay() throws {
        let report = try Self.report(
            """
            local check = load("return function(any) assert(any.integer(0, 9) < 5) end")()
            property("p", check)
            """)
        #expect(report.replay == nil)
        #expect(report.replayNote?.hasPrefix("no replay: the property's function is not written in props.lua") == true)
        #expect(report.drawn.map(\.value) == ["5"])
    }

    /// Values drawn by a function the property passes `any` to are matched by line; a helper's
    /// values are not on the property's lines, so the stand-in serves them.
    @Test func aHelperThatDrawsGetsTheStandIn() throws {
        let report = try Self.report(
            """
            local function header(any)
              return greeting_header { unread = any.integer(0, 500) }
            end
            property("p", function(any)
              local h = header(any)
              expect(h.unread < 100):to_be(true)
            end)
            """)
        #expect(report.replay?.contains("local drawn, taken = { 100 }, 0") == true)
        #expect(report.replayNote?.hasSuffix("it fails the same way") == true)
    }
}
