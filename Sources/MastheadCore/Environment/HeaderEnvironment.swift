/// What a header reads from its surroundings: the scenario's environment options.
///
/// On a device these come from SwiftUI's environment (`dynamicTypeSize`, `accessibilityReduceMotion`,
/// `colorScheme`, `displayScale`, the theme); here a scenario sets them.
public struct HeaderEnvironment: Sendable, Equatable {
    /// The width the header is laid out in (the screen or column width), in points.
    public var width: Double
    public var textSize: TextSize
    public var reduceMotion: Bool
    public var theme: Theme
    public var appearance: Appearance
    /// The iOS major version: 17 or 18 (scroll-driven collapse needs 18).
    public var os: Int
    /// Pixels per point: a hairline is 1/displayScale pt.
    public var displayScale: Double
    /// The top safe-area inset (the status bar and the sensor housing): a pinned header keeps its
    /// first row below it. 59 pt on the 15/16/17 phones, 20 on the SE.
    public var safeAreaTop: Double

    public init(
        width: Double = 393, textSize: TextSize = .large, reduceMotion: Bool = false,
        theme: Theme = .standard, appearance: Appearance = .light, os: Int = 18, displayScale: Double = 3,
        safeAreaTop: Double = 59
    ) {
        self.width = width
        self.textSize = textSize
        self.reduceMotion = reduceMotion
        self.theme = theme
        self.appearance = appearance
        self.os = os
        self.displayScale = displayScale
        self.safeAreaTop = safeAreaTop
    }

    public var typography: Typography { Typography(type: theme.type, textSize: textSize) }
    public var palette: ColorPalette { theme.palette(appearance) }
    /// One pixel, in points.
    public var hairline: Double { 1 / max(displayScale, 1) }
    /// The horizontal screen margin the pinned modifier adds: 16 pt, 20 pt on the widest phones.
    public var screenMargin: Double { width >= 430 ? 20 : 16 }
    /// The smallest tap target, on every control.
    public static let minimumHitSize = 44.0
}
