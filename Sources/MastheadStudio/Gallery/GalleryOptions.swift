import MastheadCore
import MastheadLua
import MastheadRunning

/// Everything `masthead gallery` (and `masthead preview`, which runs it) can be told.
package struct GalleryOptions: Sendable {
    /// The plugin folders after the default `Plugins` (which may be missing).
    package var pluginDirectories: [String] = RunOptions().pluginDirectories
    /// The folder the site goes in: `DIR/index.html`.
    package var out = ".masthead/gallery"
    /// The text sizes every state is drawn at: the default one, a large one, an accessibility one.
    package var textSizes: [TextSize] = GalleryOptions.defaultTextSizes
    /// Where recorded snapshots are looked for; the default `Scenarios` may be missing.
    package var scenarioPaths: [String] = RunOptions().paths
    package var scenarioPathsGiven = false
    /// The sandbox limits of each picture (and each scenario file read for its names).
    package var limits: LuaLimits = .scenarioDefault
    /// Each picture in its frame rather than packed (`GalleryPack`): what the preview reads.
    package var unpacked = false
    /// Where theme sections are kept for the next gallery to reuse (`GalleryCache`); nil: none.
    package var cache: String?

    package static let defaultTextSizes: [TextSize] = [.large, .xxxLarge, .accessibility3]

    package init() {}

    /// The plugin folders and scenario paths as `masthead run` would take them.
    var runOptions: RunOptions {
        var options = RunOptions()
        options.pluginDirectories = pluginDirectories
        options.paths = scenarioPaths
        options.limits = limits
        return options
    }

    /// The scenario paths to look in: the default one only when it is there.
    var existingScenarioPaths: [String] {
        scenarioPathsGiven ? scenarioPaths : scenarioPaths.filter(FileSystem.exists)
    }
}
