/// What a header reads from its surroundings: the width it is laid out in, the text size, the
/// theme and appearance, Reduce Motion, the iOS version, the display scale and the safe area.
///
/// On a device these come from SwiftUI's environment (`dynamicTypeSize`, `accessibilityReduceMotion`,
/// `colorScheme`, `displayScale`, the theme); here a test or a scenario sets them. The defaults
/// are an iPhone 15's, in light mode at the Large text size, on iOS 18.
///
/// ```swift
/// let environment = HeaderEnvironment(
///     width: 375, textSize: .accessibility3, reduceMotion: true, appearance: .dark, os: 17)
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample), environment: environment, clock: VirtualClock())
/// #expect(header.currentTree().size.width == 375)
/// header.set(header.inputs, environment: HeaderEnvironment())   // back to the defaults, at once
/// ```
public struct HeaderEnvironment: Sendable, Equatable {
    /// The width the header is laid out in (the screen or column width), in points.
    public var width: Double
    /// The Dynamic Type size.
    public var textSize: TextSize
    /// Reduce Motion: every change becomes a short fade, and the loading shimmer stands still.
    public var reduceMotion: Bool
    /// The colours, faces, corner radius and motion curves the header draws with.
    public var theme: Theme
    /// Light or dark: which of the theme's palettes the header draws with.
    public var appearance: Appearance
    /// The iOS major version: 17 or 18 (scroll-driven collapse needs 18).
    public var os: Int
    /// Pixels per point: a hairline is 1/displayScale pt.
    public var displayScale: Double
    /// The top safe-area inset (the status bar and the sensor housing): a pinned header keeps its
    /// first row below it. 59 pt on the 15/16/17 phones, 20 on the SE.
    public var safeAreaTop: Double

    /// An environment; each default is an iPhone 15's (393 pt wide, 3× scale, 59 pt safe area) in
    /// light mode at the Large text size, on iOS 18, with the standard theme.
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

    package var typography: Typography { Typography(type: theme.type, textSize: textSize) }
    package var palette: ColorPalette { theme.palette(appearance) }
    /// One pixel, in points.
    package var hairline: Double { 1 / max(displayScale, 1) }
    /// The horizontal screen margin the pinned modifier adds: 16 pt, 20 pt on the widest phones.
    package var screenMargin: Double { width >= 430 ? 20 : 16 }
    /// The smallest tap target, on every control.
    package static let minimumHitSize = 44.0
}
