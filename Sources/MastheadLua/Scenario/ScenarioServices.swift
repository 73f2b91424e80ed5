import MastheadCore

/// What every scenario of a run shares, read-only: themes, status providers, limits, and the ways
/// out to disk that the runner provides (modules for `require`, snapshots).
public struct ScenarioServices: Sendable {
    public var themes: ThemeCatalog
    public var statusProviders: StatusProviderCatalog
    public var limits: LuaLimits
    public var modules: any ModuleResolver
    public var snapshots: (any SnapshotStore)?
    /// Told of every step as it is recorded (a worker process's progress page).
    public var progress: (any ScenarioProgress)?
    /// Whether scenarios record a trace of every step (`ScenarioTrace`, `masthead run --trace`).
    public var tracing = false
    /// The run's seed, which properties draw from unless their options give one (nil: 0).
    public var propertySeed: UInt64?
    /// The failing cases properties remembered, tried first (`.masthead/examples/`).
    public var examples: (any PropertyExampleSource)?

    public init(
        themes: ThemeCatalog = .builtIn, statusProviders: StatusProviderCatalog = .empty,
        limits: LuaLimits = .scenarioDefault, modules: any ModuleResolver = NoModules(),
        snapshots: (any SnapshotStore)? = nil, progress: (any ScenarioProgress)? = nil
    ) {
        self.themes = themes
        self.statusProviders = statusProviders
        self.limits = limits
        self.modules = modules
        self.snapshots = snapshots
        self.progress = progress
    }
}

/// Hears each step a scenario takes, as it takes it: a watchdog outside the process can then
/// say how far a scenario got when it had to be stopped.
public protocol ScenarioProgress: Sendable {
    func stepped(_ description: String)
}

/// Finds the source of a module for `require(name)`, asked from the file `requester`.
public protocol ModuleResolver: Sendable {
    func resolve(_ name: String, from requester: String) -> ScenarioSource?
    /// The module names `requester` could require, for a "did you mean" when one is misspelt.
    func names(from requester: String) -> [String]
}

extension ModuleResolver {
    public func names(from requester: String) -> [String] { [] }
}

public struct NoModules: ModuleResolver {
    public init() {}
    public func resolve(_ name: String, from requester: String) -> ScenarioSource? { nil }
}

/// Compares a header's renderings with stored references (and records them), for
/// `expect(h):to_match_snapshot(name)`. The runner's implementation works on disk.
public protocol SnapshotStore: Sendable {
    /// Checks `renderings` against the snapshot `name` of the scenario; returns nil when they match
    /// (or were recorded) and a failure otherwise.
    func check(_ renderings: SnapshotRenderings, name: String, scenario: SnapshotOwner) -> SnapshotResult
}

/// The renderings a snapshot holds.
public struct SnapshotRenderings: Sendable {
    public var text: String
    public var voiceover: String
    public var svg: String

    public init(text: String, voiceover: String, svg: String) {
        self.text = text
        self.voiceover = voiceover
        self.svg = svg
    }
}

/// Which scenario asks for a snapshot.
public struct SnapshotOwner: Sendable {
    public var file: String
    public var scenario: String

    public init(file: String, scenario: String) {
        self.file = file
        self.scenario = scenario
    }
}

public struct SnapshotResult: Sendable {
    /// nil when the snapshot matched or was recorded.
    public var failure: ScenarioFailure?
    /// The snapshot files this check read or wrote.
    public var files: [String]

    public init(failure: ScenarioFailure?, files: [String]) {
        self.failure = failure
        self.files = files
    }
}
