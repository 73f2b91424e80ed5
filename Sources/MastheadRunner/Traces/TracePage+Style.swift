/// The trace page's look: three columns (steps, the stage, the panels), system fonts, no
/// external resources.
extension TracePage {
    static let style = """
        :root { color-scheme: light; --line: #d8d8de; --dim: #6b6b73; --accent: #0a66d8; --bad: #c4271f; --good: #1c7c3a; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 13px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d1d1f; background: #f6f6f8; }
        .bar { padding: 8px 14px; background: #fff; border-bottom: 1px solid var(--line); }
        #status.passed { color: var(--good); } #status.failed { color: var(--bad); }
        main { display: grid; grid-template-columns: 260px minmax(420px, 1fr) 380px; gap: 10px; padding: 10px; }
        h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--dim); margin: 10px 0 4px; }
        .steps ol { list-style: none; margin: 0; padding: 0; }
        .steps li { padding: 6px 8px; margin-bottom: 3px; background: #fff; border: 1px solid var(--line); border-radius: 6px; cursor: pointer; }
        .steps li.selected { border-color: var(--accent); box-shadow: 0 0 0 1px var(--accent); }
        .steps li .call { font-family: ui-monospace, Menlo, monospace; word-break: break-all; }
        .steps li .meta { color: var(--dim); font-size: 11px; }
        .steps li.failing { border-left: 4px solid var(--bad); }
        .toggles { display: flex; gap: 8px; align-items: center; margin-bottom: 6px; }
        .toggles button { border: 1px solid var(--line); background: #fff; border-radius: 5px; padding: 2px 10px; cursor: pointer; }
        .toggles button.on { background: var(--accent); color: #fff; border-color: var(--accent); }
        #clock { margin-left: auto; font-family: ui-monospace, Menlo, monospace; color: var(--dim); }
        .picture { position: relative; display: inline-block; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; border: 1px solid var(--line); }
        .picture img { display: block; }
        .picture svg { position: absolute; left: 0; top: 0; pointer-events: none; }
        .outline-frame { fill: rgba(10, 102, 216, .12); stroke: var(--accent); stroke-width: 1.5; }
        .outline-target { fill: none; stroke: #e07b00; stroke-width: 1.5; stroke-dasharray: 4 3; }
        .order-badge circle { fill: #7b2fbe; } .order-badge text { fill: #fff; font: bold 10px system-ui, sans-serif; }
        .timeline { margin: 8px 0; } .timeline input { width: 100%; }
        .film { display: flex; gap: 4px; overflow-x: auto; padding: 4px 0; }
        .film figure { margin: 0; flex: none; border: 1px solid var(--line); background: #fff; cursor: pointer; }
        .film figure.current { border-color: var(--accent); }
        .film img { display: block; width: 96px; }
        .film figcaption { font-size: 10px; color: var(--dim); text-align: center; }
        .plot { width: 100%; height: 160px; background: #fff; border: 1px solid var(--line); }
        .plot .axis { stroke: var(--line); } .plot .one { stroke: #999; stroke-dasharray: 3 3; } .plot text { font-size: 10px; fill: var(--dim); }
        .legend { list-style: none; padding: 0; margin: 4px 0; display: flex; flex-wrap: wrap; gap: 10px; font-size: 11px; }
        .legend i { display: inline-block; width: 10px; height: 10px; margin-right: 4px; vertical-align: -1px; }
        table { border-collapse: collapse; width: 100%; background: #fff; font-size: 11px; }
        th, td { border-bottom: 1px solid var(--line); padding: 2px 4px; text-align: left; vertical-align: top; }
        tbody tr:hover, tbody tr.hover { background: #e8f0fd; }
        td.num { font-family: ui-monospace, Menlo, monospace; white-space: nowrap; }
        .panels section { margin-bottom: 8px; }
        ol#voiceover, ul#events { background: #fff; border: 1px solid var(--line); margin: 0; padding: 4px 4px 4px 28px; min-height: 1.5em; }
        pre { background: #fff; border: 1px solid var(--line); padding: 6px; overflow: auto; margin: 0; }
        .text { font: 11px/1.2 ui-monospace, Menlo, "DejaVu Sans Mono", FreeMono, monospace; }
        .source { font: 11px/1.5 ui-monospace, Menlo, monospace; background: #fff; border: 1px solid var(--line); margin: 0; padding: 4px 4px 4px 40px; max-height: 320px; overflow: auto; white-space: pre; }
        .source li.current { background: #fff3c4; }
        .source li.failing { background: #fde2df; }
        #failure { color: var(--bad); white-space: pre-wrap; }
        """
}
