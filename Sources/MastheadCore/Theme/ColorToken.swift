/// The colour tokens of a theme, by the names plugins and scenarios use.
public enum ColorToken: String, Sendable, CaseIterable, Comparable {
    case bg, fill, separator, textPrimary, textSecondary, textTertiary, accent, accentOn

    public static func < (lhs: ColorToken, rhs: ColorToken) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One appearance's colours: a colour for every token.
public struct ColorPalette: Sendable, Equatable {
    private var colors: [RGBAColor]

    public init(_ colors: [ColorToken: RGBAColor]) {
        self.colors = ColorToken.allCases.map { colors[$0] ?? RGBAColor(red: 255, green: 0, blue: 255) }
    }

    public subscript(token: ColorToken) -> RGBAColor {
        get { colors[ColorToken.allCases.firstIndex(of: token)!] }
        set { colors[ColorToken.allCases.firstIndex(of: token)!] = newValue }
    }
}

/// Light or dark, as the scenario option `appearance` says.
public enum Appearance: String, Sendable, CaseIterable {
    case light, dark
}
