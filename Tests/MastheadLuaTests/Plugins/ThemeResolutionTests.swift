import MastheadCore
import Testing

@testable import MastheadLua

/// `extends` across files: any order, unknown parents, circles, broken parents, duplicate names.
@Suite struct ThemeResolutionTests {
    typealias F = PluginFixtures

    @Test func aChildResolvesWhateverOrderItsFilesLoadIn() throws {
        for names in [
            ["sets/order/a-child.lua", "sets/order/b-parent.lua"],
            ["sets/order/b-parent.lua", "sets/order/a-child.lua"],
        ] {
            let library = PluginLibrary.load(F.sources(names))
            #expect(library.problems.isEmpty)
            let child = try #require(library.themes["child"])
            #expect(child.light[.accent].hex == "#0A84FF") // from the parent
            #expect(child.dark[.accent].hex == "#FF9F0A") // its own, dark only
            #expect(child.light[.bg].hex == "#FAFAFA")
            #expect(child.type.face == "Fraunces")
            #expect(child.type.figureDesign == .rounded)
            #expect(child.radiusMD == 20)
            #expect(child.motion.hero == .bouncy)
            #expect(child.motion.snappy == Theme.standard.motion.snappy)
        }
    }

    @Test func aCircleOfParentsFailsEveryThemeInIt() {
        let library = PluginLibrary.load(
            F.sources([
                "sets/cycle/a.lua", "sets/cycle/b.lua", "sets/cycle/c.lua", "sets/cycle/unknown-parent.lua",
            ]))
        #expect(
            library.problems.map(\.description) == [
                "Fixtures/plugins/sets/cycle/a.lua:3: extends: themes extend each other in a circle (a → b → a)",
                "Fixtures/plugins/sets/cycle/b.lua:3: extends: themes extend each other in a circle (b → a → b)",
                "Fixtures/plugins/sets/cycle/c.lua:2: extends: theme \"a\" has problems of its own, so this theme cannot be built on it",
                "Fixtures/plugins/sets/cycle/unknown-parent.lua:4: extends: unknown theme \"bb\" (did you mean 'b'?)",
            ])
        #expect(library.themes.names == ["default"])
    }

    @Test func anUnknownParentListsTheKnownThemesWhenNoneIsClose() {
        let library = PluginLibrary.load([F.inline("x.lua", "return theme { name = 'x', extends = 'zzzzzzzz' }")])
        #expect(
            library.problems.map(\.description) == [
                "x.lua:1: extends: unknown theme \"zzzzzzzz\" (known: default, x)"
            ])
    }

    @Test func aThemeOnABrokenParentFails() {
        #expect(
            F.problems("sets/broken-parent/child.lua", "sets/broken-parent/parent.lua") == [
                "Fixtures/plugins/sets/broken-parent/child.lua:2: extends: theme \"broken-parent\" has problems of its own, so this theme cannot be built on it",
                "Fixtures/plugins/sets/broken-parent/parent.lua:3: colors.accent: malformed colour \"red\" (use \"#RRGGBB\" or \"#RRGGBBAA\", hexadecimal digits)",
            ])
    }

    @Test func aDuplicateNameNamesBothFilesAndTheFirstKeepsIt() throws {
        let library = PluginLibrary.load(F.sources(["sets/duplicate/first.lua", "sets/duplicate/second.lua"]))
        #expect(
            library.problems.map(\.description) == [
                "Fixtures/plugins/sets/duplicate/second.lua:3: name: theme \"twin\" is already defined in Fixtures/plugins/sets/duplicate/first.lua:2; names are unique across plugin files"
            ])
        #expect(try #require(library.themes["twin"]).light[.accent].hex == "#0A84FF")
    }

    @Test func aThemeAndAProviderMayShareAName() {
        let library = PluginLibrary.load([
            F.inline("a.lua", "return theme { name = 'calm' }"),
            F.inline("b.lua", "return status_provider { name = 'calm', status = function() end }"),
        ])
        #expect(library.problems.isEmpty)
        #expect(library.themes["calm"] != nil && library.statusProviders["calm"] != nil)
    }
}
