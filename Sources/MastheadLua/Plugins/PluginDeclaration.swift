import MastheadCore

/// What a plugin file declares: a theme or a status provider, read and checked.
public enum PluginDeclaration: Sendable, Equatable {
    case theme(ThemeDeclaration)
    case statusProvider(StatusProviderDeclaration)

    /// The declared name; nil when the declaration has none (an error in itself).
    public var name: String? {
        switch self {
        case .theme(let theme): return theme.name
        case .statusProvider(let provider): return provider.name
        }
    }

    /// The line of the `theme{` or `status_provider{` call.
    public var line: Int {
        switch self {
        case .theme(let theme): return theme.line
        case .statusProvider(let provider): return provider.line
        }
    }
}

/// A `theme{...}` as written: its name, its parent and the tokens it sets.
public struct ThemeDeclaration: Sendable, Equatable {
    public var name: String?
    /// The theme it extends; nil means the built-in "default".
    public var extends: String?
    public var overrides = ThemeOverrides()
    public var line: Int

    public init(name: String? = nil, extends: String? = nil, line: Int) {
        self.name = name
        self.extends = extends
        self.line = line
    }

    /// The parent's name, "default" unless the theme says otherwise.
    public var parent: String { extends ?? Theme.standard.name }
}

/// A `status_provider{...}` as written.
public struct StatusProviderDeclaration: Sendable, Equatable {
    public var name: String?
    public var line: Int

    public init(name: String?, line: Int) {
        self.name = name
        self.line = line
    }
}
