/// A resolved theme: every token the two headers read, for both appearances: a colour for each
/// `ColorToken` in light and in dark, the corner radius, and (for the package's own targets) the
/// type and motion tokens.
///
/// Themes are values: loaded once per run (built in or from plugins) and shared read-only by every
/// scenario. `extends` is resolved before a `Theme` exists. From Swift, make one by changing a
/// copy of `Theme.standard`:
///
/// ```swift
/// var brand = Theme.standard
/// brand.name = "brand"
/// brand.light[.accent] = RGBAColor(hex: "#0A66C2")!
/// brand.dark[.accent] = RGBAColor(hex: "#70B5F9")!
/// brand.radiusMD = 8
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample, unreadCount: 1), environment: HeaderEnvironment(theme: brand),
///     clock: VirtualClock())
/// let tree = header.currentTree()
/// #expect(tree.color(tree["badge"]!.fill!) == RGBAColor(hex: "#0A66C2"))
/// ```
public struct Theme: Sendable, Equatable {
    /// The name scenarios pick it by (`theme = "brand"`); the standard theme's is "default".
    public var name: String
    /// The colours in the light appearance.
    public var light: ColorPalette
    /// The colours in the dark appearance.
    public var dark: ColorPalette
    package var type: TypeTokens
    /// `radius.md`: the corner radius of the field, the bell and the compact search button.
    public var radiusMD: Double
    package var motion: MotionTokens

    package init(
        name: String, light: ColorPalette, dark: ColorPalette, type: TypeTokens, radiusMD: Double,
        motion: MotionTokens
    ) {
        self.name = name
        self.light = light
        self.dark = dark
        self.type = type
        self.radiusMD = radiusMD
        self.motion = motion
    }

    package func palette(_ appearance: Appearance) -> ColorPalette {
        appearance == .light ? light : dark
    }
}

/// The `type` tokens: the brand face and the designs of the system fallback.
package struct TypeTokens: Sendable, Equatable {
    /// The brand's display face (`type.face`), used for the one display moment of each header.
    package var face: String
    /// Whether the app bundles `face`; when it does not, the display text falls back to SF.
    package var bundled: Bool
    /// `type.displayWeight`; the headers cap it at semibold.
    package var displayWeight: FontWeight
    /// The design of figures (and of the fallback display face).
    package var figureDesign: FontDesign
    /// The design of running text.
    package var textDesign: FontDesign

    package init(
        face: String, bundled: Bool, displayWeight: FontWeight, figureDesign: FontDesign,
        textDesign: FontDesign
    ) {
        self.face = face
        self.bundled = bundled
        self.displayWeight = displayWeight
        self.figureDesign = figureDesign
        self.textDesign = textDesign
    }
}

/// The system font designs (`Font.Design`).
package enum FontDesign: String, Sendable, CaseIterable {
    case `default`, rounded, serif, monospaced

    /// The name of the system face in this design.
    package var systemFace: String {
        switch self {
        case .default: return "SF Pro"
        case .rounded: return "SF Pro Rounded"
        case .serif: return "New York"
        case .monospaced: return "SF Mono"
        }
    }
}

/// The motion tokens: the curves behind `motion.smooth`, `motion.snappy` and `motion.hero`.
package struct MotionTokens: Sendable, Equatable {
    package var smooth: MotionCurve
    package var snappy: MotionCurve
    package var hero: MotionCurve

    package init(smooth: MotionCurve, snappy: MotionCurve, hero: MotionCurve) {
        self.smooth = smooth
        self.snappy = snappy
        self.hero = hero
    }

    package subscript(token: MotionToken) -> MotionCurve {
        switch token {
        case .smooth: return smooth
        case .snappy: return snappy
        case .hero: return hero
        }
    }
}

/// Which motion token a change uses.
package enum MotionToken: String, Sendable, CaseIterable {
    case smooth, snappy, hero
}
