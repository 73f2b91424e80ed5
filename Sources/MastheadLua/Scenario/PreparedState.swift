import CLuaShim

/// A state with the scenario API installed and its pristine image taken (`ScenarioHost`), and
/// the image of the last file whose top level it could keep (`FileImage`).
final class PreparedState {
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
    /// The last file whose top level was kept as an image.
    private var fileImage: FileImage?
    /// The last file found to leave what an image cannot put back: it is not counted again.
    private var unkept: (path: String, bytes: [UInt8])?

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

    /// The image of `source`'s top level, when this state keeps one.
    func image(of source: ScenarioSource?) -> FileImage? {
        guard let source, let fileImage, fileImage.matches(source) else { return nil }
        return fileImage
    }

    /// Puts the state back as prepared, or as `source`'s top level left it when its image is
    /// kept; false when it cannot be (the caller makes a new state).
    func restore(for source: ScenarioSource?) -> Bool {
        let status =
            image(of: source) == nil ? mh_snapshot_restore(lua.stack.raw) : mh_snapshot_restore_file(lua.stack.raw)
        guard status == LUA_OK else { return false }
        lua.registeredClasses = classes
        lua.ownedFunctions.removeSubrange(ownedCount...)
        if lua.memoryInUse > baseline + Self.garbageAllowance { mh_collect(lua.stack.raw) }
        return true
    }

    /// Puts the state back for the next run of the property `name` of `source`, as the file's next
    /// scenario would find it (`PropertyExecutor`): the file's image, when this state keeps one;
    /// otherwise the prepared state, with the file's top level run again in the run's `context`
    /// (as a file whose image cannot be kept runs it for each scenario). Returns the property's
    /// function: the one the image holds, or the one the top level has just made.
    func restoreForRun(of source: ScenarioSource, property name: String, in context: ScenarioContext)
        throws(ScenarioFailure) -> LuaReference
    {
        if let image = image(of: source), let declaration = image.declarations.first(where: { $0.info.name == name }) {
            guard restore(for: source) else { throw notRestored() }
            return declaration.body
        }
        guard restore(for: nil) else { throw notRestored() }
        context.phase = .loading
        context.wanted = name
        defer { context.phase = .running }
        try runTopLevel(of: source)
        guard let declaration = context.declarations.first(where: { $0.info.name == name }) else {
            throw ScenarioFailure(
                kind: .load, message: "property \"\(name)\" is no longer declared by its file's top level")
        }
        return declaration.body
    }

    /// Set when a restore failed: the host makes a new state for the next scenario.
    private(set) var isBroken = false

    private func notRestored() -> ScenarioFailure {
        isBroken = true
        return ScenarioFailure(
            kind: .error,
            message: "the state could not be put back between a property's runs: \(lua.stack.string(at: -1) ?? "")")
    }

    /// Whether running `source`'s top level now should count it exactly and try to keep its image.
    func mayKeepImage(of source: ScenarioSource) -> Bool {
        guard let unkept else { return true }
        return unkept.path != source.path || unkept.bytes != source.bytes
    }

    /// Keeps the image of the top level that has just run, counted from `mh_count_exactly`, when
    /// it called no Swift function that may leave more than Lua values (`untouched`) and the
    /// image can put back all it left (`FileImage`). The count goes on in step either way.
    func keepImage(of source: ScenarioSource, context: ScenarioContext, untouched: Bool) {
        let raw = lua.stack.raw
        let residual = mh_count_in_step(raw)
        guard untouched, residual >= 0, context.recordsAll else { return forgetImage(of: source) }
        lua.stack.pushTable(fields: 0)
        for (index, declaration) in context.declarations.enumerated() {
            declaration.body.push(on: lua.stack)
            lua_rawseti(raw, -2, lua_Integer(index + 1))
        }
        let before = lua.memoryInUse
        var restorable: Int32 = 0
        if mh_snapshot_take_file(raw, &restorable) != LUA_OK { lua.stack.pop() }
        guard restorable != 0, lua.memoryInUse - before <= FileImage.maximumBytes else {
            return forgetImage(of: source)
        }
        fileImage = FileImage(
            path: source.path, bytes: source.bytes, declarations: context.declarations,
            charged: lua.instructionsUsed, residual: residual)
    }

    private func forgetImage(of source: ScenarioSource) {
        mh_snapshot_drop_file(lua.stack.raw)
        fileImage = nil
        unkept = (source.path, source.bytes)
    }

    /// Runs the file's top level. Its failure is the file's: it does not load, unless a limit
    /// stopped it.
    func runTopLevel(of source: ScenarioSource) throws(ScenarioFailure) {
        do {
            try pushChunk(of: source)
            try lua.stack.call(arguments: 0, results: 0)
        } catch {
            var failure = ScenarioFailure(error, in: lua).naming(source.path)
            if failure.kind != .limit { failure.kind = .load }
            throw failure
        }
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
            lua.stack.resetEnvironment(ofFunctionAt: -1)
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
