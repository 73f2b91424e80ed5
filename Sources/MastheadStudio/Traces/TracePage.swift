import MastheadReports
import MastheadRunning
import MastheadText

/// A trace's page: one self-contained HTML file (inline style, script and pictures; no network;
/// opens from `file://`), in the manner of Playwright's trace viewer, for headers: the steps with
/// their lines, the header before and after each, a film strip and a scrubber over the virtual
/// clock, the element tree with frames and targets (outlined on the picture on hover or focus),
/// the VoiceOver list and its order, the event log, a plot of each moving element's progress,
/// the source with the step's line marked, and the failure at its instant, a failed snapshot's
/// pictures compared above its text (`SnapshotCompare`).
///
/// The page's data is the trace as JSON (`TraceDocument.json`) in a `<script type=
/// "application/json">`, which `masthead show-trace` reads back too; the script draws from it.
/// Page hooks for tools (`data-testid`): `step`, `picture`, `timeline`, `frame`, `elements`,
/// `voiceover`, `events`, `motion`, `failure`, `report`, `snapshot-compare`. Deep links: `#step-N` (1-based) and
/// `#t=SECONDS` (the last instant at or before it), read on load and kept current.
enum TracePage {
    static let dataID = "masthead-trace"

    /// The page of `document`; with `report` (the HTML report's path) and `path` (where this
    /// page goes), a link back to the scenario's entry in the report.
    static func html(_ document: TraceDocument, at path: String? = nil, report: String? = nil) -> String {
        let title = Escaper.html.escaped("\(document.id) — masthead trace")
        let back = path.flatMap { page in report.map { reportLink(to: $0, from: page, id: document.id) } }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="\(HTMLPage.policy)">
            <title>\(title)</title>
            <style>\(style)\(FilmStrip.style)\(SnapshotCompare.style)</style>
            </head>
            <body>
            <header class="bar"><h1>masthead trace <span id="scenario"></span></h1> <span id="status"></span>\(back.map { " <a data-testid=\"report\" id=\"report\" href=\"\(Escaper.html.escaped($0))\">back to the report</a>" } ?? "")</header>
            \(body(compared: compared(document.snapshots)))
            <script type="application/json" id="\(dataID)">\(embedded(document.json.compact))</script>
            <script>\(script)\(SnapshotCompare.script)</script>
            </body>
            </html>

            """
    }

    /// The three panes: the steps (one listbox), the stage (picture, scrubber and film strip
    /// held in view above the plot and the failure, `compared` at its head) and the panels.
    static func body(compared: String) -> String {
        """
        <main>
        <nav class="steps pane" aria-labelledby="steps-label">
          <h2 id="steps-label">Steps</h2>
          <ol id="steps" role="listbox" tabindex="0" aria-labelledby="steps-label"></ol>
        </nav>
        <section class="stage pane" aria-label="Picture and timeline">
          <div class="held">
            <div class="toggles">
              <button type="button" id="show-before" aria-pressed="false">before</button><button type="button" id="show-after" class="on" aria-pressed="true">after</button>
              <label><input type="checkbox" id="show-order"> VoiceOver order</label>
              <span class="zoom" role="group" aria-label="zoom"><button type="button" id="zoom-fit" data-zoom="fit" class="on" aria-pressed="true">fit</button><button type="button" data-zoom="1" aria-pressed="false">1×</button><button type="button" data-zoom="2" aria-pressed="false">2×</button></span>
              <span id="clock" aria-live="polite"></span>
            </div>
            <div class="viewport" id="viewport" tabindex="0" role="group" aria-label="the header at the instant shown"><div class="picture" data-testid="picture"><img id="picture" alt="the header"><svg id="overlay" aria-hidden="true"></svg></div></div>
            <div class="timeline" data-testid="timeline">
              <div class="track"><input type="range" id="scrubber" min="0" max="0" value="0" aria-label="virtual clock"><span id="fail-mark" hidden></span></div>
              <div id="film" class="film" role="group" aria-label="film strip: every instant recorded"></div>
            </div>
          </div>
          <section data-testid="motion"><h2>Motion</h2><svg id="plot" class="plot" role="img" aria-label="progress of each moving element over the step"></svg><ul id="legend" class="legend" aria-label="legend"></ul></section>
          <section data-testid="failure" id="failure-panel" hidden><h2>Failure</h2>\(compared)<pre id="failure" tabindex="0"></pre></section>
        </section>
        <aside class="panels pane" aria-label="Details of the step">
          <section><h2>Elements</h2><div class="table"><table data-testid="elements"><thead><tr><th scope="col">id</th><th scope="col">role</th><th scope="col">frame</th><th scope="col">target</th><th scope="col">font</th><th scope="col">tokens</th></tr></thead><tbody id="elements"></tbody></table></div></section>
          <section><h2>VoiceOver</h2><ol data-testid="voiceover" id="voiceover"></ol></section>
          <section><h2>Events</h2><ul data-testid="events" id="events"></ul></section>
          <section><h2>Text picture</h2><pre id="text" class="text" tabindex="0" aria-label="text picture"></pre></section>
          <section><h2>Source</h2><ol id="source" class="source" tabindex="0" aria-label="source"></ol></section>
        </aside>
        </main>
        """
    }

    /// The snapshot checks that failed or replaced a reference, each headed by its name and
    /// status, compared as the report compares them.
    static func compared(_ checks: [SnapshotCheck]) -> String {
        checks.filter(SnapshotCompare.applies).enumerated().map { index, check in
            "<h3 class=\"compare-title\">snapshot \"" + Escaper.html.escaped(check.name) + "\" "
                + check.status.rawValue + "</h3>\n"
                + SnapshotCompare.html(check, index: index + 1)
        }.joined()
    }

    /// The report entry of scenario `id`, as a link from the page at `page`: the report's path
    /// relative to the page's folder, and the entry's fragment as the report writes it.
    static func reportLink(to report: String, from page: String, id: String) -> String {
        FileSystem.urlPath(FileSystem.relativePath(of: report, from: FileSystem.directory(of: page))) + "#"
            + HTMLStyle.fragment(id)
    }

    /// JSON inside a script element, with nothing the HTML parser's script-data state acts on
    /// (`Escaper.jsonInScript`): still the same JSON.
    static func embedded(_ json: String) -> String {
        Escaper.jsonInScript.escaped(json)
    }
}
