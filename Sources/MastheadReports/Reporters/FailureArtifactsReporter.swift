import MastheadLua
import MastheadRunning

/// Keeps the whole of every failure that the reports cut (`ReportCap`): its message, code,
/// expected and actual values, diff, traceback, printed output and steps, as plain text in
/// `<artifacts>/failures/<file>/<scenario>.txt`, written atomically. A scenario that needed no
/// cut this time loses the file an earlier run left, so the folder holds only what the last run
/// cut. A file that cannot be written is noted as an unwritten output (said once, exit status
/// 2); the reports still say what they left out.
final class FailureArtifactsReporter: Reporter {
    private let root: String
    private let description: FailureDescription
    private let unwritten: UnwrittenOutputs
    /// Whether each scenario file's folder of kept failures exists, so that a scenario that
    /// needed no cut (nearly every one) costs a lookup, not a path and a `stat`: slugs hold no
    /// separator, so all of a file's failures share its folder.
    private var folderExists: [String: Bool] = [:]

    init(root: String, sources: SourceCache, unwritten: UnwrittenOutputs = UnwrittenOutputs()) {
        self.root = root
        self.unwritten = unwritten
        description = FailureDescription(palette: Palette(enabled: false), sources: sources)
    }

    func runStarted(_ plan: RunPlan) {}
    func runFinished(_ summary: RunSummary) {}

    func problem(_ problem: LoadProblem) {
        let path = ReportCap.artifact(file: problem.file, scenario: nil)
        keep(ReportCap.exceeds(problem.failure) ? description.lines(problem.failure) : nil, at: path)
    }

    func scenarioFinished(_ result: ScenarioResult) {
        guard ReportCap.leavesOut(result) else {
            guard hasFolder(for: result.file) else { return }
            return keep(nil, at: ReportCap.artifact(file: result.file, scenario: result.info.name))
        }
        let path = ReportCap.artifact(file: result.file, scenario: result.info.name)
        var lines = [result.id, ""]
        if let failure = result.outcome.failure { lines += description.lines(failure) }
        if let report = result.outcome.property {
            lines += PropertyDescription(palette: Palette(enabled: false)).lines(report, file: result.file)
        }
        if !result.outcome.output.isEmpty { lines += ["", "printed:"] + result.outcome.output }
        if !result.outcome.steps.isEmpty { lines += ["", "steps:"] + result.outcome.steps }
        keep(lines, at: path)
    }

    private func hasFolder(for file: String) -> Bool {
        if let exists = folderExists[file] { return exists }
        let folder = FileSystem.directory(of: FileSystem.join(root, ReportCap.artifact(file: file, scenario: nil)))
        let exists = FileSystem.exists(folder)
        folderExists[file] = exists
        return exists
    }

    /// Writes `lines` to `path` under the root, or removes what is there when nil.
    private func keep(_ lines: [String]?, at path: String) {
        let file = FileSystem.join(root, path)
        guard let lines else {
            if FileSystem.exists(file) { FileSystem.remove(file) }
            return
        }
        folderExists.removeAll()
        do {
            try FileSystem.makeDirectories(FileSystem.directory(of: file))
            try FileSystem.writeAtomically(lines.joined(separator: "\n") + "\n", to: file)
        } catch {
            unwritten.note("the whole of a long failure in the artifacts folder", error)
        }
    }
}
