/// The status providers a run knows: each plugin's file, kept as source so that every scenario
/// runs the provider inside its own sandboxed state.
package struct StatusProviderCatalog: Sendable {
    package struct Provider: Sendable {
        package var name: String
        package var source: ScenarioSource
        /// The line of the `status_provider{...}` call.
        package var line: Int

        package init(name: String, source: ScenarioSource, line: Int) {
            self.name = name
            self.source = source
            self.line = line
        }
    }

    package private(set) var providers: [String: Provider]
    /// Said after an unknown provider's name when the plugins may be missing (see `ThemeCatalog.advice`).
    package var advice: String?

    package init(providers: [String: Provider] = [:]) {
        self.providers = providers
    }

    package static let empty = StatusProviderCatalog()

    package subscript(name: String) -> Provider? { providers[name] }

    package var names: [String] { providers.keys.sorted() }

    package mutating func add(_ provider: Provider) {
        providers[provider.name] = provider
    }
}
