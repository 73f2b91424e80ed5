import TestSupport
import Testing

@testable import MastheadLua

/// `.luacheckrc`'s `masthead` and `masthead_plugins` standards against the bindings: luacheck
/// (Debian's lua-check) passes the suite and a file using every global the API has, and flags what
/// the sandbox does not have and misspelt names.
@Suite(.needs(.luacheck))
struct LuacheckStandardTests {
    /// luacheck run from the package root (its `files` paths are relative to where it runs) on
    /// `paths`, with plain one-line warnings.
    static func luacheck(_ paths: [String]) throws -> Subprocess.Result {
        let quoted = paths.map { "'\($0)'" }.joined(separator: " ")
        return try Subprocess.run(
            "/bin/sh",
            ["-c", "cd '\(TestPackage.root)' && \(OutsideTool.luacheck.path) --no-color --formatter plain \(quoted)"])
    }

    @Test func theSuiteAndThePluginsAreClean() throws {
        let result = try Self.luacheck(["Scenarios", "Plugins"])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func everyScenarioGlobalOfTheBindingsIsKnownAndTheSandboxsAbsencesAreFlagged() throws {
        let scratch = try TemporaryDirectory(prefix: "luacheck")
        defer { scratch.remove() }
        let globals = TypeDefinitionTests.scenarioGlobals().sorted()
        #expect(globals.contains("greeting_header") && globals.contains("expect"))
        let uses =
            globals.map { "local _ = \($0)" } + [
                "local _, _, _, _ = clock.now, clock.set, clock.advance, clock.date",
                "local _, _, _ = profile.sample, scope_header.sample_scopes, scope_header.sample_chips",
            ]
        let clean = try scratch.write("clean.lua", uses.joined(separator: "\n") + "\n")
        let checked = try Self.luacheck([clean])
        #expect(checked.status == 0, "\(checked.output)")
        let wrong = try scratch.write(
            "wrong.lua", "local _ = io.open\nlocal _ = os.time\nlocal _ = profile.sampel\nlocal _ = greting_header\n")
        let result = try Self.luacheck([wrong])
        #expect(result.status != 0)
        for expected in [
            "accessing undefined variable 'io'", "accessing undefined variable 'os'",
            "accessing undefined field 'sampel' of global 'profile'", "accessing undefined variable 'greting_header'",
        ] {
            #expect(result.output.contains(expected), "\(expected) in \(result.output)")
        }
    }
}
