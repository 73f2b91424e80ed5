import CLuaShim

/// A worker's Lua state for scenario after scenario: prepared once (sandbox, prelude, bindings),
/// and put back to its pristine image before each next use.
///
/// Creating a state and installing the scenario API costs more than most scenarios do. The image
/// (`mh_snapshot_take`, see reset.c) restores every table the prepared state could reach, so a
/// scenario sees exactly what a fresh state shows it; the context, clock and components are new
/// each time. A state whose scenario tripped a limit is not trusted again: the next use prepares
/// a new one. The last file's compiled chunk stays loaded, so the scenarios of one file share
/// the loading (each still runs the file's top level afresh).
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
        return ScenarioFile.run(declared: name, in: context, on: lua)
    }

    /// A state with the scenario API, the file loaded and its top level run.
    private func load(_ source: ScenarioSource, services: ScenarioServices, wanted: String?) throws(ScenarioFailure)
        -> (LuaState, ScenarioContext)
    {
        let state = try prepare()
        let lua = state.lua
        let context = ScenarioContext(source: source, services: services)
        context.wanted = wanted
        if context.recorder != nil { context.currentLine = { [unowned lua] in lua.stack.scriptLine() } }
        lua.context = context
        lua.arm(services.limits)
        do {
            try state.pushChunk(of: source)
            try lua.stack.call(arguments: 0, results: 0)
        } catch {
            var failure = ScenarioFailure(error, in: lua).naming(source.path)
            if failure.kind != .limit { failure.kind = .load }
            throw failure
        }
        return (lua, context)
    }

    /// The prepared state, restored when it ran something before.
    private func prepare() throws(ScenarioFailure) -> PreparedState {
        if let prepared {
            if prepared.restore() { return prepared }
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

    /// Lets the context go (and the references it holds) and drops a state a limit stopped.
    private func finish() {
        guard let prepared else { return }
        prepared.lua.context = nil
        if prepared.lua.trippedLimit != nil { self.prepared = nil }
    }
}

/// A state with the scenario API installed and its pristine image taken.
private final class PreparedState {
    let lua: LuaState
    /// What the state's Swift side knew at the image: metatables made, functions owned.
    private let classes: Set<String>
    private let ownedCount: Int
    /// The bytes the prepared state holds, and the garbage let stand before a restore collects
    /// it: a full collection costs about as much as a small scenario, and Lua's own collector
    /// keeps up in between. (So a scenario's peak memory may include up to this much garbage.)
    private let baseline: Int
    static let garbageAllowance = 256 << 10
    /// The compiled chunk of the file last loaded, kept by reference (the image leaves
    /// references alone).
    private var chunk: (source: ScenarioSource, function: LuaReference)?

    init() throws(LuaError) {
        lua = try LuaState()
        try ScenarioGlobals.install(on: lua.stack)
        guard mh_snapshot_take(lua.stack.raw) == LUA_OK else {
            throw LuaError(
                kind: .runtime, message: "cannot record the prepared state: \(lua.stack.string(at: -1) ?? "")")
        }
        classes = lua.registeredClasses
        ownedCount = lua.ownedFunctions.count
        mh_collect(lua.stack.raw)
        baseline = lua.memoryInUse
    }

    /// Puts the state back as prepared; false when it cannot be (the caller makes a new one).
    func restore() -> Bool {
        guard mh_snapshot_restore(lua.stack.raw) == LUA_OK else { return false }
        lua.registeredClasses = classes
        lua.ownedFunctions.removeSubrange(ownedCount...)
        if lua.memoryInUse > baseline + Self.garbageAllowance { mh_collect(lua.stack.raw) }
        return true
    }

    /// The file's main function as bytecode, keeping the function loaded.
    func compile(_ source: ScenarioSource) throws(LuaError) -> [UInt8]? {
        try pushChunk(of: source)
        defer { lua.stack.pop() }
        return lua.stack.dump()
    }

    /// Pushes the file's main function: compiled from its bytecode (or text) once per file. A
    /// reused one gets its `_ENV` back: the top level may assign `_ENV`, and that assignment
    /// lives in the function's upvalue, not in any table the image restores.
    func pushChunk(of source: ScenarioSource) throws(LuaError) {
        if let chunk, chunk.source.path == source.path, chunk.source.bytes == source.bytes {
            chunk.function.push(on: lua.stack)
            mh_pushglobaltable(lua.stack.raw)
            if lua_setupvalue(lua.stack.raw, -2, 1) == nil { lua.stack.pop() }
            return
        }
        chunk = nil
        if let bytecode = source.bytecode {
            try lua.stack.load(trusted: bytecode, chunkName: source.chunkName)
        } else {
            try lua.stack.load(file: source.bytes, chunkName: source.chunkName)
        }
        chunk = (source, LuaReference(to: -1, on: lua.stack))
    }
}
