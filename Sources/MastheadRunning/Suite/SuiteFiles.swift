import MastheadLua

/// The scenario files of a run as this process read them: each file's bytes, read once, so that
/// every worker runs the same text however the file changes during the run.
struct SuiteFiles: Sendable {
    /// The files that could be read, in discovery order.
    var paths: [String] = []
    var bytes: [String: [UInt8]] = [:]
    /// Files that could not be read.
    var problems: [LoadProblem] = []

    /// The files at `paths`, each refused unless it is really inside `suite`.
    static func read(_ paths: [String], within suite: FolderBoundary) -> SuiteFiles {
        var files = SuiteFiles()
        for path in paths {
            do {
                files.bytes[path] = try FileSystem.readBytes(path, limit: .source, within: suite)
                files.paths.append(path)
            } catch {
                files.problems.append(
                    LoadProblem(file: path, failure: ScenarioFailure(kind: .load, message: error.description)))
            }
        }
        return files
    }
}
