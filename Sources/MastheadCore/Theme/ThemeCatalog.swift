/// The themes a run knows, by name: the built-in ones and those plugins add.
package struct ThemeCatalog: Sendable {
    package private(set) var themes: [String: Theme]
    /// Where each plugin theme came from ("Plugins/themes/midnight.lua:1"); built-ins have none.
    package private(set) var sources: [String: String]
    /// Said after an unknown theme's name when the themes may be missing for a reason the user can
    /// fix ("no Plugins/ folder in /work: …"); nil when they were looked for where they should be.
    package var advice: String?

    package init(themes: [String: Theme], sources: [String: String] = [:]) {
        self.themes = themes
        self.sources = sources
    }

    package static let builtIn = ThemeCatalog(themes: [Theme.standard.name: .standard])

    package subscript(name: String) -> Theme? { themes[name] }

    package var names: [String] { themes.keys.sorted() }

    package mutating func add(_ theme: Theme, source: String?) {
        themes[theme.name] = theme
        if let source { sources[theme.name] = source }
    }
}
