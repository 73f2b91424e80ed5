import Testing

@testable import MastheadCore

@Suite struct ThemeOverridesTests {
    @Test func unsetTokensAreInheritedAndAppearanceColoursWinOverSharedOnes() {
        var overrides = ThemeOverrides()
        overrides.colors[.accent] = RGBAColor(hex: "#0A84FF")!
        overrides.darkColors[.accent] = RGBAColor(hex: "#64D2FF")!
        overrides.lightColors[.bg] = RGBAColor(hex: "#FAFAFA")!
        overrides.displayWeight = .bold
        overrides.motion[.hero] = .bouncy
        let theme = Theme.standard.extended(named: "sea", by: overrides)
        #expect(theme.name == "sea")
        #expect(theme.light[.accent].hex == "#0A84FF")
        #expect(theme.dark[.accent].hex == "#64D2FF")
        #expect(theme.light[.bg].hex == "#FAFAFA")
        #expect(theme.dark[.bg] == Theme.standard.dark[.bg])
        #expect(theme.light[.textPrimary] == Theme.standard.light[.textPrimary])
        #expect(theme.type.displayWeight == .bold)
        #expect(theme.type.face == Theme.standard.type.face)
        #expect(theme.radiusMD == Theme.standard.radiusMD)
        #expect(theme.motion.hero == .bouncy)
        #expect(theme.motion.smooth == Theme.standard.motion.smooth)
    }

    @Test func motionPresetsAreSwiftUIs() {
        #expect(MotionCurve.preset(named: "smooth") == .spring(duration: 0.5, bounce: 0))
        #expect(MotionCurve.preset(named: "snappy") == .spring(duration: 0.5, bounce: 0.15))
        #expect(MotionCurve.preset(named: "bouncy") == .spring(duration: 0.5, bounce: 0.3))
        #expect(MotionCurve.preset(named: "easeInOut") == .timing(duration: 0.35, x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        #expect(MotionCurve.preset(named: "springy") == nil)
    }
}
