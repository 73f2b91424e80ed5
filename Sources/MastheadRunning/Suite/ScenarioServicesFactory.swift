import MastheadLua

/// The services every scenario of a run shares, from the run's options and plugins.
package enum ScenarioServicesFactory {
    package static func make(options: RunOptions, plugins: PluginSet, snapshots: (any SnapshotStore)? = nil)
        -> ScenarioServices
    {
        ScenarioServices(
            themes: plugins.themes, statusProviders: plugins.statusProviders, limits: options.limits,
            modules: SuiteModules(roots: options.paths), snapshots: snapshots)
    }
}
