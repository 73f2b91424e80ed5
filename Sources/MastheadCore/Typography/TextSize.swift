/// A Dynamic Type size category, from extra small to the largest accessibility size.
public enum TextSize: Int, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The short names scenarios use: `xS S M L xL xxL xxxL AX1 … AX5`.
    public var shortName: String {
        ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][rawValue]
    }

    /// The long names: `xSmall small medium large xLarge xxLarge xxxLarge accessibility1 …`.
    public var longName: String {
        [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1",
            "accessibility2", "accessibility3", "accessibility4", "accessibility5",
        ][rawValue]
    }

    /// Reads a short or a long name; nil for anything else.
    public init?(name: String) {
        guard let size = Self.allCases.first(where: { $0.shortName == name || $0.longName == name })
        else { return nil }
        self = size
    }

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: TextSize, rhs: TextSize) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Every accepted name, for error messages.
    public static var allNames: String {
        allCases.map(\.shortName).joined(separator: " ")
    }
}
