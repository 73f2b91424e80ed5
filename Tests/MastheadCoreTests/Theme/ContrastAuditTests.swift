import Testing

@testable import MastheadCore

/// The WCAG formula and thresholds of facts.md, and the audit of every pair the headers draw.
@Suite struct ContrastAuditTests {
    func color(_ hex: String) -> RGBAColor { RGBAColor(hex: hex)! }

    @Test func theRatioFollowsTheFormulaInFacts() {
        #expect(Contrast.ratio(color("#FFFFFF"), on: color("#000000")) == 21)
        #expect(Contrast.ratio(color("#000000"), on: color("#FFFFFF")) == 21)
        #expect(Contrast.ratio(color("#3A7BD5"), on: color("#3A7BD5")) == 1)
        // Mid grey: c = 128/255 is above 0.04045, so ((c + 0.055) / 1.055)^2.4 = 0.21586.
        #expect(abs(Contrast.luminance(color("#808080")) - 0.215861) < 1e-6)
        // Below 0.04045 the channel is linear: 10/255 / 12.92.
        #expect(abs(Contrast.luminance(color("#0A0A0A")) - (10.0 / 255 / 12.92)) < 1e-9)
        // The well-known pair: #767676 is the lightest grey that passes 4.5:1 on white.
        #expect(Contrast.ratio(color("#767676"), on: color("#FFFFFF")) >= 4.5)
        #expect(Contrast.ratio(color("#777777"), on: color("#FFFFFF")) < 4.5)
    }

    @Test func aTranslucentForegroundIsLaidOverItsBackground() {
        // Alpha 0x80 is 128/255 of black over white: 255 × (1 − 128/255) = 127, #7F7F7F.
        let half = Contrast.ratio(color("#00000080"), on: color("#FFFFFF"))
        #expect(half == Contrast.ratio(color("#7F7F7F"), on: color("#FFFFFF")))
    }

    /// Issue 14, item 7: composited channels are not rounded to 8 bits before the ratio. Alpha
    /// 0x89 of #010101 over white is 255 − 254 × 137/255 = 118.54 a channel: 4.508:1, which passes
    /// 4.5; rounded to 119 (#777777) it would read 4.48:1 and fail.
    @Test func compositedColoursAreNotRoundedBeforeTheRatio() {
        let ratio = Contrast.ratio(color("#01010189"), on: color("#FFFFFF"))
        #expect(abs(ratio - 4.508) < 0.0005, "\(ratio)")
        #expect(ratio >= 4.5)
        #expect(Contrast.ratio(color("#777777"), on: color("#FFFFFF")) < 4.5)
        let ground = Contrast.Composite(color("#FFFFFF")).under(color("#01010189"))
        #expect(abs(ground.red - (255 - 254 * 137 / 255.0)) < 1e-9)
    }

    @Test func theAuditLaysSurfacesOverEachOtherUnrounded() {
        var theme = Theme.standard
        theme.light[.textSecondary] = color("#01010189")
        theme.light[.bg] = color("#FFFFFF")
        let audit = ContrastAudit(theme: theme)
        let dateLine = audit.checks.first { $0.appearance == .light && $0.use.name == "date line / status" }
        #expect(dateLine.map { abs($0.ratio - 4.508) < 0.0005 } == true)
        #expect(dateLine?.verdict == .aa)
    }

    /// WCAG has no AAA level for non-text contrast: a graphic at 3:1 or more passes, never "AAA".
    @Test func graphicsPassWithoutALevel() {
        let checks = ContrastAudit(theme: .standard).checks.filter { $0.use.need == .graphic }
        #expect(!checks.isEmpty)
        for check in checks {
            #expect(check.verdict == (check.ratio >= 3 ? .pass : .fail), "\(check.use.name)")
        }
    }

    @Test func textThresholdsDependOnSizeAndWeight() {
        func needs(_ size: Double, _ weight: FontWeight) -> [Double?] {
            let need = ContrastNeed.text(size: size, weight: weight)
            return [need.required(.aa), need.required(.aaa)]
        }
        #expect(needs(17, .regular) == [4.5, 7])
        #expect(needs(17.9, .semibold) == [4.5, 7])
        #expect(needs(18, .regular) == [3, 4.5])
        #expect(needs(14, .bold) == [3, 4.5])
        #expect(needs(14, .black) == [3, 4.5])
        #expect(needs(13.9, .bold) == [4.5, 7])
        // Semibold is not bold for WCAG: a 15 pt semibold label needs 4.5:1.
        #expect(needs(15, .semibold) == [4.5, 7])
        #expect(ContrastNeed.graphic.required(.aa) == 3)
        #expect(ContrastNeed.graphic.required(.aaa) == 3)
        #expect(ContrastNeed.decorative.required(.aa) == nil)
    }

    @Test func theUsesCoverTheSpecsPairsAtTheDefaultTextSize() {
        let uses = ContrastUse.headerUses(Typography(type: Theme.standard.type, textSize: .large))
        func use(_ name: String) -> ContrastUse? { uses.first { $0.name == name } }
        #expect(use("greeting")?.need == .text(size: 30, weight: .semibold))
        #expect(use("title")?.need == .text(size: 28, weight: .semibold))
        #expect(use("date line / status").map { [$0.foreground, $0.background] } == [.textSecondary, .bg])
        #expect(use("search prompt").map { [$0.foreground, $0.background] } == [.textTertiary, .fill])
        #expect(use("search prompt")?.need == .text(size: 17, weight: .regular))
        #expect(use("unread badge figures").map { [$0.foreground, $0.background] } == [.accentOn, .accent])
        #expect(use("unread badge figures")?.need == .text(size: 12, weight: .regular))
        #expect(use("chip that is on: label, check").map { [$0.foreground, $0.background] } == [.bg, .textPrimary])
        #expect(use("chip that is on: label, check")?.need == .text(size: 15, weight: .medium))
        #expect(use("scope counts").map { [$0.foreground, $0.background] } == [.textTertiary, .bg])
        #expect(uses.filter { $0.foreground == .separator }.allSatisfy { $0.need == .decorative })
    }

    @Test func theDisplayWeightInTheAuditIsTheCappedOne() {
        var type = Theme.standard.type
        type.displayWeight = .black
        let uses = ContrastUse.headerUses(Typography(type: type, textSize: .large))
        #expect(uses.first { $0.name == "greeting" }?.need == .text(size: 30, weight: .semibold))
    }

    @Test func theBuiltInThemePassesAAInBothAppearances() {
        let audit = ContrastAudit(theme: .standard)
        #expect(audit.failures.isEmpty)
        #expect(audit.passes(.aa))
        #expect(!audit.passes(.aaa))
        #expect(
            audit.checks.count == 2
                * ContrastUse.headerUses(Typography(type: Theme.standard.type, textSize: .large)).count)
    }

    @Test func aPairBelowAAFailsAndIsNamed() {
        var overrides = ThemeOverrides()
        overrides.colors[.textTertiary] = color("#B0B0B0")
        let dim = Theme.standard.extended(named: "dim", by: overrides)
        let failing = ContrastAudit(theme: dim).failures.filter { $0.appearance == .light }.map(\.use.name)
        #expect(failing == ["search prompt", "scope counts"])
    }

    @Test func ratiosAreComparedUnrounded() {
        // #777777 on white is 4.478: it would show as 4.48, and it fails 4.5.
        var overrides = ThemeOverrides()
        overrides.lightColors[.textSecondary] = color("#777777")
        let audit = ContrastAudit(theme: Theme.standard.extended(named: "t", by: overrides))
        let dateLine = audit.checks.first { $0.use.name == "date line / status" && $0.appearance == .light }
        #expect(dateLine?.verdict == .fail)
    }

    @Test func aTranslucentGroundIsLaidOverTheAppearancesBase() {
        var overrides = ThemeOverrides()
        overrides.colors[.bg] = color("#00000000")
        let audit = ContrastAudit(theme: Theme.standard.extended(named: "clear", by: overrides))
        // A clear bg shows white in light (black text: 21) and black in dark (white text: 21).
        let greetings = audit.checks.filter { $0.use.name == "greeting" }.map(\.ratio)
        #expect(greetings == [21, 21])
    }
}
