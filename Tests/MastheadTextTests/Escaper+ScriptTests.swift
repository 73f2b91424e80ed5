import TestSupport
import Testing

@testable import MastheadText

/// JSON in a page's script: pinned on the sequences that end or derail a script element, and read
/// back by Chromium both as a `type="application/json"` block and as a value in a script.
@Suite struct EscaperScriptTests {
    @Test func noMarkupCharacterOrLineSeparatorIsLeft() {
        #expect(
            Escaper.jsonInScript.escaped(#"{"n":"<!--<script></script>&"}"#)
                == #"{"n":"\u003c!--\u003cscript\u003e\u003c/script\u003e\u0026"}"#)
        #expect(Escaper.jsonInScript.escaped("[\"\u{2028}\u{2029}\u{0}\"]") == #"["\u2028\u2029\u0000"]"#)
        #expect(
            Escaper.jsonInScript.escaped(#"{"plain":"Good morning, Maya ✓ — …"}"#)
                == #"{"plain":"Good morning, Maya ✓ — …"}"#)
    }

    static let hostile: [String] =
        EscaperTests.tricky + [
            "<!--<script", "<!--<script>", "</script>", "</SCRIPT >", "<script>alert(1)</script>", "-->", "<!-- -->",
            "\u{2028}\u{2029}", "a\u{0}b", "</style><!--", "&lt;", "\\u003c",
        ]

    /// Every hostile text, embedded both ways on one page, parses back to the same code points,
    /// and the page's own script still runs after the data.
    @Test(.needs(.chromium)) func chromiumReadsEveryTextBackAndStillRunsThePageScript() throws {
        let json = "[" + Self.hostile.map { "\"" + Escaper.jsonString.escaped($0) + "\"" }.joined(separator: ",") + "]"
        let embedded = Escaper.jsonInScript.escaped(json)
        let expected =
            "["
            + Self.hostile.map { "[" + $0.unicodeScalars.map { String($0.value) }.joined(separator: ",") + "]" }
            .joined(separator: ",") + "]"
        let page = """
            <!doctype html><html><head><meta charset="utf-8"></head><body>
            <script type="application/json" id="data">\(embedded)</script>
            <script>var inline = \(embedded);</script>
            <script>
            var want = \(expected);
            function points(s) { var out = []; for (var c of s) out.push(c.codePointAt(0)); return out.join(","); }
            function same(list) { return list.length === want.length && list.every(function (s, i) { return points(s) === want[i].join(","); }); }
            var block = JSON.parse(document.getElementById("data").textContent);
            document.body.setAttribute("data-verdict", (same(block) ? "block-ok" : "block-bad") + " " + (same(inline) ? "inline-ok" : "inline-bad"));
            </script></body></html>
            """
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/page.html"
        try TemporaryDirectory.write(Array(page.utf8), to: path)
        // A page whose data swallowed its script never settles: Chromium is given a minute.
        let result = try Subprocess.run(
            "/usr/bin/timeout",
            [
                "60", OutsideTool.chromium.path, "--headless", "--no-sandbox", "--disable-gpu",
                "--user-data-dir=" + directory.path + "/profile",
                "--dump-dom",
                "file://" + path,
            ])
        #expect(result.output.contains("data-verdict=\"block-ok inline-ok\""), "\(result.output.suffix(2_000))")
    }
}
