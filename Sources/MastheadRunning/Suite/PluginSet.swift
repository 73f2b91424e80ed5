import CWorkerShim
import MastheadCore
import MastheadLua

/// The themes and status providers of a run: the built-in ones and every plugin folder's.
package struct PluginSet: Sendable {
    package var themes: ThemeCatalog
    package var statusProviders: StatusProviderCatalog
    package var problems: [LoadProblem]
    /// Every plugin file found, in discovery order, with what it declares and its problems.
    package var files: [PluginFile]
    /// Why plugins a user expects may be missing (`missingFolderAdvice`); nil when every folder was there.
    package var advice: String?

    /// Loads every `*.lua` under the run's plugin folders, each file once, in folder order then
    /// path order. The default folder (`Plugins`, first in the list) may be missing; a folder
    /// named with `--plugins` that is missing is a problem, as is every plugin that fails to load.
    ///
    /// In a watched process (a worker, a guarded command) each file is a watched phase, and the
    /// files the watchdog had to stop before are not loaded again: they are problems.
    package static func load(options: RunOptions) -> PluginSet {
        load(folders: folders(of: options), skipping: GuardedCommand.skippedPlugins)
    }

    /// The plugin folders of a run, each saying whether it must exist.
    package static func folders(of options: RunOptions) -> [WorkerSetup.PluginFolder] {
        let defaultFolder = RunOptions().pluginDirectories[0]
        return options.pluginDirectories.enumerated().map { index, folder in
            WorkerSetup.PluginFolder(path: folder, required: index > 0 || folder != defaultFolder)
        }
    }

    /// Loads the plugins of `folders`; a missing folder is a problem when it is `required`.
    static func load(folders: [WorkerSetup.PluginFolder], skipping skipped: [LoadProblem] = []) -> PluginSet {
        var problems: [LoadProblem] = []
        var sources: [ScenarioSource] = []
        var seen = Set<String>()
        var advice: String?
        for (directory, required) in folders.map({ ($0.path, $0.required) }) {
            let folder = FileSystem.normalize(directory)
            guard FileSystem.kind(of: folder) == .directory else {
                if required && seen.insert(folder).inserted {
                    problems.append(problem(folder, "no such plugin folder: \(directory) (given with --plugins)"))
                } else if !required && !folders.contains(where: { $0.required }) {
                    advice = missingFolderAdvice(directory)
                }
                continue
            }
            guard seen.insert(folder).inserted else { continue }
            let inside = FolderBoundary.plugins(folder)
            do {
                for path in try Discovery.luaFiles(in: folder) {
                    if let problem = skipped.first(where: { $0.file == path }) {
                        problems.append(problem)
                        continue
                    }
                    do {
                        sources.append(
                            ScenarioSource(
                                path: path, bytes: try FileSystem.readBytes(path, limit: .source, within: inside)))
                    } catch {
                        problems.append(problem(path, error.description))
                    }
                }
            } catch {
                problems.append(problem(folder, error.message))
            }
        }
        let library = PluginLibrary.load(
            sources,
            willLoad: { source in
                ProgressPage.current?.begin(MH_PHASE_PLUGIN, seconds: LuaLimits.pluginLoad.seconds, label: source.path)
            },
            didLoadFiles: { ProgressPage.current?.idle() })
        problems += library.problems.map { problem in
            LoadProblem(
                file: problem.location.file,
                failure: ScenarioFailure(kind: .plugin, message: problem.message, location: problem.location))
        }
        var themes = library.themes
        var providers = library.statusProviders
        themes.advice = advice
        providers.advice = advice
        return PluginSet(
            themes: themes, statusProviders: providers, problems: problems, files: library.files, advice: advice)
    }

    /// Why a run outside the project's root knows only the built-in theme: the default folder is
    /// looked for in the current directory, and is not there.
    static func missingFolderAdvice(_ folder: String) -> String {
        let place = folder.hasPrefix("/") ? "" : " in " + FileSystem.currentDirectory
        return "no \(folder)/ folder\(place): run from your project's root, or add --plugins DIR"
    }

    private static func problem(_ file: String, _ message: String) -> LoadProblem {
        LoadProblem(file: file, failure: ScenarioFailure(kind: .plugin, message: message))
    }
}
