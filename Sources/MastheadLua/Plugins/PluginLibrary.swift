import MastheadCore

/// Every plugin of a run, loaded once and shared read-only: the themes (built in and resolved
/// from plugins), the status providers, and each file with its problems.
///
/// A file with a problem contributes nothing, and stops nothing else: its problems are reported,
/// and every other plugin loads as usual. Names are unique per kind across all files (the first
/// file in discovery order keeps the name); a theme cannot take a built-in theme's name.
package struct PluginLibrary: Sendable {
    package private(set) var files: [PluginFile]
    package private(set) var themes = ThemeCatalog.builtIn
    package private(set) var statusProviders = StatusProviderCatalog.empty

    /// Every problem, file by file in the order given, each file's in line order.
    package var problems: [PluginProblem] { files.flatMap(\.problems) }

    /// `willLoad` hears of each file before its code runs, and `didLoadFiles` once the last has
    /// run, before the names and themes are resolved (in Swift, no script code): a watchdog's
    /// progress page, which holds each file to its limit but not the resolution.
    package static func load(
        _ sources: [ScenarioSource], limits: LuaLimits = .pluginLoad, willLoad: (ScenarioSource) -> Void = { _ in },
        didLoadFiles: () -> Void = {}
    ) -> PluginLibrary {
        var library = PluginLibrary(
            files: sources.map { source in
                willLoad(source)
                return PluginLoader.load(source, limits: limits)
            })
        didLoadFiles()
        library.rejectDuplicateNames()
        library.resolveThemes()
        for file in library.files where file.isValid {
            guard case .statusProvider(let provider) = file.declaration, let name = provider.name else { continue }
            library.statusProviders.add(.init(name: name, source: file.source, line: provider.line))
        }
        return library
    }

    private init(files: [PluginFile]) {
        self.files = files
    }

    /// The later of two files declaring the same name gets a problem naming the earlier one.
    private mutating func rejectDuplicateNames() {
        var owners: [String: SourceLocation] = [:]
        for index in files.indices {
            guard let declaration = files[index].declaration, let name = declaration.name else { continue }
            let kind = if case .theme = declaration { "theme" } else { "status provider" }
            let key = kind + "/" + name
            let location = SourceLocation(file: files[index].source.path, line: files[index].line(of: ["name"]))
            if case .theme = declaration, ThemeCatalog.builtIn[name] != nil {
                files[index].problems.append(
                    PluginProblem(
                        location: location,
                        message: "name: \"\(name)\" is the built-in theme's name; choose another (and extend it)"))
            } else if let first = owners[key] {
                files[index].problems.append(
                    PluginProblem(
                        location: location,
                        message:
                            "name: \(kind) \"\(name)\" is already defined in \(first); names are unique across plugin files"
                    ))
            } else {
                owners[key] = location
            }
        }
    }

    private mutating func resolveThemes() {
        var declarations: [String: ThemeDeclaration] = [:]
        var broken = Set<String>()
        var fileOfTheme: [String: Int] = [:]
        for (index, file) in files.enumerated() {
            guard case .theme(let theme) = file.declaration, let name = theme.name else { continue }
            if file.isValid {
                declarations[name] = theme
                fileOfTheme[name] = index
            } else {
                broken.insert(name)
            }
        }
        let resolver = ThemeResolver(declarations: declarations, builtIn: ThemeCatalog.builtIn.themes, broken: broken)
        for (name, failure) in resolver.failures {
            guard let index = fileOfTheme[name] else { continue }
            let line = files[index].line(of: ["extends"])
            files[index].problems.append(
                PluginProblem(
                    location: SourceLocation(file: files[index].source.path, line: line), message: failure.message))
        }
        for (name, theme) in resolver.themes {
            guard let index = fileOfTheme[name] else { continue }
            themes.add(theme, source: files[index].place.description)
        }
    }
}
