/// The built-in theme, "default": iOS-like greys with a red accent, chosen so that every pair the
/// headers draw text with passes WCAG AA in both appearances (see `masthead plugins`).
extension Theme {
    public static let standard = Theme(
        name: "default",
        light: ColorPalette([
            .bg: Color(hex: "#FFFFFF")!, .fill: Color(hex: "#F2F2F7")!, .separator: Color(hex: "#C6C6C8")!,
            .textPrimary: Color(hex: "#000000")!, .textSecondary: Color(hex: "#5E5E63")!,
            .textTertiary: Color(hex: "#6B6B70")!, .accent: Color(hex: "#D70015")!,
            .accentOn: Color(hex: "#FFFFFF")!,
        ]),
        dark: ColorPalette([
            .bg: Color(hex: "#000000")!, .fill: Color(hex: "#1C1C1E")!, .separator: Color(hex: "#545458")!,
            .textPrimary: Color(hex: "#FFFFFF")!, .textSecondary: Color(hex: "#AEAEB2")!,
            .textTertiary: Color(hex: "#98989F")!, .accent: Color(hex: "#FF453A")!,
            .accentOn: Color(hex: "#000000")!,
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
