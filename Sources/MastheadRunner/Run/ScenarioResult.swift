import MastheadLua

/// One scenario of a run and how it ended.
public struct ScenarioResult: Sendable {
    /// Position in the run's order (reports come out in this order whatever the job count).
    public var index: Int
    public var file: String
    public var info: ScenarioInfo
    public var outcome: ScenarioOutcome
    /// Wall-clock seconds it took (reported, never seen by the scenario).
    public var duration: Double
    /// Its trace page, when the run traced it (`--trace`).
    public var tracePage: String?

    public init(index: Int, file: String, info: ScenarioInfo, outcome: ScenarioOutcome, duration: Double) {
        self.index = index
        self.file = file
        self.info = info
        self.outcome = outcome
        self.duration = duration
    }

    /// The id reports use: `Scenarios/greeting/badge.lua › badge hides at zero`.
    public var id: String { ScenarioID.make(file: file, name: info.name) }
    public var passed: Bool { outcome.passed }
}

public enum ScenarioID {
    public static func make(file: String, name: String) -> String { "\(file) › \(name)" }
}

/// A file that could not be loaded (or a plugin that failed): reported, and the run exits 2.
public struct LoadProblem: Sendable {
    public var file: String
    public var failure: ScenarioFailure

    public init(file: String, failure: ScenarioFailure) {
        self.file = file
        self.failure = failure
    }
}

/// Totals at the end of a run.
public struct RunSummary: Sendable {
    public var passed = 0
    public var failed = 0
    public var loadProblems: [LoadProblem] = []
    public var pluginProblems: [LoadProblem] = []
    public var duration = 0.0
    /// True when `--fail-fast` or an interrupt stopped the run early.
    public var stoppedEarly = false
    /// Selected scenarios that did not run (after `--fail-fast` stopped the run, or with `--list`).
    public var notRun = 0
    /// True when an interrupt (SIGINT, SIGTERM) stopped the run.
    public var interrupted = false
    /// The scenarios the run had selected.
    public var planned = 0
    /// Why nothing was selected, when that fails the run (`EmptySelection`).
    public var emptySelection: String?

    public init() {}

    /// 0 all passed; 1 a scenario failed; 2 a usage, loading or plugin error; 130 interrupted.
    public var exitStatus: Int32 {
        if interrupted { return Interrupt.exitStatus }
        if !loadProblems.isEmpty || !pluginProblems.isEmpty || emptySelection != nil { return 2 }
        return failed > 0 ? 1 : 0
    }

    /// Why the run stopped before the end; nil when it ran to the end.
    public var stopCause: String? {
        guard stoppedEarly else { return nil }
        return interrupted ? "Interrupted (SIGINT or SIGTERM)" : "Stopped at the first failure (--fail-fast)"
    }

    /// The selected scenarios that did not run, whatever stopped the run.
    public var unrun: Int { interrupted ? max(planned - passed - failed, 0) : notRun }

    /// The files (scenario files, plugins, folders) with a loading problem: one however many
    /// problems a file has.
    public var filesNotLoaded: Int { Set((loadProblems + pluginProblems).map(\.file)).count }

    /// "12 passed, 1 failed" (and the loading errors when there are some, and what an
    /// interrupt left out).
    public var line: String {
        var text = "\(passed) passed, \(failed) failed"
        if stoppedEarly && !interrupted && notRun > 0 { text += ", \(notRun) not run" }
        let files = filesNotLoaded
        if files > 0 { text += ", \(files) \(files == 1 ? "file" : "files") did not load" }
        if interrupted { text += ", \(unrun) not run (interrupted)" }
        if emptySelection != nil { text += ", nothing selected" }
        return text
    }
}
