/// Puts the state back before a property's run, as a new scenario of its file would find it, and
/// returns the property's function to call (`PreparedState.restoreForRun`).
typealias PropertyRunStart = (ScenarioContext) throws(ScenarioFailure) -> LuaReference

/// Runs a property's function once, as a scenario would: the state put back as a new scenario of
/// the file finds it (`restore`: the file's image, or the prepared state and the top level run
/// again), so no run sees what an earlier one left in the globals, in any table or in the file's
/// top-level locals; a fresh context (virtual clock, components, steps); and a fresh `any`
/// drawing from `source`.
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
    private let restore: PropertyRunStart
    /// Expectations checked by every run so far.
    private(set) var assertions = 0

    init(lua: LuaState, declaration: ScenarioDeclaration, context: ScenarioContext, restore: @escaping PropertyRunStart)
    {
        self.lua = lua
        self.declaration = declaration
        fileContext = context
        self.restore = restore
    }

    func execute(_ source: ChoiceDraws.Source, tracing: Bool = false) -> Run {
        var services = fileContext.services
        services.snapshots = PropertySnapshotRefusal()
        services.tracing = tracing
        let context = ScenarioContext(source: fileContext.source, services: services)
        context.current = declaration.info
        if tracing { context.currentLine = { [unowned lua] in lua.stack.scriptLine() } }
        let draws = PropertyDraws(ChoiceDraws(source))
        lua.context = context
        defer { lua.context = fileContext }
        var failure: ScenarioFailure?
        do throws(ScenarioFailure) {
            let function = try restore(context)
            context.phase = .running
            context.property = draws
            failure = call(function, with: draws)?.explained(by: context)
        } catch {
            failure = error
        }
        context.phase = .finished
        draws.anyObject = nil
        assertions += context.assertions
        return Run(
            failure: failure ?? context.deferredFailures.first, choices: draws.choices.values,
            spans: draws.choices.spans, drawn: draws.drawn, steps: context.steps, output: context.output,
            assertions: context.assertions,
            trace: context.recorder?.finish(at: context.clock.now, components: context.components))
    }

    /// Calls the property's function with the run's `any`; the failure, if it raised.
    private func call(_ function: LuaReference, with draws: PropertyDraws) -> ScenarioFailure? {
        do {
            function.push(on: lua.stack)
            lua.stack.push(object: draws, as: AnyBinding.luaClass)
            draws.anyObject = LuaReference(to: -1, on: lua.stack)
            try lua.stack.call(arguments: 1, results: 0)
            return nil
        } catch {
            return ScenarioFailure(error, in: lua).naming(fileContext.source.path)
        }
    }
}
