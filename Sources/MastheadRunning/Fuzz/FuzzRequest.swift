import MastheadCore
import MastheadFuzz
import MastheadLua

/// What `masthead fuzz` was asked: which fuzzer, its seed and size, and what to print.
package struct FuzzRequest {
    package init() {}

    package var scripts = false
    package var seed: UInt64 = 1
    package var count: Int?
    package var component: FuzzComponent = .both
    /// `--case I`: run (or, with `--lua`, print) only case I of the run.
    package var caseIndex: Int?
    package var printLua = false
    /// `--print I`: print script I instead of running.
    package var printScript: Int?
    package var shrink = true
    package var scenarioFolders = ["Scenarios"]
    package var pluginFolders = ["Plugins"]
    package var slack = 1.0
    package var limits = LuaLimits.fuzzDefault

    /// Steps (components) or scripts (scripts) to run.
    package var total: Int { count ?? (scripts ? 100 : 10_000) }

    /// The themes of the plugin folders (the component fuzzer picks among them), or the built-in ones.
    func themes() -> ThemeCatalog {
        var options = RunOptions()
        options.pluginDirectories = pluginFolders
        return PluginSet.load(options: options).themes
    }

    func componentOptions() -> ComponentFuzzer.Options {
        ComponentFuzzer.Options(seed: seed, steps: total, component: component, themes: themes(), shrink: shrink)
    }

    /// The shipped scenario and plugin files to mutate, with the services a run would give them.
    func scriptOptions() -> ScriptFuzzer.Options {
        var options = RunOptions()
        options.paths = scenarioFolders
        options.pluginDirectories = pluginFolders
        options.limits = limits
        let plugins = PluginSet.load(options: options)
        return ScriptFuzzer.Options(
            seed: seed, count: total, scenarios: Self.texts(scenarioFolders), plugins: Self.texts(pluginFolders),
            services: ScenarioServicesFactory.make(options: options, plugins: plugins), slack: slack)
    }

    /// Every `*.lua` under the folders (helpers included: they are scripts too), path → text.
    static func texts(_ folders: [String]) -> [String: String] {
        var texts: [String: String] = [:]
        for folder in folders where FileSystem.kind(of: folder) == .directory {
            for path in (try? Discovery.luaFiles(in: folder)) ?? [] {
                texts[path] = try? FileSystem.read(path, limit: .source)
            }
        }
        return texts
    }
}
