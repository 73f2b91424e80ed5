import Testing

@testable import MastheadLua

/// Files that do not get as far as declaring anything: each problem is named at its line, and
/// none of them stops the others from loading.
@Suite struct PluginFileTests {
    typealias F = PluginFixtures

    @Test func aSyntaxErrorNamesItsLine() {
        #expect(
            F.problems("broken/syntax-error.lua") == [
                "Fixtures/plugins/broken/syntax-error.lua:4: '}' expected (to close '{' at line 2) near 'colors'"
            ])
    }

    @Test func aRuntimeErrorNamesItsLine() {
        #expect(
            F.problems("broken/runtime-error.lua") == [
                "Fixtures/plugins/broken/runtime-error.lua:3: attempt to index a nil value (local 'palette')"
            ])
    }

    @Test func theSandboxHasNoIO() {
        #expect(
            F.problems("broken/uses-io.lua") == [
                "Fixtures/plugins/broken/uses-io.lua:3: attempt to index a nil value (global 'io')"
            ])
    }

    @Test func aPluginThatLoopsIsStoppedByItsLimit() {
        #expect(
            F.problems("broken/loops.lua") == [
                "Fixtures/plugins/broken/loops.lua:3: instruction limit exceeded (10000000 instructions)"
            ])
    }

    @Test func aFileMustReturnItsDeclaration() {
        #expect(
            F.problems("broken/not-returned.lua") == [
                "Fixtures/plugins/broken/not-returned.lua:2: theme{...} is called here but not returned (the file returns nothing; write `return theme { ... }`)"
            ])
        #expect(
            F.problems("broken/returns-nothing.lua") == [
                "Fixtures/plugins/broken/returns-nothing.lua:2: the file returns nothing: end the file with `return theme { ... }` or `return status_provider { ... }`"
            ])
        #expect(
            F.problems("broken/returns-number.lua") == [
                "Fixtures/plugins/broken/returns-number.lua:2: the file returns 42, not a plugin: end the file with `return theme { ... }` or `return status_provider { ... }`"
            ])
    }

    @Test func theBuildersWantATable() {
        #expect(
            F.problems("broken/theme-string.lua") == [
                "Fixtures/plugins/broken/theme-string.lua:2: theme expects a table (theme { name = \"my-theme\", colors = { ... } }), got \"midnight\""
            ])
    }

    @Test func brokenPluginsDoNotStopTheOthers() throws {
        let library = PluginLibrary.load(
            F.sources([
                "broken/loops.lua", "broken/syntax-error.lua", "sets/duplicate/first.lua", "providers/quiet.lua",
                "broken/bad-colour.lua",
            ]))
        #expect(library.problems.count == 5)
        #expect(library.themes.names == ["default", "twin"])
        #expect(library.statusProviders.names == ["quiet"])
        #expect(library.files.map(\.isValid) == [false, false, true, true, false])
    }
}
