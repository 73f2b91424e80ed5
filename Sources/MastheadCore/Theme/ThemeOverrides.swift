/// The tokens one theme sets on top of the theme it extends; everything left unset is inherited.
///
/// A plugin's `theme{...}` becomes one of these; `Theme.extended(named:by:)` lays it over the
/// parent. Colours come in three layers, applied in order: `colors` (both appearances), then
/// `lightColors` or `darkColors` (one appearance), so a theme can say "this accent everywhere,
/// but a brighter one in the dark".
package struct ThemeOverrides: Sendable, Equatable {
    /// Colours for both appearances.
    package var colors: [ColorToken: RGBAColor] = [:]
    /// Colours for the light appearance only (win over `colors`).
    package var lightColors: [ColorToken: RGBAColor] = [:]
    /// Colours for the dark appearance only (win over `colors`).
    package var darkColors: [ColorToken: RGBAColor] = [:]
    package var face: String?
    package var bundled: Bool?
    package var displayWeight: FontWeight?
    package var figureDesign: FontDesign?
    package var textDesign: FontDesign?
    package var radiusMD: Double?
    package var motion: [MotionToken: MotionCurve] = [:]

    package init() {}

    /// The colours this layer sets for one appearance.
    package func colors(for appearance: Appearance) -> [ColorToken: RGBAColor] {
        colors.merging(appearance == .light ? lightColors : darkColors) { _, specific in specific }
    }
}

extension Theme {
    /// This theme with `overrides` laid over it, under a new name (`extends` resolved).
    package func extended(named name: String, by overrides: ThemeOverrides) -> Theme {
        var theme = self
        theme.name = name
        for (token, color) in overrides.colors(for: .light) { theme.light[token] = color }
        for (token, color) in overrides.colors(for: .dark) { theme.dark[token] = color }
        theme.type.face = overrides.face ?? type.face
        theme.type.bundled = overrides.bundled ?? type.bundled
        theme.type.displayWeight = overrides.displayWeight ?? type.displayWeight
        theme.type.figureDesign = overrides.figureDesign ?? type.figureDesign
        theme.type.textDesign = overrides.textDesign ?? type.textDesign
        theme.radiusMD = overrides.radiusMD ?? radiusMD
        for (token, curve) in overrides.motion {
            switch token {
            case .smooth: theme.motion.smooth = curve
            case .snappy: theme.motion.snappy = curve
            case .hero: theme.motion.hero = curve
            }
        }
        return theme
    }
}
