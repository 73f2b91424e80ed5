/// The colour tokens of a theme, by the names plugins and scenarios use: an element carries
/// tokens (`fill == .accent`), a theme's palettes give each a colour.
///
/// ```swift
/// #expect(Theme.standard.light[.textPrimary] == RGBAColor(hex: "#000000"))
/// #expect(ColorToken(rawValue: "accentOn") == .accentOn)
/// ```
public enum ColorToken: String, Sendable, CaseIterable, Comparable {
    case bg, fill, separator, textPrimary, textSecondary, textTertiary, accent, accentOn

    public static func < (lhs: ColorToken, rhs: ColorToken) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One appearance's colours: a colour for every token.
///
/// ```swift
/// var palette = Theme.standard.dark
/// palette[.accent] = RGBAColor(hex: "#30D158")!
/// #expect(palette[.accent].hex == "#30D158")
/// ```
public struct ColorPalette: Sendable, Equatable {
    private var colors: [RGBAColor]

    package init(_ colors: [ColorToken: RGBAColor]) {
        self.colors = ColorToken.allCases.map { colors[$0] ?? RGBAColor(red: 255, green: 0, blue: 255) }
    }

    /// The colour of `token`; set it to change a theme's colour.
    public subscript(token: ColorToken) -> RGBAColor {
        get { colors[ColorToken.allCases.firstIndex(of: token)!] }
        set { colors[ColorToken.allCases.firstIndex(of: token)!] = newValue }
    }
}

/// Light or dark, as the scenario option `appearance` says: which of a theme's palettes a header
/// draws with.
///
/// ```swift
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample), environment: HeaderEnvironment(appearance: .dark),
///     clock: VirtualClock())
/// let tree = header.currentTree()
/// #expect(tree.color(tree["greeting"]!.color!) == Theme.standard.dark[.textPrimary])
/// ```
public enum Appearance: String, Sendable, CaseIterable {
    case light, dark
}
