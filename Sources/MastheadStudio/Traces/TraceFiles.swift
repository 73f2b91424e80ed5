import MastheadLua
import MastheadRunning

/// Where trace pages go and how they are written: one page per traced scenario, under the trace
/// folder, at the scenario file's path and named after the scenario
/// (`.masthead/traces/Scenarios/motion/badge.lua/the-badge-rolls.html`), written whole.
enum TraceFiles {
    static func path(file: String, scenario: String, under folder: String) -> String {
        FileSystem.join(SnapshotPaths.mirror(file, under: folder), SnapshotName.slug(scenario) + ".html")
    }

    /// Writes the page of a traced result, linked back to its entry in the HTML report at
    /// `report` when there is one; its path.
    static func write(_ document: TraceDocument, under folder: String, report: String? = nil) throws(FileError)
        -> String
    {
        let path = path(file: document.file, scenario: document.name, under: folder)
        let output = TextOutput(.file(path))
        output.write(TracePage.html(document, at: path, report: report))
        try output.finish()
        return path
    }
}

extension TracePages {
    /// Trace pages as files under the trace folder (`TraceFiles.write`).
    package static let files = TracePages { document, folder, report throws(FileError) in
        try TraceFiles.write(document, under: folder, report: report)
    }
}
