import MastheadReports
import MastheadRunning
import MastheadText

/// The page the preview serves: the gallery the last build wrote, with the live script (and its
/// status line) added; when a build could not write one, the last good gallery (or an empty
/// page) under a block saying why, so that the designer sees the problem where the pictures were;
/// before the first build ends, a page that says it is drawing and loads the gallery once drawn.
/// Each knows its `version`, which its script compares with the server's news.
enum PreviewPage {
    /// The gallery page as served live, its pictures packed (`GalleryPack`).
    static func live(_ gallery: String, watching: [String], version: String) -> String {
        inserted(script(watching: watching, version: version), before: "</body>", in: GalleryPack.packed(gallery))
    }

    /// What `GET /` serves while the first gallery is drawn: never a blank page.
    static func waiting(watching: [String], version: String) -> String {
        let note = "<p class=\"waiting\" data-testid=\"waiting\">Drawing the gallery…</p>\n"
        let page = inserted(note, after: "<main>\n", in: bare)
        return live(page, watching: watching, version: version)
    }

    /// A page with no gallery in it, for `waiting` and a failure before any gallery.
    private static let bare = """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>Masthead gallery</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style>body { font: 14px/1.45 Inter, system-ui, sans-serif; margin: 20px; }
        .problems { background: #fff0f2; border: 1px solid #e0004d; border-radius: 8px; padding: 4px 16px; }</style>
        </head>
        <body>
        <main>
        </main>
        </body>
        </html>

        """

    /// The last good gallery (nil: none yet) under the failure of the build after it.
    static func failed(_ message: String, previous: String?, watching: [String], version: String) -> String {
        var block = "<section class=\"problems\" data-testid=\"problems\">\n<h2>The gallery could not be drawn</h2>\n"
        block += "<ul>\n<li data-testid=\"problem\">" + Escaper.html.escaped(message) + "</li>\n</ul>\n"
        block += previous == nil ? "" : "<p>The pictures below are from the last gallery that could be drawn.</p>\n"
        block += "</section>\n"
        let page = previous ?? bare
        let placed =
            page.contains("</header>")
            ? inserted(block, before: "</header>", in: page) : inserted(block, after: "<main>\n", in: page)
        return live(placed, watching: watching, version: version)
    }

    /// The status line and the live script (`PreviewScript`), knowing the page's version.
    static func script(watching: [String], version: String) -> String {
        let folders = Escaper.html.escaped(watching.joined(separator: ", "))
        return """
            <div class="live" data-testid="live" role="status" style="position:fixed;right:12px;bottom:12px;\
            z-index:9;background:#1d1d1f;color:#fff;padding:6px 10px;border-radius:6px;font:12px system-ui,sans-serif">\
            Live: watching \(folders)</div>
            <script>
            \(PreviewScript.source(folders: scriptString(watching.joined(separator: ", ")), version: scriptString(version)))\
            </script>

            """
    }

    /// `text` as a JavaScript string literal in a page's script.
    static func scriptString(_ text: String) -> String {
        Escaper.jsonInScript.escaped("\"" + Escaper.jsonString.escaped(text) + "\"")
    }

    /// `text` before the last `marker` (searched as bytes: the page is megabytes).
    private static func inserted(_ text: String, before marker: String, in page: String) -> String {
        var page = page
        return page.withUTF8 { bytes in
            guard let offset = ByteSearch.last(marker, in: bytes) else {
                return String(decoding: bytes, as: UTF8.self) + text
            }
            return String(decoding: bytes[..<offset], as: UTF8.self) + text
                + String(decoding: bytes[offset...], as: UTF8.self)
        }
    }

    private static func inserted(_ text: String, after marker: String, in page: String) -> String {
        guard let range = page.firstRange(of: marker) else { return text + page }
        return page[..<range.upperBound] + text + page[range.upperBound...]
    }
}
