import CWorkerShim
import MastheadFuzz
import MastheadLua

/// Runs a `FuzzRequest` and prints what it found: progress on standard error, the summary (and
/// a failure's seed, step, rule and replay scenario) on standard output.
package enum FuzzRunner {
    package static func components(_ request: FuzzRequest) -> Int32 {
        let options = request.componentOptions()
        if let index = request.caseIndex {
            return oneCase(index, options: options, printOnly: request.printLua)
        }
        let stopwatch = Stopwatch()
        var nextMark = max(options.steps / 10, 1)
        let report = ComponentFuzzer.run(options) { report in
            guard report.steps >= nextMark else { return }
            nextMark += max(options.steps / 10, 1)
            printError("fuzz: \(report.steps) of \(options.steps) steps (\(Self.seconds(stopwatch.elapsed)))")
        }
        print(
            "\(report.steps) steps in \(report.cases) \(report.cases == 1 ? "case" : "cases") (\(options.component.rawValue), seed \(options.seed)), \(report.refusedSteps) refused by the headers, \(report.refusedSetups) invalid setups refused, in \(Self.seconds(stopwatch.elapsed))"
        )
        if let failure = report.failure {
            print(failure.message)
            return 1
        }
        print("no rule broken")
        return 0
    }

    /// `--case I`: prints its scenario as generated (`--lua`, safe after a crash: nothing runs),
    /// or runs it and reports.
    private static func oneCase(_ index: Int, options: ComponentFuzzer.Options, printOnly: Bool) -> Int32 {
        let fuzzCase = ComponentFuzzer.generatedCase(index, options: options)
        if printOnly {
            print(ReplayScript.script(for: fuzzCase, title: "fuzz: seed \(options.seed), case \(index)"))
            return 0
        }
        guard let failure = ComponentFuzzer.check(fuzzCase, index: index, options: options) else {
            print("case \(index) (\(fuzzCase.stepCount) steps): no rule broken")
            return 0
        }
        print(failure.message)
        return 1
    }

    package static func scripts(_ request: FuzzRequest) -> Int32 {
        let options = request.scriptOptions()
        if let index = request.printScript {
            let script = ScriptFuzzer.script(index, options: options)
            print(
                "-- script \(index) of seed \(options.seed): \(script.kind.rawValue), \(script.origin)\n\(script.text)")
            return 0
        }
        let stopwatch = Stopwatch()
        let every = max(options.count / 10, 1)
        // Under `GuardedCommand`, each script is a watched phase: one that outlives every limit
        // inside ends the fuzz run with its number, instead of hanging it.
        let watch = { (script: Int) in
            ProgressPage.current?.begin(
                MH_PHASE_TASK, task: script, seconds: Self.watchedScriptSeconds,
                label: "script \(script) of seed \(options.seed)")
        }
        watch(0)
        let report = ScriptFuzzer.run(options) { report in
            watch(report.scripts)
            if report.scripts % every == 0 {
                printError("fuzz: \(report.scripts) of \(options.count) scripts (\(Self.seconds(stopwatch.elapsed)))")
            }
        }
        let endings = report.endings.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print(
            "\(report.scripts) scripts (seed \(options.seed)), \(report.scenariosRun) scenarios run, in \(Self.seconds(stopwatch.elapsed))"
        )
        print("endings: \(endings)")
        if let slowest = report.slowest {
            print("slowest run: script \(slowest.index), \(Self.seconds(slowest.seconds))")
        }
        if let overrun = report.overrun {
            print("masthead fuzz: a script outlived its limits: \(overrun)")
            print("print it with: masthead fuzz --scripts --seed \(options.seed) --print \(overrun.index)")
            return 1
        }
        print("every script ended within its limits")
        return 0
    }

    /// How long one fuzz script (its scenarios and plugin, each with its own limits) may run
    /// before the watchdog stops the fuzz run.
    static let watchedScriptSeconds = 60.0

    static func seconds(_ value: Double) -> String {
        value < 1 ? "\(Int(value * 1000)) ms" : "\(Double(Int(value * 10)) / 10) s"
    }
}
