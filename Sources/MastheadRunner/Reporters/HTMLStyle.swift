/// The report page's style sheet, inlined so the page is one file that opens anywhere (a CI
/// artifact, an e-mail attachment) with no network. The All / Failed / Passed switch is pure CSS:
/// three radio buttons ahead of `main`, and rules that hide what the checked one leaves out.
enum HTMLStyle {
    static let sheet = """
        :root { color-scheme: light dark; --bg: #fff; --fg: #1c1c1e; --dim: #6e6e73; --line: #d1d1d6;
          --panel: #f5f5f7; --pass: #1a7f37; --fail: #c62828; --add: #e6ffec; --del: #ffebe9; --hunk: #ddf4ff; }
        @media (prefers-color-scheme: dark) { :root { --bg: #111214; --fg: #f2f3f5; --dim: #a1a1a6; --line: #3a3a3c;
          --panel: #1c1c1e; --pass: #4ac26b; --fail: #ff6b6b; --add: #12361f; --del: #45191b; --hunk: #0c2d4a; } }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 24px; font: 14px/1.45 -apple-system, "Segoe UI", Inter, sans-serif;
          background: var(--bg); color: var(--fg); }
        h1 { font-size: 20px; margin: 0 0 4px; }
        h2 { font-size: 15px; margin: 24px 0 8px; font-family: ui-monospace, Menlo, monospace; }
        h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: var(--dim); margin: 16px 0 6px; }
        .totals { margin: 0 0 12px; color: var(--dim); }
        .totals .passed { color: var(--pass); font-weight: 600; }
        .totals .failed { color: var(--fail); font-weight: 600; }
        input.show { position: absolute; opacity: 0; pointer-events: none; }
        nav label { display: inline-block; padding: 4px 12px; margin-right: 6px; border: 1px solid var(--line);
          border-radius: 14px; cursor: pointer; }
        #show-all:checked ~ header label[for=show-all], #show-failed:checked ~ header label[for=show-failed],
        #show-passed:checked ~ header label[for=show-passed] { background: var(--fg); color: var(--bg); }
        #show-failed:checked ~ main .scenario.passed, #show-passed:checked ~ main .scenario.failed,
        #show-failed:checked ~ main .file:not(.has-failed), #show-passed:checked ~ main .file:not(.has-passed) { display: none; }
        details.scenario { border: 1px solid var(--line); border-radius: 8px; margin: 6px 0; background: var(--bg); }
        details.scenario > summary { padding: 8px 12px; cursor: pointer; display: flex; gap: 8px; align-items: baseline; }
        details.scenario[open] > summary { border-bottom: 1px solid var(--line); }
        .mark { font-weight: 700; }
        .passed .mark { color: var(--pass); }
        .failed .mark, .problem .mark { color: var(--fail); }
        .name { flex: 1; }
        .tag { font-size: 12px; padding: 0 6px; border-radius: 8px; background: var(--panel); color: var(--dim); }
        .duration { color: var(--dim); font-size: 12px; }
        .body { padding: 4px 16px 16px; }
        .message { font-weight: 600; color: var(--fail); white-space: pre-wrap; }
        pre { margin: 6px 0; padding: 8px 10px; background: var(--panel); border-radius: 6px; overflow-x: auto;
          font: 12px/1.4 ui-monospace, Menlo, monospace; }
        pre .at { font-weight: 700; background: var(--del); }
        pre .add { background: var(--add); display: block; }
        pre .del { background: var(--del); display: block; }
        pre .hunk { background: var(--hunk); display: block; }
        pre .file { font-weight: 700; display: block; }
        dl.values { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; }
        dl.values dt { color: var(--dim); }
        dl.values dd { margin: 0; font-family: ui-monospace, Menlo, monospace; white-space: pre-wrap; }
        ol.steps { margin: 0; padding-left: 24px; font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
        .snapshot { margin: 12px 0; }
        .snapshot h4 { margin: 0 0 6px; font-size: 13px; }
        .status { font-size: 12px; font-weight: 400; padding: 0 6px; border-radius: 8px; background: var(--panel); }
        .status.mismatched, .status.missing, .status.error { color: var(--fail); }
        .pictures { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; }
        figure img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); border-radius: 4px;
          background: #fff; }
        figcaption { font-size: 12px; color: var(--dim); margin-top: 4px; word-break: break-all; max-width: 480px; }
        .empty { color: var(--dim); font-style: italic; }
        """
}
