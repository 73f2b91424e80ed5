/// Data embedded in an HTML page's `<script>` element: JSON in `<script type="application/json">`
/// (the trace page's data) or a JSON value written into a script (the gallery's and preview's
/// data). Everything Masthead embeds in a page's script goes through this one preset.
///
/// An HTML parser reads a script element in its script-data state, which knows nothing of JSON or
/// JavaScript strings: `</script` ends the element wherever it stands, and `<!--` followed by
/// `<script` enters the "double escaped" state, in which the real `</script>` no longer ends it
/// and the page's own script is swallowed as data. So no `<` reaches the page as it is. JSON has
/// `<`, `>` and `&` only inside strings, where `\u003c` is the same character to `JSON.parse` and
/// to a script, so the text stays the same value while no markup-like sequence is left.
/// U+2028 and U+2029 end a line in JavaScript before ES2019, and NUL is not allowed in the
/// page's text; both are written as escapes too (JSON's own writer escapes NUL already; this
/// makes the rule hold for any JSON text handed in).
///
/// ```swift
/// Escaper.jsonInScript.escaped(#"{"name":"<!--<script>"}"#)
/// // {"name":"\u003c!--\u003cscript\u003e"}
/// ```
extension Escaper {
    /// JSON text (strings already JSON-escaped) made safe to stand inside a `<script>` element.
    package static let jsonInScript = Escaper(
        mayNeedReplacement: { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x00 || $0 == 0xE2 },
        replacement: { scalar in
            switch scalar.value {
            case 0x3C, 0x3E, 0x26, 0x00, 0x2028, 0x2029: "\\u" + hex(scalar.value, digits: 4)
            default: nil
            }
        })
}
