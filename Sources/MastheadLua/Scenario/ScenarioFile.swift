/// Runs the scenarios of one file, each in a state as good as fresh (see `ScenarioHost`).
///
/// A scenario's state has the prelude and the bindings; the whole file's top level runs (so
/// helpers and builders exist), then that one scenario's function. Nothing survives between two
/// scenarios: the globals and every table the API offers are put back, and the clock and every
/// component are new.
package enum ScenarioFile {
    /// The source with its text compiled to bytecode once, for every scenario state of the run to
    /// load. A file that does not compile comes back as it was: loading it reports the error.
    package static func compile(_ source: ScenarioSource) -> ScenarioSource {
        ScenarioHost().compile(source)
    }

    /// Loads the file and lists its scenarios; a failure when it does not load.
    package static func discover(_ source: ScenarioSource, services: ScenarioServices) -> Result<
        [ScenarioInfo], ScenarioFailure
    > {
        ScenarioHost().discover(source, services: services)
    }

    /// Runs the scenario named `name` in a fresh state. (A runner keeps a `ScenarioHost` per
    /// worker instead, which prepares its state once.)
    package static func run(_ source: ScenarioSource, scenario name: String, services: ScenarioServices)
        -> ScenarioOutcome
    {
        ScenarioHost().run(source, scenario: name, services: services)
    }

    /// Runs the scenario `name` that the file, loaded in `lua` with `context`, declared; a
    /// property's runs each start from `restore` (`PropertyExecutor`).
    static func run(
        declared name: String, in context: ScenarioContext, on lua: LuaState, restore: @escaping PropertyRunStart
    ) -> ScenarioOutcome {
        guard let declaration = context.declarations.first(where: { $0.info.name == name }) else {
            return ScenarioOutcome(
                failure: ScenarioFailure(
                    kind: .load,
                    message:
                        "scenario \"\(name)\" is no longer in \(context.source.path) (the file changed during the run)")
            )
        }
        context.phase = .running
        context.current = declaration.info
        if let property = declaration.property {
            defer { context.phase = .finished }
            return PropertyRunner(
                declaration: declaration, options: property, context: context, lua: lua, restore: restore
            ).run()
        }
        var failure: ScenarioFailure?
        do {
            declaration.body.push(on: lua.stack)
            try lua.stack.call(arguments: 0, results: 0)
        } catch {
            failure = ScenarioFailure(error, in: lua).naming(context.source.path).explained(by: context)
        }
        context.phase = .finished
        return ScenarioOutcome(
            failure: failure ?? context.deferredFailures.first, steps: context.steps, output: context.output,
            assertions: context.assertions, instructions: lua.instructionsUsed, peakMemory: lua.peakMemory,
            snapshotsUsed: context.snapshotsUsed,
            trace: context.recorder?.finish(at: context.clock.now, components: context.components))
    }
}

extension ScenarioFailure: Error {
    /// The failure a Lua error stands for.
    init(_ error: LuaError, in lua: LuaState) {
        let kind: Kind
        switch error.kind {
        case .limit: kind = .limit
        case .syntax: kind = .load
        default:
            switch error.fields["masthead_failure"] {
            case "assertion": kind = .assertion
            case "plugin": kind = .plugin
            default: kind = .error
            }
        }
        self.init(
            kind: kind, message: error.reason, location: error.location, expected: error.fields["expected"],
            actual: error.fields["actual"], diff: error.fields["diff"].flatMap { $0.isEmpty ? nil : $0 },
            traceback: Self.scriptFrames(error.traceback))
    }

    /// The failure with `path` written in full where Lua shortened it: Lua keeps at most 60
    /// characters of a chunk name in messages ("...ng/Scenarios/greeting/badge.lua:12:").
    func naming(_ path: String) -> ScenarioFailure {
        guard path.utf8.count > 58 else { return self }
        func restore(_ text: String) -> String {
            guard text.hasPrefix("..."), let colon = text.firstIndex(of: ":") else { return text }
            let tail = text[text.index(text.startIndex, offsetBy: 3)..<colon]
            return path.hasSuffix(tail) ? path + text[colon...] : text
        }
        var failure = self
        if let location, location.file.hasPrefix("..."), path.hasSuffix(location.file.dropFirst(3)) {
            failure.location = SourceLocation(file: path, line: location.line)
        }
        failure.message = restore(message)
        failure.traceback = traceback.map(restore)
        return failure
    }

    /// The traceback's lines that belong to scripts: no `[C]` frames, no prelude.
    static func scriptFrames(_ traceback: String?) -> [String] {
        guard let traceback else { return [] }
        return traceback.split(separator: "\n").dropFirst().compactMap { line in
            let trimmed = String(line.drop { $0 == "\t" || $0 == " " })
            if trimmed.hasPrefix("[C]") || trimmed.hasPrefix("[masthead") || trimmed.hasPrefix("(...tail calls...)") {
                return nil
            }
            return trimmed
        }
    }
}

extension ScenarioFile {
    /// Runs a chunk as the body of a scenario (with the whole scenario API and a fresh clock) and
    /// returns the string it returns: how `masthead render` draws a header without a scenario file.
    package static func evaluate(_ source: ScenarioSource, services: ScenarioServices) -> Result<
        String, ScenarioFailure
    > {
        evaluate(source, services: services) { lua, _ in .success(lua.stack.string(at: -1) ?? "") }
    }

    /// Runs the chunk in a fresh state and reads its result with `read`, while the state is alive.
    static func evaluate<Value>(
        _ source: ScenarioSource, services: ScenarioServices,
        read: (LuaState, ScenarioContext) -> Result<Value, ScenarioFailure>
    ) -> Result<Value, ScenarioFailure> {
        let lua: LuaState
        do {
            lua = try LuaState()
        } catch {
            return .failure(ScenarioFailure(kind: .load, message: error.message))
        }
        let context = ScenarioContext(source: source, services: services)
        context.phase = .running
        lua.context = context
        lua.arm(services.limits)
        do {
            try ScenarioGlobals.install(on: lua.stack)
            try lua.stack.load(file: source.bytes, chunkName: source.chunkName)
            try lua.stack.call(arguments: 0, results: 1)
        } catch {
            return .failure(ScenarioFailure(error, in: lua).naming(source.path))
        }
        if let failure = context.deferredFailures.first { return .failure(failure) }
        return read(lua, context)
    }
}
