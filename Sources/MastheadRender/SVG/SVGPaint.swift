import MastheadCore

/// Theme tokens and fonts as SVG attribute values, for one tree's theme and appearance.
struct SVGPaint {
    let tree: RenderTree

    init(_ tree: RenderTree) { self.tree = tree }

    /// The token's colour as "#RRGGBB" (alpha goes to the matching `…-opacity` attribute).
    func hex(_ token: ColorToken) -> String {
        let color = tree.color(token)
        return RGBAColor(red: color.red, green: color.green, blue: color.blue).hex
    }

    /// The token's alpha as an opacity, nil when opaque.
    func opacity(_ token: ColorToken) -> SVGWriter.Value? {
        let alpha = tree.color(token).alpha
        return alpha == 255 ? nil : .number(Double(alpha) / 255)
    }

    /// The loading shimmer's two colours: the placeholder's own and a lighter band that sweeps
    /// over it (lighter in both appearances, as iOS shimmers are).
    func shimmerColors(base token: ColorToken) -> (base: String, highlight: String) {
        let base = tree.color(token)
        let white = RGBAColor(red: 255, green: 255, blue: 255)
        let highlight = base.mixed(with: white, fraction: tree.appearance == .light ? 0.7 : 0.12)
        return (hex(token), RGBAColor(red: highlight.red, green: highlight.green, blue: highlight.blue).hex)
    }

    /// The font-family list: the element's face first, then Inter (the face the bundled metrics
    /// measure), then any sans-serif.
    static func fontFamily(_ font: FontSpec) -> String {
        let face = font.face.filter { $0 != "'" && $0 != "\"" }
        return face == "Inter" || face.isEmpty ? "Inter, sans-serif" : "'" + face + "', Inter, sans-serif"
    }

    /// CSS weights, in the order of `FontWeight` (iOS puts ultraLight below thin).
    static func fontWeight(_ weight: FontWeight) -> Double {
        switch weight {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }

    /// Where the baseline of a line goes: the middle of the line box plus half the cap height
    /// (0.36 em for Inter and SF Pro), which centres capitals and figures in the box.
    static func baseline(of line: HeaderRect, size: Double) -> Double {
        line.midY + 0.36 * size
    }
}
