import MastheadText

/// A trace's page: one self-contained HTML file (inline style, script and pictures; no network;
/// opens from `file://`), in the manner of Playwright's trace viewer, for headers: the steps with
/// their lines, the header before and after each, a film strip and a scrubber over the virtual
/// clock, the element tree with frames and targets (outlined on the picture on hover), the
/// VoiceOver list and its order, the event log, a plot of each moving element's progress, the
/// source with the step's line marked, and the failure.
///
/// The page's data is the trace as JSON (`TraceDocument.json`) in a `<script type=
/// "application/json">`, which `masthead show-trace` reads back too; the script draws from it.
/// Page hooks for tools (`data-testid`): `step`, `picture`, `timeline`, `frame`, `elements`,
/// `voiceover`, `events`, `motion`, `failure`.
enum TracePage {
    static let dataID = "masthead-trace"

    static func html(_ document: TraceDocument) -> String {
        let title = Escaper.html.escaped("\(document.id) — masthead trace")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
            <title>\(title)</title>
            <style>\(style)</style>
            </head>
            <body>
            <header class="bar"><strong>masthead trace</strong> <span id="scenario"></span> <span id="status"></span></header>
            <main>
            <nav class="steps" aria-label="Steps"><ol id="steps"></ol></nav>
            <section class="stage">
              <div class="toggles">
                <button type="button" id="show-before">before</button><button type="button" id="show-after" class="on">after</button>
                <label><input type="checkbox" id="show-order"> VoiceOver order</label>
                <span id="clock"></span>
              </div>
              <div class="picture" data-testid="picture"><img id="picture" alt="the header"><svg id="overlay" aria-hidden="true"></svg></div>
              <div class="timeline" data-testid="timeline">
                <input type="range" id="scrubber" min="0" max="0" value="0" aria-label="virtual clock">
                <div id="film" class="film"></div>
              </div>
              <section data-testid="motion"><h2>Motion</h2><svg id="plot" class="plot"></svg><ul id="legend" class="legend"></ul></section>
              <section data-testid="failure" id="failure-panel" hidden><h2>Failure</h2><pre id="failure"></pre></section>
            </section>
            <aside class="panels">
              <section><h2>Elements</h2><table data-testid="elements"><thead><tr><th>id</th><th>role</th><th>frame</th><th>target</th><th>font</th><th>tokens</th></tr></thead><tbody id="elements"></tbody></table></section>
              <section><h2>VoiceOver</h2><ol data-testid="voiceover" id="voiceover"></ol></section>
              <section><h2>Events</h2><ul data-testid="events" id="events"></ul></section>
              <section><h2>Text picture</h2><pre id="text" class="text"></pre></section>
              <section><h2>Source</h2><ol id="source" class="source"></ol></section>
            </aside>
            </main>
            <script type="application/json" id="\(dataID)">\(embedded(document.json.compact))</script>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    /// JSON inside a script element, with nothing the HTML parser's script-data state acts on
    /// (`Escaper.jsonInScript`): still the same JSON.
    static func embedded(_ json: String) -> String {
        Escaper.jsonInScript.escaped(json)
    }
}
