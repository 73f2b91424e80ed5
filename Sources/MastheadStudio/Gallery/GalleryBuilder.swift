import MastheadCore
import MastheadLua
import MastheadReports
import MastheadRunning

/// Builds the gallery: loads the plugins as `masthead run` does, draws every theme in every state,
/// appearance and text size, reads the stories, and writes `DIR/index.html` whole (a temporary
/// file renamed over the page, so a browser or the preview server never reads half a gallery),
/// its pictures packed (`GalleryPack`) unless told otherwise.
package enum GalleryBuilder {
    package static func build(_ options: GalleryOptions) -> Gallery {
        let runOptions = options.runOptions
        let plugins = PluginSet.load(options: runOptions)
        let services = ScenarioServicesFactory.make(options: runOptions, plugins: plugins)
        var gallery = Gallery()
        gallery.textSizes = options.textSizes
        gallery.problems = plugins.problems
        let cache = options.cache.map(GalleryCache.init)
        for name in plugins.themes.names {
            guard let theme = plugins.themes[name] else { continue }
            let source = plugins.themes.sources[name]
            let audit = ContrastAudit(theme: theme, textSize: options.textSizes.first ?? .large)
            let key = GalleryCache.key(theme: theme, source: source, textSizes: options.textSizes)
            if let reused = cache?.section(for: key) {
                gallery.themes.append(
                    Gallery.ThemeEntry(
                        name: name, source: source, audit: audit, pictures: [], cacheKey: key, reused: reused))
                continue
            }
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
                Gallery.ThemeEntry(name: name, source: source, audit: audit, pictures: pictures, cacheKey: key))
        }
        gallery.stories = GalleryStory.load(under: options.existingScenarioPaths, services: services)
        return gallery
    }

    /// Writes the page into `folder` (made when missing) as `index.html`; the page's path.
    @discardableResult
    package static func write(_ gallery: Gallery, to folder: String, packed: Bool = true, cache: String? = nil)
        throws(FileError) -> String
    {
        try FileSystem.makeDirectories(folder)
        let path = FileSystem.join(folder, "index.html")
        let page = GalleryPage(gallery)
        try FileSystem.writeAtomically(packed ? GalleryPack.packed(page.html) : page.html, to: path)
        if let cache {
            let drawn = gallery.themes.compactMap { theme -> (key: String, section: GalleryCache.Section)? in
                guard theme.reused == nil, let key = theme.cacheKey, let html = page.sections[theme.name],
                    theme.pictures.allSatisfy({ $0.failure == nil })
                else { return nil }
                let findings = theme.pictures.reduce(0) { $0 + $1.findings.count }
                return (key, GalleryCache.Section(html: html, pictures: theme.pictures.count, findings: findings))
            }
            GalleryCache(folder: cache).keep(drawn, keys: gallery.themes.compactMap(\.cacheKey))
        }
        return path
    }
}
