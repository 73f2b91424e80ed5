import MastheadCore
import MastheadLua

/// Builds the gallery: loads the plugins as `masthead run` does, draws every theme in every state,
/// appearance and text size, reads the stories, and writes `DIR/index.html` whole (a temporary
/// file renamed over the page, so a browser or the preview server never reads half a gallery),
/// its pictures packed (`GalleryPack`) unless told otherwise.
enum GalleryBuilder {
    static func build(_ options: GalleryOptions) -> Gallery {
        let runOptions = options.runOptions
        let plugins = PluginSet.load(options: runOptions)
        let services = ScenarioServicesFactory.make(options: runOptions, plugins: plugins)
        var gallery = Gallery()
        gallery.textSizes = options.textSizes
        gallery.problems = plugins.problems
        for name in plugins.themes.names {
            guard let theme = plugins.themes[name] else { continue }
            var pictures: [GalleryPicture] = []
            for state in gallery.states {
                for appearance in Appearance.allCases {
                    for size in options.textSizes {
                        pictures.append(
                            GalleryPicture.draw(
                                state, theme: name, appearance: appearance, textSize: size, services: services))
                    }
                }
            }
            gallery.themes.append(
                Gallery.ThemeEntry(
                    name: name, source: plugins.themes.sources[name],
                    audit: ContrastAudit(theme: theme, textSize: options.textSizes.first ?? .large),
                    pictures: pictures))
        }
        gallery.stories = GalleryStory.load(under: options.existingScenarioPaths, services: services)
        return gallery
    }

    /// Writes the page into `folder` (made when missing) as `index.html`; the page's path.
    @discardableResult
    static func write(_ gallery: Gallery, to folder: String, packed: Bool = true) throws(FileError) -> String {
        try FileSystem.makeDirectories(folder)
        let path = FileSystem.join(folder, "index.html")
        let html = GalleryPage(gallery).html
        try FileSystem.writeAtomically(packed ? GalleryPack.packed(html) : html, to: path)
        return path
    }
}
