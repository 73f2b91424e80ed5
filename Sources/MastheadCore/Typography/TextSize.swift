/// A Dynamic Type size category, from extra small to the largest accessibility size: what
/// `HeaderEnvironment.textSize` lays a header out at (`.large` by default, as on iOS).
///
/// ```swift
/// for size in TextSize.allCases {
///     let header = GreetingHeaderController(
///         inputs: GreetingHeader(profile: .sample), environment: HeaderEnvironment(textSize: size),
///         clock: VirtualClock())
///     let tree = header.currentTree()
///     for id in header.tappableIDs { #expect(tree.target(of: tree[id]!)!.height >= 44) }
/// }
/// #expect(TextSize.accessibility1 > .xxxLarge)
/// ```
public enum TextSize: Int, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The short names scenarios use: `xS S M L xL xxL xxxL AX1 … AX5`.
    package var shortName: String {
        ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][rawValue]
    }

    /// The long names: `xSmall small medium large xLarge xxLarge xxxLarge accessibility1 …`.
    package var longName: String {
        [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1",
            "accessibility2", "accessibility3", "accessibility4", "accessibility5",
        ][rawValue]
    }

    /// Reads a short or a long name; nil for anything else.
    package init?(name: String) {
        guard let size = Self.allCases.first(where: { $0.shortName == name || $0.longName == name })
        else { return nil }
        self = size
    }

    package var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: TextSize, rhs: TextSize) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Every accepted name, for error messages.
    package static var allNames: String {
        allCases.map(\.shortName).joined(separator: " ")
    }
}
