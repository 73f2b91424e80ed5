import CLuaShim
import MastheadCore

/// Everything one scenario run owns: its file, its clock, its components, what it did and said.
///
/// One context per scenario run; bindings reach it through `stack.scenario()`. The host lets it
/// go when the scenario ends and restores the state before the next (`ScenarioHost`), so nothing
/// of one scenario can reach the next.
package final class ScenarioContext {
    package enum Phase { case loading, running, finished }

    package let source: ScenarioSource
    package let services: ScenarioServices
    /// The scenario's clock and the headers on it (`HeaderScene` moves the clock for all of them).
    package let scene = HeaderScene()
    package var clock: VirtualClock { scene.clock }
    package internal(set) var phase: Phase = .loading
    /// The scenario being run, once the file has loaded.
    package internal(set) var current: ScenarioInfo?
    package var steps: [String] = []
    package var output: [String] = []
    package var assertions = 0
    package var snapshotsUsed: [String] = []
    /// The snapshot names this scenario has checked: each may be asked for once.
    package var snapshotNames: Set<String> = []
    /// Failures found outside the script's own flow (a status provider that raised): they fail the
    /// scenario even when the script carries on.
    package var deferredFailures: [ScenarioFailure] = []
    /// The headers built so far, as Lua objects, in the order they were built.
    package private(set) var components: [any SceneComponent] = []
    /// The Lua thread of the step in progress, where status providers run when Core asks a
    /// header's status source (`asking(on:_:)`).
    private(set) var stepStack: LuaStack?
    var declarations: [ScenarioDeclaration] = []
    /// The line of each name declared so far, for telling a name declared twice at once (a
    /// search of `declarations` made 100,000 scenarios in one file quadratic).
    var declaredLines: [String: Int] = [:]
    /// When the state runs one scenario: its name. The file's other `scenario(...)` calls are then
    /// only counted (discovery has checked them already).
    var wanted: String?
    /// Whether the file's other `scenario(...)` calls are kept too, so that its image can serve
    /// them later (`ScenarioHost`); cleared when one of them is declared twice.
    var recordsAll = false

    /// The drawing of the property run this context belongs to, for the `any` generators.
    var property: PropertyDraws?

    /// The trace being recorded, when the run traces (`ScenarioServices.tracing`).
    let recorder: TraceRecorder?
    /// The scenario's line running now, for the trace's steps (the host sets it).
    var currentLine: () -> Int = { 0 }
    /// Moves the scenario's deadlines on by the seconds the recorder took (the host sets it): a
    /// traced run is held to the time the scenario itself takes, so tracing never turns a pass
    /// into a timeout.
    var excludeFromDeadline: (Double) -> Void = { _ in }

    /// Runs `body`, the recorder's work, outside the scenario's time (`excludeFromDeadline`).
    func recording<Result>(_ body: (TraceRecorder) -> Result) -> Result? {
        guard let recorder else { return nil }
        let started = mh_monotonic_seconds()
        defer { excludeFromDeadline(mh_monotonic_seconds() - started) }
        return body(recorder)
    }

    package init(source: ScenarioSource, services: ScenarioServices) {
        self.source = source
        self.services = services
        recorder = services.tracing ? TraceRecorder(sink: services.traceSink) : nil
    }

    /// A header built by the scenario: it joins the scene, so it follows the clock.
    package func add(_ component: any SceneComponent) {
        components.append(component)
        scene.add(component.header)
    }

    /// Runs `body`, which may ask a header's status source, with `stack` as the Lua thread the
    /// status providers run on: the one running the step.
    func asking<Result>(on stack: LuaStack, _ body: () throws -> Result) rethrows -> Result {
        let outer = stepStack
        stepStack = stack
        defer { stepStack = outer }
        return try body()
    }

    /// Records one step, as reports list them. Steps and printed output live outside Lua's
    /// memory cap, so both are bounded here.
    package func step(_ description: String) {
        guard steps.count < Self.maximumSteps else { return }
        // No more bytes than 200 is no more characters than 200: only a longer one is counted
        // by character (grapheme by grapheme, the dear way).
        let isLong = description.utf8.count > 200 && description.count > 200
        steps.append(isLong ? String(description.prefix(200)) + "…" : description)
        // Recorded first: the step before it is then sent (`TraceSink`) before anything that could
        // stop the worker during this one.
        recording { $0.step(steps[steps.count - 1], line: currentLine(), now: clock.now, components: components) }
        services.progress?.stepped(steps[steps.count - 1])
    }

    /// Keeps a printed line, up to `maximumOutputBytes` in all.
    package func print(_ line: String) {
        guard outputBytes < Self.maximumOutputBytes else { return }
        outputBytes += line.utf8.count
        if outputBytes >= Self.maximumOutputBytes {
            output.append(String(line.prefix(1024)) + "… (output truncated at 1 MiB)")
        } else {
            output.append(line)
        }
    }

    static let maximumSteps = 10_000
    static let maximumOutputBytes = 1 << 20
    private var outputBytes = 0

    /// Moves the shared clock forward and lets every header catch up (minutes, status
    /// providers); `stack` is where provider code runs.
    package func advanceClock(by seconds: Double, on stack: LuaStack) throws {
        try asking(on: stack) { try scene.advance(by: seconds) }
    }

    /// Sets the shared clock and lets every header catch up.
    package func setClock(to seconds: Double, on stack: LuaStack) {
        asking(on: stack) { scene.setClock(to: seconds) }
    }

    /// Moves the shared clock to the instant every header comes to rest (`HeaderScene.settle`).
    package func settle(on stack: LuaStack) throws {
        try asking(on: stack) { try scene.settle() }
    }
}

/// A `scenario(...)` or `property(...)` call: what discovery reports, and the function to run.
struct ScenarioDeclaration {
    var info: ScenarioInfo
    var body: LuaReference
    /// A property's options; nil for a scenario.
    var property: PropertyOptions? = nil
}

extension LuaStack {
    /// The context of the scenario this state runs; an error in states that run no scenario.
    package func scenario() throws -> ScenarioContext {
        guard let context = state.context as? ScenarioContext else {
            throw LuaScriptError("only available in a scenario")
        }
        return context
    }
}
