import MastheadRunning
import MastheadText

/// The trace folder's `index.html`: the pages this run wrote, failed scenarios first, each a link
/// with its verdict and the first line of its failure. A run that traces writes it even when it
/// kept no page, so an index never lists an earlier run's pages as this one's.
struct TraceIndex {
    struct Entry {
        var id: String
        var page: String
        var failure: String?
    }

    private(set) var entries: [Entry] = []

    mutating func add(_ result: ScenarioResult) {
        guard let page = result.tracePage else { return }
        let shown = ReportCap.capped(result)
        let failure = shown.outcome.failure.map { $0.message.prefix { $0 != "\n" } }.map(String.init)
        entries.append(Entry(id: shown.id, page: page, failure: failure ?? (result.passed ? nil : "failed")))
    }

    var failed: Int { entries.count { $0.failure != nil } }

    /// Writes `index.html` under `folder`, whole; its path.
    func write(under folder: String) throws(FileError) -> String {
        let path = FileSystem.join(folder, "index.html")
        let output = TextOutput(.file(path))
        output.write(html(from: folder))
        try output.finish()
        return path
    }

    private func html(from folder: String) -> String {
        let ordered = entries.filter { $0.failure != nil } + entries.filter { $0.failure == nil }
        let items = ordered.map { entry in
            let link = FileSystem.urlPath(FileSystem.relativePath(of: entry.page, from: folder))
            let verdict = entry.failure.map { "<span class=\"failed\">failed</span> " + Escaper.html.escaped($0) }
            return "<li><a href=\"\(Escaper.html.escaped(link))\">\(Escaper.html.escaped(entry.id))</a> "
                + (verdict ?? "<span class=\"passed\">passed</span>") + "</li>"
        }
        let list =
            items.isEmpty ? "<p>No trace kept: nothing failed.</p>" : "<ul>\n\(items.joined(separator: "\n"))\n</ul>"
        let count = "\(entries.count) \(entries.count == 1 ? "trace" : "traces"), \(failed) failed"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Masthead traces: \(count)</title>
            <style>
            body { font: 15px/1.5 system-ui, sans-serif; margin: 1.5rem; color: #1b1b1f; background: #fff; }
            ul { padding-left: 1.2rem; } li { margin: .4rem 0; overflow-wrap: anywhere; }
            a { color: #0b57d0; } a:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
            .failed { color: #a4161a; font-weight: 600; } .passed { color: #1e6b34; }
            </style>
            </head>
            <body>
            <main>
            <h1>Traces: \(count)</h1>
            \(list)
            </main>
            </body>
            </html>

            """
    }
}
