/// The trace page's look. From 1180 px three panes the height of the window, each scrolling on
/// its own (steps, the stage, the panels), the picture and the film strip held at the top of the
/// stage; narrower, the panels go below; at phone widths (760 px and less) everything stacks
/// and the picture is held at the top of the window while the rest scrolls under it. Nothing is
/// wider than the window at any width: long text wraps, the film strip and a zoomed picture
/// scroll inside their own boxes. System fonts, no external resources. (The film strip's look is
/// `FilmStrip.style`, which the page adds.)
extension TracePage {
    static let style = """
        :root { color-scheme: light; --line: #d8d8de; --dim: #5f5f67; --accent: #0a66d8; --bad: #c4271f; --good: #1c7c3a; --page: #f6f6f8; }
        * { box-sizing: border-box; }
        html, body { margin: 0; }
        body { font: 13px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d1d1f; background: var(--page); overflow-x: hidden; }
        .bar { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; padding: 6px 14px; background: #fff; border-bottom: 1px solid var(--line); }
        .bar h1 { font-size: 15px; margin: 0; overflow-wrap: anywhere; }
        #scenario { font-weight: normal; }
        #status.passed { color: var(--good); } #status.failed { color: var(--bad); font-weight: bold; }
        #report { margin-left: auto; color: var(--accent); }
        :focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
        main { display: grid; grid-template-columns: 250px minmax(0, 1fr) minmax(0, 360px); gap: 10px; padding: 10px; height: calc(100vh - 40px); }
        .pane { min-height: 0; min-width: 0; overflow: auto; }
        .steps { display: flex; flex-direction: column; overflow: hidden; }
        h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--dim); margin: 10px 0 4px; }
        .steps h2 { margin-top: 0; }
        #steps { list-style: none; margin: 0; padding: 2px; flex: 1; min-height: 0; overflow: auto; position: relative; border-radius: 6px; }
        #steps li { padding: 5px 8px; margin-bottom: 3px; background: #fff; border: 1px solid var(--line); border-radius: 6px; cursor: pointer; }
        #steps li[aria-selected="true"] { border-color: var(--accent); box-shadow: 0 0 0 1px var(--accent); background: #eef4fd; }
        #steps:focus-visible { outline: 2px solid var(--accent); }
        #steps:focus-visible li[aria-selected="true"] { outline: 2px dashed var(--accent); outline-offset: 1px; }
        #steps .call { font-family: ui-monospace, Menlo, monospace; overflow-wrap: anywhere; }
        #steps .meta { color: var(--dim); font-size: 11px; }
        #steps li.failing { border-left: 4px solid var(--bad); }
        #steps .failed-here { color: var(--bad); font-weight: bold; }
        .held { position: sticky; top: 0; z-index: 1; background: var(--page); padding-bottom: 4px; }
        .toggles { display: flex; flex-wrap: wrap; gap: 6px 8px; align-items: center; margin-bottom: 6px; }
        .toggles button { border: 1px solid var(--line); background: #fff; color: #1d1d1f; border-radius: 5px; padding: 2px 9px; cursor: pointer; font: inherit; }
        .toggles button.on { background: var(--accent); color: #fff; border-color: var(--accent); }
        .zoom button { border-radius: 0; } .zoom button:first-child { border-radius: 5px 0 0 5px; } .zoom button:last-child { border-radius: 0 5px 5px 0; }
        #clock { margin-left: auto; font-family: ui-monospace, Menlo, monospace; color: var(--dim); }
        .viewport { max-width: 100%; overflow: auto; max-height: 46vh; }
        .picture { position: relative; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; border: 1px solid var(--line); }
        .picture img { display: block; width: 100%; height: 100%; }
        .picture svg { position: absolute; left: 0; top: 0; width: 100%; height: 100%; pointer-events: none; }
        .outline-frame { fill: rgba(10, 102, 216, .12); stroke: var(--accent); stroke-width: 1.5; }
        .outline-target { fill: none; stroke: #e07b00; stroke-width: 1.5; stroke-dasharray: 4 3; }
        .order-badge circle { fill: #7b2fbe; } .order-badge text { fill: #fff; font: bold 10px system-ui, sans-serif; }
        .timeline { margin: 6px 0 0; }
        .track { position: relative; } .track input { width: 100%; margin: 4px 0; display: block; }
        #fail-mark { position: absolute; top: 0; bottom: 0; width: 3px; margin-left: -1.5px; background: var(--bad); pointer-events: none; }
        .plot { width: 100%; height: auto; background: #fff; border: 1px solid var(--line); display: block; }
        .plot .grid { stroke: #ececf0; } .plot .axis { stroke: #a0a0a8; }
        .plot text { font-size: 10px; fill: #55555c; }
        .plot .cursor { stroke: var(--accent); stroke-width: 1.5; }
        .plot .fail-time { stroke: var(--bad); stroke-width: 1.5; stroke-dasharray: 5 3; }
        .plot .expected { stroke: var(--bad); stroke-width: 1; stroke-dasharray: 2 2; }
        .plot text.bad { fill: var(--bad); }
        .legend { list-style: none; padding: 0; margin: 4px 0; display: flex; flex-wrap: wrap; gap: 4px 12px; font-size: 11px; }
        .legend i { display: inline-block; width: 10px; height: 10px; margin-right: 4px; vertical-align: -1px; }
        .table { overflow-x: auto; }
        table { border-collapse: collapse; width: 100%; table-layout: fixed; background: #fff; font-size: 11px; }
        th, td { border-bottom: 1px solid var(--line); padding: 2px 4px; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
        th:nth-child(1) { width: 22%; } th:nth-child(2) { width: 14%; } th:nth-child(3), th:nth-child(4) { width: 17%; }
        tbody tr { cursor: default; }
        tbody tr:hover, tbody tr.hover, tbody tr:focus { background: #e8f0fd; }
        td.num { font-family: ui-monospace, Menlo, monospace; }
        .panels section { margin-bottom: 8px; }
        ol#voiceover, ul#events { background: #fff; border: 1px solid var(--line); margin: 0; padding: 4px 4px 4px 28px; min-height: 1.5em; overflow-wrap: anywhere; }
        pre { background: #fff; border: 1px solid var(--line); padding: 6px; overflow: auto; margin: 0; max-width: 100%; }
        .text { font: 11px/1.2 ui-monospace, Menlo, "DejaVu Sans Mono", FreeMono, monospace; }
        .source { position: relative; font: 11px/1.5 ui-monospace, Menlo, monospace; background: #fff; border: 1px solid var(--line); margin: 0; padding: 4px 4px 4px 40px; max-height: 320px; overflow: auto; white-space: pre; }
        .source li.current { background: #fff3c4; }
        .source li.failing { background: #fde2df; }
        #failure { color: var(--bad); white-space: pre-wrap; overflow-wrap: anywhere; }
        @media (max-width: 1179px) {
          main { grid-template-columns: 230px minmax(0, 1fr); height: auto; }
          .steps, .stage { height: calc(100vh - 60px); }
          .panels { grid-column: 1 / -1; overflow: visible; }
        }
        @media (max-width: 760px) {
          main { display: flex; flex-direction: column; padding: 6px; gap: 6px; }
          .stage { display: contents; }
          .held { order: -1; top: 0; padding-top: 4px; }
          .viewport { max-height: 30vh; }
          .steps, .stage { height: auto; }
          #steps { max-height: 38vh; }
          .panels { overflow: visible; }
        }
        """
}
