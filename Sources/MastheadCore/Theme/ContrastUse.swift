/// What a colour pair has to reach, from WCAG 2 as `facts.md` sums it up.
package enum ContrastNeed: Sendable, Equatable {
    /// Text (or figures) at this size and weight: 4.5:1 (AAA 7:1), or 3:1 (AAA 4.5:1) when large.
    case text(size: Double, weight: FontWeight)
    /// A symbol, an indicator or a state that carries meaning: 3:1 (WCAG has no AAA level here,
    /// so 3:1 meets every level).
    case graphic
    /// Drawn for separation only (strokes, hairlines): its ratio is shown, nothing is required.
    case decorative

    /// Large text is at least 18 pt, or at least 14 pt and bold. Bold means `.bold` or heavier:
    /// semibold (600) is not bold for WCAG.
    package var isLargeText: Bool {
        guard case .text(let size, let weight) = self else { return false }
        return size >= 18 || (weight >= .bold && size >= 14)
    }

    /// The ratio needed at `level`; nil when nothing is required.
    package func required(_ level: Contrast.Level) -> Double? {
        switch self {
        case .text(let size, let weight): return Contrast.required(size: size, bold: weight >= .bold, level: level)
        case .graphic: return Contrast.requiredForGraphics
        case .decorative: return nil
        }
    }
}

/// One way a header draws a colour on another: the greeting in textPrimary on bg, the badge's
/// figures in accentOn on accent, and so on.
package struct ContrastUse: Sendable, Equatable {
    /// "greeting" or "scope": which header draws it.
    package var component: String
    /// What is drawn, in words: "date line / status".
    package var name: String
    package var foreground: ColorToken
    package var background: ColorToken
    package var need: ContrastNeed

    package init(component: String, name: String, foreground: ColorToken, background: ColorToken, need: ContrastNeed) {
        self.component = component
        self.name = name
        self.foreground = foreground
        self.background = background
        self.need = need
    }
}

extension ContrastUse {
    /// Every pair the two headers draw text, figures or meaningful graphics with, read from the
    /// specs' Theming notes, with sizes and weights from `typography` (the theme's type tokens at
    /// a text size). Separator strokes and hairlines are listed as decorative: every control they
    /// outline is also told apart by its fill, text or symbol, which are checked.
    package static func headerUses(_ typography: Typography) -> [ContrastUse] {
        func text(_ font: FontSpec) -> ContrastNeed { .text(size: font.size, weight: font.weight) }
        func uses(in component: String) -> (String, ColorToken, ColorToken, ContrastNeed) -> ContrastUse {
            { ContrastUse(component: component, name: $0, foreground: $1, background: $2, need: $3) }
        }
        let greeting = uses(in: GreetingHeader.componentName)
        let scope = uses(in: ScopeHeader.componentName)
        let caption = text(typography.figures(.caption1))
        let chipLabel = text(typography.text(.subheadline, weight: .medium))
        return [
            greeting("greeting", .textPrimary, .bg, text(typography.display(designSize: 30))),
            greeting("compact greeting", .textPrimary, .bg, text(typography.text(.headline))),
            greeting("date line / status", .textSecondary, .bg, text(typography.text(.subheadline))),
            greeting("search prompt", .textTertiary, .fill, text(typography.text(.body))),
            greeting("search field symbol", .textSecondary, .fill, .graphic),
            greeting("bell, search button symbols", .textPrimary, .fill, .graphic),
            greeting("unread badge figures", .accentOn, .accent, caption),
            greeting("unread badge on its bg ring", .accent, .bg, .graphic),
            greeting("avatar initials", .textSecondary, .fill, text(typography.text(.subheadline))),
            greeting("field stroke, avatar ring", .separator, .fill, .decorative),
            greeting("hairline under the bar", .separator, .bg, .decorative),
            scope("title", .textPrimary, .bg, text(typography.display(designSize: 28))),
            scope("selected scope", .textPrimary, .bg, text(typography.text(.body, weight: .semibold))),
            scope("other scopes", .textSecondary, .bg, text(typography.text(.body))),
            scope("scope counts", .textTertiary, .bg, text(typography.text(.body))),
            scope("underline", .textPrimary, .bg, .graphic),
            scope("chip, Filters labels, symbols", .textPrimary, .fill, chipLabel),
            scope("chip that is on: label, check", .bg, .textPrimary, chipLabel),
            scope("chip that is on, on the ground", .textPrimary, .bg, .graphic),
            scope("filter count figures", .accentOn, .accent, caption),
            scope("filter count on its bg ring", .accent, .bg, .graphic),
            scope("chip strokes, Filters ring", .separator, .fill, .decorative),
            scope("scope hairline, stuck hairline", .separator, .bg, .decorative),
        ]
    }
}
