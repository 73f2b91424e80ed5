import CLuaShim

/// A worker's Lua state for scenario after scenario: prepared once (sandbox, prelude, bindings),
/// and put back to its pristine image before each next use.
///
/// Creating a state and installing the scenario API costs more than most scenarios do. The image
/// (`mh_snapshot_take`, see reset.c) restores every table the prepared state could reach, so a
/// scenario sees exactly what a fresh state shows it; the context, clock and components are new
/// each time. A state whose scenario tripped a limit is not trusted again: the next use prepares
/// a new one. The last file's compiled chunk stays loaded, so the scenarios of one file share
/// the loading. The file's top level runs for its first scenario; when all it left can be put
/// back (`FileImage`), the next scenarios of the file start from its image instead of running it
/// again, and are charged its instructions all the same. Each run of a property starts from the
/// same restore (`PreparedState.restoreForRun`), so no run sees what an earlier one did.
///
/// A host is confined to the thread that uses it, as its state is.
package final class ScenarioHost {
    private var prepared: PreparedState?

    package init() {}

    /// The source with its text compiled to bytecode, for states that load it later (a file
    /// that does not compile comes back as it was: loading it reports the error). The chunk
    /// stays loaded here, for discovering the file next.
    package func compile(_ source: ScenarioSource) -> ScenarioSource {
        guard let state = try? prepare(), let bytecode = try? state.compile(source) else { return source }
        var compiled = source
        compiled.bytecode = bytecode
        return compiled
    }

    /// Prepares the state now rather than at the first file (a worker process does it while it
    /// starts, so the cost never counts against a scenario's deadline).
    package func prepareState() {
        _ = try? prepare()
    }

    /// Loads the file and lists its scenarios; a failure when it does not load.
    package func discover(_ source: ScenarioSource, services: ScenarioServices) -> Result<
        [ScenarioInfo], ScenarioFailure
    > {
        defer { finish() }
        do {
            let (_, context) = try load(source, services: services, wanted: nil)
            return .success(context.declarations.map(\.info))
        } catch {
            return .failure(error)
        }
    }

    /// Runs the scenario named `name`, in a state as good as fresh.
    package func run(_ source: ScenarioSource, scenario name: String, services: ScenarioServices) -> ScenarioOutcome {
        defer { finish() }
        let lua: LuaState
        let context: ScenarioContext
        do {
            (lua, context) = try load(source, services: services, wanted: name)
        } catch {
            return ScenarioOutcome(failure: error)
        }
        let state = prepared
        return ScenarioFile.run(declared: name, in: context, on: lua) { runContext throws(ScenarioFailure) in
            guard let state else { throw ScenarioFailure(kind: .error, message: "the scenario's state is gone") }
            return try state.restoreForRun(of: source, property: name, in: runContext)
        }
    }

    /// A state with the scenario API, the file loaded and its top level run (or its image put
    /// back, when the state keeps one and one scenario is `wanted`).
    private func load(_ source: ScenarioSource, services: ScenarioServices, wanted: String?) throws(ScenarioFailure)
        -> (LuaState, ScenarioContext)
    {
        let state = try prepare(for: wanted == nil ? nil : source)
        let lua = state.lua
        let context = ScenarioContext(source: source, services: services)
        context.wanted = wanted
        if context.recorder != nil {
            context.currentLine = { [unowned lua] in lua.stack.scriptLine() }
            context.excludeFromDeadline = { [unowned lua, progress = services.progress] seconds in
                lua.postponeDeadline(by: seconds)
                progress?.postponeDeadline(by: seconds)
            }
        }
        lua.context = context
        lua.arm(services.limits)
        if wanted != nil, let image = state.image(of: source) {
            context.declarations = image.declarations
            mh_count_resume(lua.stack.raw, image.charged, image.residual)
            return (lua, context)
        }
        let keeps = wanted != nil && state.mayKeepImage(of: source)
        if keeps {
            context.recordsAll = true
            mh_count_exactly(lua.stack.raw)
        }
        let hostCalls = lua.hostCalls
        do throws(ScenarioFailure) {
            try state.runTopLevel(of: source)
        } catch {
            if keeps { state.keepImage(of: source, context: context, untouched: false) }
            throw error
        }
        if keeps { state.keepImage(of: source, context: context, untouched: lua.hostCalls == hostCalls) }
        return (lua, context)
    }

    /// The prepared state, restored (to `source`'s image, when it keeps one) when it ran
    /// something before.
    private func prepare(for source: ScenarioSource? = nil) throws(ScenarioFailure) -> PreparedState {
        if let prepared {
            if prepared.restore(for: source) { return prepared }
            self.prepared = nil
        }
        do {
            let state = try PreparedState()
            prepared = state
            return state
        } catch {
            throw ScenarioFailure(kind: .load, message: error.message)
        }
    }

    /// Lets the context go (and the references it holds) and drops a state a limit stopped, or one
    /// that could not be put back.
    private func finish() {
        guard let prepared else { return }
        prepared.lua.context = nil
        if prepared.lua.trippedLimit != nil || prepared.isBroken { self.prepared = nil }
    }
}
