import MastheadCore
import MastheadLua

/// The themes and status providers of a run: the built-in ones and every plugin folder's.
public struct PluginSet: Sendable {
    public var themes: ThemeCatalog
    public var statusProviders: StatusProviderCatalog
    public var problems: [LoadProblem]
    /// Every plugin file found, in discovery order, with what it declares and its problems.
    public var files: [PluginFile]

    /// Loads every `*.lua` under the run's plugin folders, each file once, in folder order then
    /// path order. The default folder (`Plugins`, first in the list) may be missing; a folder
    /// named with `--plugins` that is missing is a problem, as is every plugin that fails to load.
    public static func load(options: RunOptions) -> PluginSet {
        let defaultFolder = RunOptions().pluginDirectories[0]
        return load(
            folders: options.pluginDirectories.enumerated().map { index, folder in
                (folder, required: index > 0 || folder != defaultFolder)
            })
    }

    /// Loads the plugins of `folders`; a missing folder is a problem when it is `required`.
    static func load(folders: [(path: String, required: Bool)]) -> PluginSet {
        var problems: [LoadProblem] = []
        var sources: [ScenarioSource] = []
        var seen = Set<String>()
        for (directory, required) in folders {
            let folder = FileSystem.normalize(directory)
            guard FileSystem.kind(of: folder) == .directory else {
                if required && seen.insert(folder).inserted {
                    problems.append(problem(folder, "no such plugin folder: \(directory) (given with --plugins)"))
                }
                continue
            }
            guard seen.insert(folder).inserted else { continue }
            do {
                for path in try Discovery.luaFiles(in: folder) {
                    do {
                        sources.append(ScenarioSource(path: path, bytes: try FileSystem.readBytes(path)))
                    } catch {
                        problems.append(problem(path, error.description))
                    }
                }
            } catch {
                problems.append(problem(folder, error.message))
            }
        }
        let library = PluginLibrary.load(sources)
        problems += library.problems.map { problem in
            LoadProblem(
                file: problem.location.file,
                failure: ScenarioFailure(kind: .plugin, message: problem.message, location: problem.location))
        }
        return PluginSet(
            themes: library.themes, statusProviders: library.statusProviders, problems: problems, files: library.files)
    }

    private static func problem(_ file: String, _ message: String) -> LoadProblem {
        LoadProblem(file: file, failure: ScenarioFailure(kind: .plugin, message: message))
    }
}
