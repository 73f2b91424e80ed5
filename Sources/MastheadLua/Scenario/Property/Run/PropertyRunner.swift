import CLuaShim

/// Runs one `property(name, options, fn)`: the remembered failing case first, if there is one,
/// then `runs` runs drawn from the seed, each in a state as good as a fresh scenario's, with fresh
/// components and clock (`PropertyExecutor`); on the first failure, shrinks it (`Shrinker`) and reports the simplest
/// case found, with every value it drew and a replay scenario (`PropertyReplay`).
///
/// Limits: the whole property, every run and the shrinking, is one scenario and runs within the
/// scenario's limits (instructions, memory, time), which the worker's watchdog also enforces. A
/// limit that trips fails the property, never passes it. Shrinking stops early, and says so, when
/// it has made `shrink_runs` runs or when the scenario has used 60% of its time or instructions,
/// so the report is always made in time.
struct PropertyRunner {
    let declaration: ScenarioDeclaration
    let options: PropertyOptions
    let context: ScenarioContext
    let lua: LuaState
    /// What each run starts from: the state as a new scenario of the file finds it.
    let restore: PropertyRunStart

    /// Shrinking stops once the scenario has used this share of its time or instructions.
    static let shrinkShare = 0.6

    func run() -> ScenarioOutcome {
        let runSeed = context.services.runSeed
        let seed =
            options.seed
            ?? PropertyRandom.propertySeed(run: runSeed, file: context.source.path, property: declaration.info.name)
        let executor = PropertyExecutor(lua: lua, declaration: declaration, context: context, restore: restore)
        var report = PropertyReport(seed: seed, runs: options.runs)
        report.runSeed = options.seed == nil ? runSeed : nil
        let (failing, last) = draw(seed: seed, executor: executor, report: &report)
        guard let failing, let failure = failing.failure else {
            return passed(last, executor: executor, report: report)
        }
        // A body that fails before it draws anything (`any.integr`, `any.integer(10, 0)`) fails
        // every run alike: there is no case to shrink, replay or remember, only the error.
        guard !failing.drawn.isEmpty else { return outcome(failing, executor: executor, report: nil) }
        return failed(failing, failure, executor: executor, report: report)
    }

    /// The remembered case, then runs drawn from the seed, until one fails: that run, or nil, and
    /// the last run made.
    private func draw(seed: UInt64, executor: PropertyExecutor, report: inout PropertyReport) -> (
        failing: PropertyExecutor.Run?, last: PropertyExecutor.Run?
    ) {
        let name = declaration.info.name
        var last: PropertyExecutor.Run?
        if let remembered = context.services.examples?.remembered(file: context.source.path, property: name) {
            let run = executor.execute(.replay(remembered))
            report.runsMade += 1
            if run.failure != nil {
                report.remembered = true
                return (run, run)
            }
            report.passedRuns += 1
            report.example = .forget
            last = run
        }
        for index in 0..<options.runs {
            let run = executor.execute(.random(PropertyRandom(seed: seed, run: index, property: name)))
            report.runsMade += 1
            if run.failure != nil { return (run, run) }
            report.passedRuns += 1
            last = run
        }
        return (nil, last)
    }

    /// Every run passed. A traced property's page shows its last run, traced again (runs are not
    /// traced as they are drawn: most are never shown).
    private func passed(_ last: PropertyExecutor.Run?, executor: PropertyExecutor, report: PropertyReport)
        -> ScenarioOutcome
    {
        var last = last
        if context.services.tracing, let run = last, lua.trippedLimit == nil {
            last?.trace = executor.execute(.replay(run.choices), tracing: true).trace
        }
        return outcome(last, executor: executor, report: report)
    }

    /// A run failed: shrink it (unless a limit stopped the property or shrinking is off), and
    /// report the simplest case with its drawn values and replay.
    private func failed(
        _ failing: PropertyExecutor.Run, _ failure: ScenarioFailure, executor: PropertyExecutor,
        report: PropertyReport
    ) -> ScenarioOutcome {
        var report = report
        var best = failing
        if lua.trippedLimit != nil {
            report.shrinkStopped = "the \(failure.kind == .limit ? "limit" : "scenario's limits") stopped the property"
        } else if options.shrinkRuns == 0 {
            report.shrinkStopped = "shrinking is off (shrink_runs = 0)"
        } else {
            best = shrink(failing, executor: executor, report: &report)
        }
        if context.services.tracing, lua.trippedLimit == nil {
            best.trace = executor.execute(.replay(best.choices), tracing: true).trace
        }
        report.example = .keep(best.choices)
        var shown = best.failure ?? failure
        if shown.kind == .limit {
            shown.message += " in run \(report.runsMade) (a property's runs and shrinking share the scenario's limits)"
        }
        let replay = PropertyReplay(
            source: context.source, function: declaration.body, on: lua.stack, property: declaration.info.name,
            seed: report.seed, drawn: best.drawn)
        report.drawn = replay.draws
        report.replay = replay.text
        report.replayNote = replay.note
        if let text = replay.text, shown.kind != .limit {
            let check = ReplayCheck(context: context, lua: lua).check(text, name: replay.name, against: shown)
            report.replayNote = [replay.note, check].compactMap { $0 }.joined(separator: "; ")
        }
        best.failure = shown
        return outcome(best, executor: executor, report: report)
    }

    /// Shrinks the failing run within the budget; the simplest run that failed the same way.
    private func shrink(
        _ failing: PropertyExecutor.Run, executor: PropertyExecutor, report: inout PropertyReport
    ) -> PropertyExecutor.Run {
        let origin = failing.failure.map(FailureOrigin.init)
        var best = failing
        var shrinker = Shrinker(
            initial: failing.attempt, budget: .init(runs: options.shrinkRuns, exhausted: exhausted))
        shrinker.shrink { choices in
            let run = executor.execute(.replay(choices))
            guard let failure = run.failure, FailureOrigin(failure) == origin else { return nil }
            if Shortlex.precedes(run.choices, best.choices) { best = run }
            return run.attempt
        }
        report.shrinkSteps = shrinker.steps
        report.shrinkRuns = shrinker.runs
        report.shrinkStopped = shrinker.stopReason
        return best
    }

    /// Why shrinking must stop now: a limit tripped, or the scenario has used its share of the
    /// time or instructions.
    private func exhausted() -> String? {
        if let limit = lua.trippedLimit { return "the \(limit.rawValue) limit" }
        let limits = lua.limits
        if limits.instructions > 0, Double(lua.instructionsUsed) > Double(limits.instructions) * Self.shrinkShare {
            return "the instruction budget (60% of the scenario's \(limits.instructions) instructions)"
        }
        let deadline = mh_gethost(lua.stack.raw).pointee.deadline
        if limits.seconds > 0, deadline > 0, deadline - mh_monotonic_seconds() < limits.seconds * (1 - Self.shrinkShare)
        {
            return "the time budget (60% of the scenario's time limit)"
        }
        return nil
    }

    private func outcome(
        _ run: PropertyExecutor.Run?, executor: PropertyExecutor, report: PropertyReport?
    ) -> ScenarioOutcome {
        ScenarioOutcome(
            failure: run?.failure, steps: run?.steps ?? [], output: run?.output ?? [],
            assertions: executor.assertions, instructions: lua.instructionsUsed, peakMemory: lua.peakMemory,
            trace: run?.trace, property: report)
    }
}
