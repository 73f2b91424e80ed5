import MastheadLua

/// One scenario of a run and how it ended.
package struct ScenarioResult: Sendable {
    /// Position in the run's order (reports come out in this order whatever the job count).
    package var index: Int
    package var file: String
    package var info: ScenarioInfo
    package var outcome: ScenarioOutcome
    /// Wall-clock seconds it took (reported, never seen by the scenario).
    package var duration: Double
    /// Its trace page, when the run traced it (`--trace`).
    package var tracePage: String?

    package init(index: Int, file: String, info: ScenarioInfo, outcome: ScenarioOutcome, duration: Double) {
        self.index = index
        self.file = file
        self.info = info
        self.outcome = outcome
        self.duration = duration
    }

    /// The id reports use: `Scenarios/greeting/badge.lua › badge hides at zero`.
    package var id: String { ScenarioID.make(file: file, name: info.name) }
    package var passed: Bool { outcome.passed }
}

package enum ScenarioID {
    package static func make(file: String, name: String) -> String { "\(file) › \(name)" }
}

/// A file that could not be loaded (or a plugin that failed): reported, and the run exits 2.
package struct LoadProblem: Sendable {
    package var file: String
    package var failure: ScenarioFailure

    package init(file: String, failure: ScenarioFailure) {
        self.file = file
        self.failure = failure
    }
}

/// Totals at the end of a run.
package struct RunSummary: Sendable {
    package var passed = 0
    package var failed = 0
    package var loadProblems: [LoadProblem] = []
    package var pluginProblems: [LoadProblem] = []
    package var duration = 0.0
    /// True when `--fail-fast` or an interrupt stopped the run early.
    package var stoppedEarly = false
    /// Selected scenarios that did not run (after `--fail-fast` stopped the run, or with `--list`).
    package var notRun = 0
    /// True when an interrupt (SIGINT, SIGTERM) stopped the run.
    package var interrupted = false
    /// The scenarios the run had selected.
    package var planned = 0
    /// Why nothing was selected, when that fails the run (`EmptySelection`).
    package var emptySelection: String?

    package init() {}

    /// 0 all passed; 1 a scenario failed; 2 a usage, loading or plugin error; 130 interrupted.
    package var exitStatus: Int32 {
        if interrupted { return Interrupt.exitStatus }
        if !loadProblems.isEmpty || !pluginProblems.isEmpty || emptySelection != nil { return 2 }
        return failed > 0 ? 1 : 0
    }

    /// Why the run stopped before the end; nil when it ran to the end.
    package var stopCause: String? {
        guard stoppedEarly else { return nil }
        return interrupted ? "Interrupted (SIGINT or SIGTERM)" : "Stopped at the first failure (--fail-fast)"
    }

    /// The selected scenarios that did not run, whatever stopped the run.
    package var unrun: Int { interrupted ? max(planned - passed - failed, 0) : notRun }

    /// The files (scenario files, plugins, folders) with a loading problem: one however many
    /// problems a file has.
    package var filesNotLoaded: Int { Set((loadProblems + pluginProblems).map(\.file)).count }

    /// "12 passed, 1 failed" (and the loading errors when there are some, and what an
    /// interrupt left out).
    package var line: String {
        var text = "\(passed) passed, \(failed) failed"
        if stoppedEarly && !interrupted && notRun > 0 { text += ", \(notRun) not run" }
        let files = filesNotLoaded
        if files > 0 { text += ", \(files) \(files == 1 ? "file" : "files") did not load" }
        if interrupted { text += ", \(unrun) not run (interrupted)" }
        if emptySelection != nil { text += ", nothing selected" }
        return text
    }
}
