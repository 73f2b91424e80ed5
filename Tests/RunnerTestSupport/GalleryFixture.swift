import MastheadCore

@testable import MastheadStudio

/// Gallery options for the plugins in `plugins` alone: no scenario stories, the given text sizes.
package enum GalleryFixture {
    package static func options(plugins: [String], sizes: [TextSize] = GalleryOptions.defaultTextSizes)
        -> GalleryOptions
    {
        var options = GalleryOptions()
        options.pluginDirectories = plugins
        options.textSizes = sizes
        options.scenarioPaths = []
        options.scenarioPathsGiven = true
        return options
    }
}
