import CLuaShim

/// Runs a property's function once, as a scenario would: a fresh context (virtual clock,
/// components, steps), the globals as the file's top level left them (`GlobalsImage`), and a fresh
/// `any` drawing from `source`.
final class PropertyExecutor {
    /// One run: how it ended, what it drew and did.
    struct Run {
        var failure: ScenarioFailure?
        var choices: [UInt64]
        var spans: [Range<Int>]
        var drawn: [DrawnValue]
        var steps: [String]
        var output: [String]
        var assertions: Int
        var trace: ScenarioTrace?

        var attempt: Shrinker.Attempt { .init(choices: choices, spans: spans) }
    }

    let lua: LuaState
    let declaration: ScenarioDeclaration
    /// The file's context, which the state gets back after each run.
    let fileContext: ScenarioContext
    private let globals: GlobalsImage
    /// The bytes the state held before the first run: a full collection runs when runs have left
    /// much more (components hold Swift memory that Lua's collector does not see, so it would
    /// wait too long on its own).
    private let baseline: Int
    static let garbageAllowance = 1 << 20
    /// Expectations checked by every run so far.
    private(set) var assertions = 0

    init(lua: LuaState, declaration: ScenarioDeclaration, context: ScenarioContext) {
        self.lua = lua
        self.declaration = declaration
        fileContext = context
        globals = GlobalsImage(lua.stack)
        baseline = lua.memoryInUse
    }

    func execute(_ source: ChoiceDraws.Source, tracing: Bool = false) -> Run {
        globals.restore(lua.stack)
        var services = fileContext.services
        services.snapshots = PropertySnapshotRefusal()
        services.tracing = tracing
        let context = ScenarioContext(source: fileContext.source, services: services)
        context.phase = .running
        context.current = declaration.info
        if tracing { context.currentLine = { [unowned lua] in lua.stack.scriptLine() } }
        let draws = PropertyDraws(ChoiceDraws(source))
        context.property = draws
        lua.context = context
        defer { lua.context = fileContext }
        var failure: ScenarioFailure?
        do {
            declaration.body.push(on: lua.stack)
            lua.stack.push(object: draws, as: AnyBinding.luaClass)
            draws.anyObject = LuaReference(to: -1, on: lua.stack)
            try lua.stack.call(arguments: 1, results: 0)
        } catch {
            failure = ScenarioFailure(error, in: lua).naming(fileContext.source.path)
        }
        context.phase = .finished
        draws.anyObject = nil
        assertions += context.assertions
        if lua.trippedLimit == nil, lua.memoryInUse > baseline + Self.garbageAllowance { mh_collect(lua.stack.raw) }
        return Run(
            failure: failure ?? context.deferredFailures.first, choices: draws.choices.values,
            spans: draws.choices.spans, drawn: draws.drawn, steps: context.steps, output: context.output,
            assertions: context.assertions,
            trace: context.recorder?.finish(at: context.clock.now, components: context.components))
    }
}
