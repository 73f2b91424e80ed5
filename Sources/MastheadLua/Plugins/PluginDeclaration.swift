import MastheadCore

/// What a plugin file declares: a theme or a status provider, read and checked.
package enum PluginDeclaration: Sendable, Equatable {
    case theme(ThemeDeclaration)
    case statusProvider(StatusProviderDeclaration)

    /// The declared name; nil when the declaration has none (an error in itself).
    package var name: String? {
        switch self {
        case .theme(let theme): return theme.name
        case .statusProvider(let provider): return provider.name
        }
    }

    /// The line of the `theme{` or `status_provider{` call.
    package var line: Int {
        switch self {
        case .theme(let theme): return theme.line
        case .statusProvider(let provider): return provider.line
        }
    }
}

/// A `theme{...}` as written: its name, its parent and the tokens it sets.
package struct ThemeDeclaration: Sendable, Equatable {
    package var name: String?
    /// The theme it extends; nil means the built-in "default".
    package var extends: String?
    package var overrides = ThemeOverrides()
    package var line: Int

    package init(name: String? = nil, extends: String? = nil, line: Int) {
        self.name = name
        self.extends = extends
        self.line = line
    }

    /// The parent's name, "default" unless the theme says otherwise.
    package var parent: String { extends ?? Theme.standard.name }
}

/// A `status_provider{...}` as written.
package struct StatusProviderDeclaration: Sendable, Equatable {
    package var name: String?
    package var line: Int

    package init(name: String?, line: Int) {
        self.name = name
        self.line = line
    }
}
