/// The status providers a run knows: each plugin's file, kept as source so that every scenario
/// runs the provider inside its own sandboxed state.
public struct StatusProviderCatalog: Sendable {
    public struct Provider: Sendable {
        public var name: String
        public var source: ScenarioSource
        /// The line of the `status_provider{...}` call.
        public var line: Int

        public init(name: String, source: ScenarioSource, line: Int) {
            self.name = name
            self.source = source
            self.line = line
        }
    }

    public private(set) var providers: [String: Provider]
    /// Said after an unknown provider's name when the plugins may be missing (see `ThemeCatalog.advice`).
    public var advice: String?

    public init(providers: [String: Provider] = [:]) {
        self.providers = providers
    }

    public static let empty = StatusProviderCatalog()

    public subscript(name: String) -> Provider? { providers[name] }

    public var names: [String] { providers.keys.sorted() }

    public mutating func add(_ provider: Provider) {
        providers[provider.name] = provider
    }
}
