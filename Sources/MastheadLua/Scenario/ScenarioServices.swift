import MastheadCore

/// What every scenario of a run shares, read-only: themes, status providers, limits, and the ways
/// out to disk that the runner provides (modules for `require`, snapshots).
package struct ScenarioServices: Sendable {
    package var themes: ThemeCatalog
    package var statusProviders: StatusProviderCatalog
    package var limits: LuaLimits
    package var modules: any ModuleResolver
    package var snapshots: (any SnapshotStore)?
    /// Told of every step as it is recorded (a worker process's progress page).
    package var progress: (any ScenarioProgress)?
    /// Whether scenarios record a trace of every step (`ScenarioTrace`, `masthead run --trace`).
    package var tracing = false
    /// Where a traced scenario's steps are sent as they are recorded (a worker's pipe to its
    /// parent); without one, the whole trace comes with the outcome.
    package var traceSink: (any TraceSink)?
    /// The run's seed (`--seed`; without it `defaultRunSeed`), from which each property's seed is
    /// derived unless its options give one (`PropertyRandom.propertySeed`).
    package var runSeed: UInt64 = ScenarioServices.defaultRunSeed
    /// The run's seed without `--seed` (or `--shuffle`): fixed, so a property draws the same cases
    /// on every run and machine.
    package static let defaultRunSeed: UInt64 = 0
    /// The failing cases properties remembered, tried first (`.masthead/examples/`).
    package var examples: (any PropertyExampleSource)?

    package init(
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
package protocol ScenarioProgress: Sendable {
    func stepped(_ description: String)
    /// Moves the watched deadline on by `seconds` that were not the scenario's own (a trace
    /// recorder's work).
    func postponeDeadline(by seconds: Double)
}

extension ScenarioProgress {
    package func postponeDeadline(by seconds: Double) {}
}

/// Finds the source of a module for `require(name)`, asked from the file `requester`: nil when
/// there is none, `ModuleRefusal` when there is one that must not be loaded.
package protocol ModuleResolver: Sendable {
    func resolve(_ name: String, from requester: String) throws(ModuleRefusal) -> ScenarioSource?
    /// The module names `requester` could require, for a "did you mean" when one is misspelt.
    func names(from requester: String) -> [String]
}

extension ModuleResolver {
    package func names(from requester: String) -> [String] { [] }
}

/// Why a helper file that was found is not loaded ("cannot read Scenarios/_h.lua: is a FIFO, not a
/// regular file"); `require` raises it.
package struct ModuleRefusal: Error, Sendable {
    package var message: String

    package init(_ message: String) { self.message = message }
}

package struct NoModules: ModuleResolver {
    package init() {}
    package func resolve(_ name: String, from requester: String) -> ScenarioSource? { nil }
}

/// Compares a header's renderings with stored references (and records them), for
/// `expect(h):to_match_snapshot(name)`. The runner's implementation works on disk.
package protocol SnapshotStore: Sendable {
    /// Checks `renderings` against the snapshot `name` of the scenario; returns nil when they match
    /// (or were recorded) and a failure otherwise.
    func check(_ renderings: SnapshotRenderings, name: String, scenario: SnapshotOwner) -> SnapshotResult
}

/// The renderings a snapshot holds.
package struct SnapshotRenderings: Sendable {
    package var text: String
    package var voiceover: String
    package var svg: String

    package init(text: String, voiceover: String, svg: String) {
        self.text = text
        self.voiceover = voiceover
        self.svg = svg
    }
}

/// Which scenario asks for a snapshot.
package struct SnapshotOwner: Sendable {
    package var file: String
    package var scenario: String

    package init(file: String, scenario: String) {
        self.file = file
        self.scenario = scenario
    }
}

package struct SnapshotResult: Sendable {
    /// nil when the snapshot matched or was recorded.
    package var failure: ScenarioFailure?
    /// The snapshot files this check read or wrote.
    package var files: [String]

    package init(failure: ScenarioFailure?, files: [String]) {
        self.failure = failure
        self.files = files
    }
}
