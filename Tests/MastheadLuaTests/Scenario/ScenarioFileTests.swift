import Testing

@testable import MastheadLua

@Suite struct ScenarioFileTests {
    private let longPath = "some/deeply/nested/folder/of/a/big/monorepo/Scenarios/greeting/a-long-file-name.lua"

    @Test func aFailureNamesAPathLongerThanLuasChunkNameLimitInFull() {
        let source = ScenarioFile.compile(
            ScenarioSource(path: longPath, text: "scenario('x', function()\n  expect(1):to_be(2)\nend)\n"))
        let outcome = ScenarioFile.run(source, scenario: "x", services: ScenarioServices())
        #expect(outcome.failure?.location == SourceLocation(file: longPath, line: 2))
    }

    @Test func aSyntaxErrorNamesALongPathInFull() {
        let source = ScenarioSource(path: longPath, text: "scenario('x', function()\n  local = 3\nend)\n")
        guard case .failure(let failure) = ScenarioFile.discover(source, services: ScenarioServices()) else {
            Issue.record("the file loaded")
            return
        }
        #expect(failure.kind == .load)
        #expect(failure.location == SourceLocation(file: longPath, line: 2))
        #expect(failure.message == "<name> expected near '='")
    }

    @Test func eachScenarioRunsInItsOwnState() {
        let source = ScenarioFile.compile(
            ScenarioSource(
                path: "isolation.lua",
                text: """
                    shared = 0
                    scenario("first", function() shared = shared + 1; leaked = true; expect(shared):to_be(1) end)
                    scenario("second", function() shared = shared + 1; expect(leaked):to_be_nil(); expect(shared):to_be(1) end)
                    """))
        for name in ["first", "second"] {
            #expect(ScenarioFile.run(source, scenario: name, services: ScenarioServices()).passed, "\(name)")
        }
    }

    @Test func scenarioNamesAreUniqueWithinAFile() {
        let source = ScenarioSource(
            path: "twice.lua", text: "scenario('a', function() end)\nscenario('a', function() end)\n")
        guard case .failure(let failure) = ScenarioFile.discover(source, services: ScenarioServices()) else {
            Issue.record("a duplicate name was accepted")
            return
        }
        #expect(failure.message.contains("declared twice"))
        #expect(failure.location?.line == 2)
    }
}
