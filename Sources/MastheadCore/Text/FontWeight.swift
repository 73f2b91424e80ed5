/// The weight of a text face, from lightest to heaviest, as `Font.Weight` names them on iOS.
///
/// The raw value is the lowercase name a Lua theme uses (`"semibold"`, `"ultralight"`), and the
/// order is by stroke weight, so `.bold > .semibold`.
///
/// Measurement is backed by six Inter faces (see `FontMetrics+Generated.swift`): the weights
/// lighter than regular measure as `.regular`, because a lighter stroke barely changes advance
/// widths and the bundled table stays small; `.heavy` is Inter ExtraBold.
///
/// ```swift
/// #expect(FontWeight(rawValue: "semibold") == .semibold)
/// #expect(FontWeight.allCases.max() == .black)
/// #expect(FontWeight.bold > .semibold)
/// ```
public enum FontWeight: String, Sendable, CaseIterable, Comparable {
    case ultraLight = "ultralight"
    case thin
    case light
    case regular
    case medium
    case semibold
    case bold
    case heavy
    case black

    /// Position from lightest (0) to heaviest (8). iOS puts `ultraLight` below `thin` (unlike
    /// the OpenType names, where Thin is 100 and ExtraLight 200), and so does this order.
    var rank: Int {
        switch self {
        case .ultraLight: 0
        case .thin: 1
        case .light: 2
        case .regular: 3
        case .medium: 4
        case .semibold: 5
        case .bold: 6
        case .heavy: 7
        case .black: 8
        }
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.rank < rhs.rank
    }
}
