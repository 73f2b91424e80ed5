import MastheadLua
import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadRunning

/// `require` finds helpers inside the suite's folders only, whatever the requester claims to be.
@Suite struct SuiteModulesTests {
    @Test func aHelperBesideTheRequesterInsideTheSuiteIsFound() throws {
        let scratch = try ScratchDirectory(prefix: "modules")
        defer { scratch.remove() }
        _ = try scratch.write("suite/deep/_near.lua", "return 1")
        let modules = SuiteModules(roots: [scratch.path + "/suite"])
        #expect(try modules.resolve("_near", from: scratch.path + "/suite/deep/a.lua")?.text == "return 1")
        #expect(try modules.resolve("deep._near", from: scratch.path + "/suite/a.lua")?.text == "return 1")
    }

    @Test func aRequesterOutsideEveryRootIsNotLookedBeside() throws {
        let scratch = try ScratchDirectory(prefix: "modules")
        defer { scratch.remove() }
        _ = try scratch.write("suite/a.lua", "")
        _ = try scratch.write("elsewhere/_secret.lua", "return 'secret'")
        let modules = SuiteModules(roots: [scratch.path + "/suite"])
        #expect(try modules.resolve("_secret", from: scratch.path + "/elsewhere/x.lua") == nil)
        #expect(try modules.resolve("_secret", from: scratch.path + "/suite/../elsewhere/x.lua") == nil)
        #expect(try modules.resolve("_secret", from: scratch.path + "/suite-elsewhere/x.lua") == nil)
    }

    @Test func folderNamesAreCollapsedByTheirText() {
        #expect(SuiteModules.collapsed("a/./b/../c/") == "a/c")
        #expect(SuiteModules.collapsed("a/../../b") == "../b")
        #expect(SuiteModules.collapsed("/x/../y") == "/y")
        #expect(SuiteModules.collapsed("a/..") == ".")
    }

    @Test func theCurrentFolderAsRootHoldsEveryRelativePathThatStaysInIt() {
        let modules = SuiteModules(roots: ["."])
        #expect(modules.contains("Scenarios/greeting"))
        #expect(!modules.contains(".."))
        #expect(!modules.contains("../elsewhere"))
        #expect(!modules.contains("/etc"))
    }

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
