/// A resolved theme: every token the two headers read, for both appearances.
///
/// Themes are values: loaded once per run (built in or from plugins) and shared read-only by every
/// scenario. `extends` is resolved before a `Theme` exists.
public struct Theme: Sendable, Equatable {
    public var name: String
    public var light: ColorPalette
    public var dark: ColorPalette
    public var type: TypeTokens
    /// `radius.md`: the corner radius of the field, the bell and the compact search button.
    public var radiusMD: Double
    public var motion: MotionTokens

    public init(
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

    public func palette(_ appearance: Appearance) -> ColorPalette {
        appearance == .light ? light : dark
    }
}

/// The `type` tokens: the brand face and the designs of the system fallback.
public struct TypeTokens: Sendable, Equatable {
    /// The brand's display face (`type.face`), used for the one display moment of each header.
    public var face: String
    /// Whether the app bundles `face`; when it does not, the display text falls back to SF.
    public var bundled: Bool
    /// `type.displayWeight`; the headers cap it at semibold.
    public var displayWeight: FontWeight
    /// The design of figures (and of the fallback display face).
    public var figureDesign: FontDesign
    /// The design of running text.
    public var textDesign: FontDesign

    public init(
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
public enum FontDesign: String, Sendable, CaseIterable {
    case `default`, rounded, serif, monospaced

    /// The name of the system face in this design.
    public var systemFace: String {
        switch self {
        case .default: return "SF Pro"
        case .rounded: return "SF Pro Rounded"
        case .serif: return "New York"
        case .monospaced: return "SF Mono"
        }
    }
}

/// The motion tokens: the curves behind `motion.smooth`, `motion.snappy` and `motion.hero`.
public struct MotionTokens: Sendable, Equatable {
    public var smooth: MotionCurve
    public var snappy: MotionCurve
    public var hero: MotionCurve

    public init(smooth: MotionCurve, snappy: MotionCurve, hero: MotionCurve) {
        self.smooth = smooth
        self.snappy = snappy
        self.hero = hero
    }

    public subscript(token: MotionToken) -> MotionCurve {
        switch token {
        case .smooth: return smooth
        case .snappy: return snappy
        case .hero: return hero
        }
    }
}

/// Which motion token a change uses.
public enum MotionToken: String, Sendable, CaseIterable {
    case smooth, snappy, hero
}
