import MastheadCore
import Testing

@testable import MastheadLua

/// Each broken theme yields the message a designer reads: file, line, token path, what is wrong.
@Suite struct ThemeValidationTests {
    typealias F = PluginFixtures

    @Test func anUnknownTokenSuggestsTheNearestOne() {
        #expect(
            F.problems("broken/unknown-token.lua") == [
                "Fixtures/plugins/broken/unknown-token.lua:4: colors.accnt: unknown token (did you mean 'accent'?)"
            ])
    }

    @Test func malformedColoursAndColoursThatAreNotStringsAreNamedAtTheirLines() {
        #expect(
            F.problems("broken/bad-colour.lua") == [
                "Fixtures/plugins/broken/bad-colour.lua:5: colors.bg: malformed colour \"#12345\" (use \"#RRGGBB\" or \"#RRGGBBAA\", hexadecimal digits)",
                "Fixtures/plugins/broken/bad-colour.lua:6: colors.fill: malformed colour \"#GGHHII\" (use \"#RRGGBB\" or \"#RRGGBBAA\", hexadecimal digits)",
                "Fixtures/plugins/broken/bad-colour.lua:7: colors.accent: expected a colour string like \"#0B0D12\" (got 16711680)",
            ])
    }

    @Test func wrongTypesAreAllReportedAtOnce() {
        let file = "Fixtures/plugins/broken/wrong-types.lua"
        #expect(
            F.problems("broken/wrong-types.lua") == [
                "\(file):4: type.bundled: expected true or false (got \"yes\")",
                "\(file):4: type.displayWeight: unknown weight \"heavyy\" (one of ultralight, thin, light, regular, medium, semibold, bold, heavy, black) (did you mean 'heavy'?)",
                "\(file):4: type.face: expected a non-empty string (got \"\")",
                "\(file):4: type.figureDesign: expected a design name (got 3; one of default, rounded, serif, monospaced)",
                "\(file):5: radius.md: expected a number of points, 0 or more (got \"12\")",
                "\(file):6: motion: expected a table of motion tokens (got \"fast\")",
                "\(file):7: dark.accent: unknown token (an appearance takes colors = { accent = ... })",
            ])
    }

    @Test func motionTokensAreChecked() {
        let file = "Fixtures/plugins/broken/bad-motion.lua"
        #expect(
            F.problems("broken/bad-motion.lua") == [
                "\(file):5: motion.smooth.spring.bounce: expected a number from 0 up to (not including) 1 (got 1.5)",
                "\(file):6: motion.snappy: unknown preset \"snapy\" (one of smooth, snappy, bouncy, easeInOut, easeIn, easeOut, linear) (did you mean 'snappy'?)",
                "\(file):7: motion.hero: give either spring or timing, not both",
            ])
        #expect(
            F.problems("broken/bad-bezier.lua") == [
                "Fixtures/plugins/broken/bad-bezier.lua:5: motion.hero.timing.bezier: expected 4 numbers { x1, y1, x2, y2 } with x1 and x2 from 0 to 1 (item 1 is 1.5)"
            ])
    }

    @Test func aThemeNeedsAName() {
        #expect(
            F.problems("broken/missing-name.lua") == [
                "Fixtures/plugins/broken/missing-name.lua:2: name: required: every theme needs a name (name = \"my-theme\")"
            ])
    }

    @Test func aThemeCannotTakeTheBuiltInName() {
        #expect(
            F.problems("broken/default-name.lua") == [
                "Fixtures/plugins/broken/default-name.lua:3: name: \"default\" is the built-in theme's name; choose another (and extend it)"
            ])
    }

    @Test func aStatusProviderNeedsItsFunction() {
        #expect(
            F.problems("broken/provider-incomplete.lua") == [
                "Fixtures/plugins/broken/provider-incomplete.lua:2: status: required: status = function(ctx) ... end",
                "Fixtures/plugins/broken/provider-incomplete.lua:4: stauts: unknown token (did you mean 'status'?)",
            ])
    }

    @Test func aValidThemeSetsExactlyTheTokensItGives() throws {
        let library = PluginLibrary.load([
            F.inline(
                "Plugins/themes/sea.lua",
                """
                return theme {
                  name = "sea",
                  colors = { accent = "#0A84FF" },
                  dark = { colors = { accent = "#64D2FF", accentOn = "#00000080" } },
                  type = { displayWeight = "light", textDesign = "rounded" },
                  motion = { hero = { timing = { duration = 0.3 } }, snappy = "bouncy" },
                }
                """)
        ])
        #expect(library.problems.isEmpty)
        let sea = try #require(library.themes["sea"])
        #expect(sea.light[.accent].hex == "#0A84FF")
        #expect(sea.dark[.accent].hex == "#64D2FF")
        #expect(sea.dark[.accentOn].hex == "#00000080")
        #expect(sea.light[.bg] == Theme.standard.light[.bg])
        #expect(sea.type.displayWeight == .light)
        #expect(sea.type.textDesign == .rounded)
        #expect(sea.type.face == Theme.standard.type.face)
        #expect(sea.motion.hero == .easeInOut.withDuration(0.3))
        #expect(sea.motion.snappy == .bouncy)
        #expect(sea.motion.smooth == Theme.standard.motion.smooth)
        #expect(library.themes.sources["sea"] == "Plugins/themes/sea.lua:1")
    }
}

extension MotionCurve {
    func withDuration(_ seconds: Double) -> MotionCurve {
        guard case .timing(_, let x1, let y1, let x2, let y2) = self else { return self }
        return .timing(duration: seconds, x1: x1, y1: y1, x2: x2, y2: y2)
    }
}
