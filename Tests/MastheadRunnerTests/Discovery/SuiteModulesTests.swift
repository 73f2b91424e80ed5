import MastheadLua
import Testing

@testable import MastheadRunner

/// `require` of a helper that is not there names the helpers that are, nearest first.
@Suite struct SuiteModulesTests {
    @Test func aMisspeltHelperIsNamedWithTheNearestOnes() throws {
        let suite = try SuiteFixture(files: [
            "_steps.lua": "return {}",
            "scope/_scope.lua": "return {}",
            "scope/_scope_extra.lua": "return {}",
            "scope/chips.lua": "scenario(\"r\", function()\n  local S = require(\"_scop\")\nend)\n",
        ])
        defer { suite.remove() }
        let run = try suite.run()
        let failure = try #require(run.result("r")?.outcome.failure)
        #expect(failure.location?.line == 2)
        #expect(
            failure.message.hasSuffix(
                "require(\"_scop\"): no module _scop in this suite (did you mean '_scope'?)"
                    + " (helpers are files named _*.lua beside the scenarios; here: _scope, _scope_extra, _steps)"))
    }

    @Test func theNamesAreTheHelpersBesideTheFileAndAtTheRoots() throws {
        let suite = try SuiteFixture(files: [
            "_root.lua": "", "a/_near.lua": "", "a/b.lua": "", "a/_not lua.txt": "", "c/_far.lua": "",
        ])
        defer { suite.remove() }
        let modules = SuiteModules(roots: [suite.suite])
        #expect(modules.names(from: suite.suite + "/a/b.lua") == ["_near", "_root"])
        #expect(NoModules().names(from: "x.lua").isEmpty)
    }
}
