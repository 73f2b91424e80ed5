/// The contrast of every pair a theme's colours are drawn in, checked against WCAG 2.
///
/// For each appearance and each `ContrastUse`, the background is first made opaque by laying it
/// over what it is drawn on (bg over white in light and black in dark; fill, accent and a chip's
/// textPrimary over bg), then the foreground is laid over that, and the ratio is compared with
/// what the use needs. Nothing is rounded on the way (not the composited channels to 8 bits, not
/// the ratio): 4.499 fails 4.5, and `#01010189` on white is 4.508:1, a pass.
///
/// ```swift
/// let audit = ContrastAudit(theme: .standard)
/// audit.failures.isEmpty        // true: the built-in theme passes AA
/// audit.passes(.aaa)            // false
/// ```
package struct ContrastAudit: Sendable {
    package let theme: Theme
    package let textSize: TextSize
    /// Every use in both appearances, light first, in the order of `ContrastUse.headerUses`.
    package let checks: [ContrastCheck]

    package init(theme: Theme, textSize: TextSize = .large) {
        self.theme = theme
        self.textSize = textSize
        let uses = ContrastUse.headerUses(Typography(type: theme.type, textSize: textSize))
        checks = Appearance.allCases.flatMap { appearance in
            uses.map { use in
                let palette = theme.palette(appearance)
                let ground = Self.opaque(use.background, in: palette, appearance: appearance)
                let ratio = Contrast.ratio(palette[use.foreground], on: ground)
                return ContrastCheck(use: use, appearance: appearance, ratio: ratio)
            }
        }
    }

    /// The checks below AA.
    package var failures: [ContrastCheck] { checks.filter { $0.verdict == .fail } }

    /// Whether every required pair reaches `level` in both appearances.
    package func passes(_ level: Contrast.Level) -> Bool {
        checks.allSatisfy { $0.meets(level) }
    }

    /// The opaque colour a background token shows: bg over the appearance's base (white or black),
    /// every other surface over bg.
    /// Unrounded, like every step to the ratio.
    static func opaque(_ token: ColorToken, in palette: ColorPalette, appearance: Appearance) -> Contrast.Composite {
        let base =
            appearance == .light ? RGBAColor(red: 255, green: 255, blue: 255) : RGBAColor(red: 0, green: 0, blue: 0)
        let ground = Contrast.Composite(base).under(palette[.bg])
        return token == .bg ? ground : ground.under(palette[token])
    }
}

/// One pair in one appearance: its ratio and how it fares.
package struct ContrastCheck: Sendable, Equatable {
    package enum Verdict: String, Sendable {
        case aaa = "AAA"
        case aa = "AA"
        /// A meaningful graphic at 3:1 or more: WCAG's one level for non-text contrast (1.4.11)
        /// is AA, and it has no AAA, so the row says "pass" rather than a level.
        case pass
        case fail, decorative
    }

    package let use: ContrastUse
    package let appearance: Appearance
    /// From 1 to 21.
    package let ratio: Double

    package func meets(_ level: Contrast.Level) -> Bool {
        guard let required = use.need.required(level) else { return true }
        return ratio >= required
    }

    package var verdict: Verdict {
        if use.need == .decorative { return .decorative }
        if use.need == .graphic { return meets(.aa) ? .pass : .fail }
        if meets(.aaa) { return .aaa }
        return meets(.aa) ? .aa : .fail
    }
}
