extension Theme {
    /// The built-in theme, "default": iOS-like greys with a red accent, chosen so that every pair
    /// the headers draw text with passes WCAG AA in both appearances (see `masthead plugins`).
    public static let standard = Theme(
        name: "default",
        light: ColorPalette([
            .bg: RGBAColor(hex: "#FFFFFF")!, .fill: RGBAColor(hex: "#F2F2F7")!, .separator: RGBAColor(hex: "#C6C6C8")!,
            .textPrimary: RGBAColor(hex: "#000000")!, .textSecondary: RGBAColor(hex: "#5E5E63")!,
            .textTertiary: RGBAColor(hex: "#6B6B70")!, .accent: RGBAColor(hex: "#D70015")!,
            .accentOn: RGBAColor(hex: "#FFFFFF")!,
        ]),
        dark: ColorPalette([
            .bg: RGBAColor(hex: "#000000")!, .fill: RGBAColor(hex: "#1C1C1E")!, .separator: RGBAColor(hex: "#545458")!,
            .textPrimary: RGBAColor(hex: "#FFFFFF")!, .textSecondary: RGBAColor(hex: "#AEAEB2")!,
            .textTertiary: RGBAColor(hex: "#98989F")!, .accent: RGBAColor(hex: "#FF453A")!,
            .accentOn: RGBAColor(hex: "#000000")!,
        ]),
        type: TypeTokens(
            face: "SF Pro", bundled: true, displayWeight: .semibold, figureDesign: .default,
            textDesign: .default),
        radiusMD: 12,
        motion: MotionTokens(
            smooth: .spring(duration: 0.5, bounce: 0),
            snappy: .spring(duration: 0.5, bounce: 0.15),
            // SwiftUI's .spring: response 0.5, dampingFraction 0.825, i.e. bounce 0.175.
            hero: .spring(duration: 0.5, bounce: 0.175)))
}
