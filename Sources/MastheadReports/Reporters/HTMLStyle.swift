/// The report page's style sheet, inlined so the page is one file that opens anywhere (a CI
/// artifact, an e-mail attachment) with no network.
///
/// The All / Failed / Passed switch is pure CSS and linkable: three empty targets (`#all`,
/// `#failed`, `#passed`) ahead of `main`, and rules that hide what the targeted one leaves out.
/// With no target the body's class says which view the page opens on (`opens-failed` when
/// anything failed); a targeted scenario (its id) shows whatever the view (`!important`: it must
/// win over every view's hiding rule).
///
/// Monospaced text (code, diffs, the text pictures) falls back to fonts that have the text
/// picture's symbols: the bell's `⍾` is in none of Menlo, DejaVu Sans Mono or Inter, but in Apple
/// Symbols (macOS), Segoe UI Symbol (Windows), FreeMono (Debian's fonts-freefont-otf) and Symbola.
package enum HTMLStyle {
    /// The views, in the switch's order.
    static let views = ["all", "failed", "passed"]

    /// The monospaced font stack, symbol fallbacks included.
    static let monospace =
        #"ui-monospace, Menlo, "DejaVu Sans Mono", "Apple Symbols", "Segoe UI Symbol", FreeMono, Symbola, monospace"#

    /// A scenario id as a URL fragment: spaces and anything outside printable ASCII percent-encoded
    /// (browsers decode a fragment before they look for the id).
    package static func fragment(_ id: String) -> String {
        var encoded = ""
        for byte in id.utf8 {
            let isPlain =
                byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "%") && byte != UInt8(ascii: "#")
                && byte != UInt8(ascii: "\"")
            if isPlain {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = Array("0123456789ABCDEF")
                encoded += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
            }
        }
        return encoded
    }

    static let sheet = """
        :root { color-scheme: light dark; --bg: #fff; --fg: #1c1c1e; --dim: #6e6e73; --line: #d1d1d6;
          --panel: #f5f5f7; --pass: #1a7f37; --fail: #c62828; --add: #e6ffec; --del: #ffebe9; --hunk: #ddf4ff; }
        @media (prefers-color-scheme: dark) { :root { --bg: #111214; --fg: #f2f3f5; --dim: #a1a1a6; --line: #3a3a3c;
          --panel: #1c1c1e; --pass: #4ac26b; --fail: #ff6b6b; --add: #12361f; --del: #45191b; --hunk: #0c2d4a; } }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 24px; font: 14px/1.45 -apple-system, "Segoe UI", Inter, sans-serif;
          background: var(--bg); color: var(--fg); }
        h1 { font-size: 20px; margin: 0 0 4px; }
        h2 { font-size: 15px; margin: 24px 0 8px; font-family: \(monospace); overflow-wrap: anywhere; }
        h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: var(--dim); margin: 16px 0 6px; }
        .totals { margin: 0 0 12px; color: var(--dim); }
        .totals .passed { color: var(--pass); font-weight: 600; }
        .totals .failed { color: var(--fail); font-weight: 600; }
        .view { display: block; height: 0; }
        nav a { display: inline-block; padding: 4px 12px; margin-right: 6px; border: 1px solid var(--line);
          border-radius: 14px; color: inherit; text-decoration: none; }
        body.opens-failed main .scenario.passed, body.opens-failed main .file:not(.has-failed) { display: none; }
        #all:target ~ main .scenario, #all:target ~ main .file,
        #passed:target ~ main .scenario.passed, #passed:target ~ main .file.has-passed { display: block; }
        #failed:target ~ main .scenario.passed, #failed:target ~ main .file:not(.has-failed),
        #passed:target ~ main .scenario.failed, #passed:target ~ main .file:not(.has-passed) { display: none; }
        main .scenario:target, main .file:has(.scenario:target) { display: block !important; }
        body.opens-all header a[href="#all"], body.opens-failed header a[href="#failed"] {
          background: var(--fg); color: var(--bg); }
        .view:target ~ header nav a { background: none; color: inherit; }
        #all:target ~ header a[href="#all"], #failed:target ~ header a[href="#failed"],
        #passed:target ~ header a[href="#passed"] { background: var(--fg); color: var(--bg); }
        .scenario:target > summary { outline: 2px solid var(--fg); outline-offset: -2px; border-radius: 8px; }
        .links { margin: 6px 0; display: flex; gap: 10px; }
        a.link { color: var(--dim); font-size: 12px; }
        a.trace { color: var(--dim); font-size: 12px; border: 1px solid currentColor; border-radius: 4px; padding: 0 4px; text-decoration: none; }
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
        .message { font-weight: 600; color: var(--fail); white-space: pre-wrap; overflow-wrap: anywhere; }
        pre { margin: 6px 0; padding: 8px 10px; background: var(--panel); border-radius: 6px; overflow-x: auto;
          font: 12px/1.4 \(monospace); }
        pre .at { font-weight: 700; background: var(--del); }
        pre .add { background: var(--add); display: block; }
        pre .del { background: var(--del); display: block; }
        pre .hunk { background: var(--hunk); display: block; }
        pre .file { font-weight: 700; display: block; }
        dl.values { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; }
        dl.values dt { color: var(--dim); }
        dl.values dd { margin: 0; font-family: \(monospace); white-space: pre-wrap; }
        ol.steps { margin: 0; padding-left: 24px; font-family: \(monospace); font-size: 12px; }
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
