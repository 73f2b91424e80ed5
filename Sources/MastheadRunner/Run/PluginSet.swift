import MastheadCore
import MastheadLua

/// The themes and status providers of a run: the built-in ones and every plugin folder's.
public struct PluginSet: Sendable {
    public var themes: ThemeCatalog
    public var statusProviders: StatusProviderCatalog
    public var problems: [LoadProblem]

    /// Loads every plugin under the run's plugin folders. (Plugin loading proper arrives with the
    /// plugin work; until then only the built-in theme exists.)
    public static func load(options: RunOptions) -> PluginSet {
        PluginSet(themes: .builtIn, statusProviders: .empty, problems: [])
    }
}
