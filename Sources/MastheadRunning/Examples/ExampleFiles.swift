import MastheadLua

/// Where a property's remembered failing case lives: `<root>/<its file's path>/<property slug>.txt`
/// (`.masthead/examples/Scenarios/greeting/badge.lua/the-badge-stays-on-its-bell.txt`), slugged
/// as snapshot names are. The file names its property in full, so two names with one slug never
/// take each other's case.
enum ExampleFiles {
    static func path(root: String, file: String, property: String) -> String {
        SnapshotPaths.mirror(FileSystem.join(file, SnapshotName.slug(property) + ".txt"), under: root)
    }
}

/// How a worker reads the remembered cases: from disk, read-only (only the parent writes).
struct DiskExampleSource: PropertyExampleSource {
    let root: String

    func remembered(file: String, property: String) -> [UInt64]? {
        let path = ExampleFiles.path(root: root, file: file, property: property)
        guard FileSystem.exists(path),
            let bytes = try? FileSystem.readBytes(path, limit: .example, within: .examples(root))
        else { return nil }
        return PropertyExample.choices(in: String(decoding: bytes, as: UTF8.self), file: file, property: property)
    }
}

/// Keeps each property's failing case for the next run, as the results arrive: writes the case
/// of a property that failed (atomically, through a temporary file), removes the case of one whose
/// remembered case passed. The run leaves the folder alone when `CI` is set (`RunCommand` does not
/// make a keeper then). A file that cannot be written is said once on standard error.
package final class ExampleKeeper: Reporter {
    private let root: String
    private var warned = false

    package init(root: String) {
        self.root = root
    }

    package func runStarted(_ plan: RunPlan) {}
    package func problem(_ problem: LoadProblem) {}
    package func runFinished(_ summary: RunSummary) {}

    package func scenarioFinished(_ result: ScenarioResult) {
        guard let report = result.outcome.property, let action = report.example else { return }
        let path = ExampleFiles.path(root: root, file: result.file, property: result.info.name)
        switch action {
        case .forget:
            if FileSystem.exists(path) { FileSystem.remove(path) }
        case .keep(let choices):
            let text = PropertyExample(
                file: result.file, property: result.info.name, seed: report.seed, choices: choices
            )
            .text
            if let bytes = try? FileSystem.readBytes(path, limit: .example, within: .examples(root)),
                bytes == Array(text.utf8)
            {
                return
            }
            do {
                try FileSystem.makeDirectories(FileSystem.directory(of: path))
                try FileSystem.writeAtomically(text, to: path)
            } catch {
                guard !warned else { return }
                warned = true
                printError("masthead: a property's failing case could not be kept in \(root): \(error)")
            }
        }
    }
}
