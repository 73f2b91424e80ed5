import MastheadCore
import MastheadRunning
import MastheadText

/// The gallery as one self-contained page (`DIR/index.html`): a bar with the view, the overlay
/// toggles, the filters and the comparison of two themes; the plugins' problems; the sidebar of
/// themes and states beside the canvas; a section per theme with a block per state holding its
/// pictures; then the stories. Pictures are masthead's SVG as `data:`
/// URLs (each its own document, so the ids of one cannot clash with another's), each under an
/// inline SVG of its overlays. No request leaves the page; its scripts only show and hide.
/// (`GalleryPack` packs the pictures of the page as written and served.)
///
/// Page hooks (`data-testid`), for tests and tools: `theme` (`data-theme`), `state`
/// (`data-state`), `picture` (`data-theme`, `data-state`, `data-appearance`, `data-text-size`),
/// `audit-finding` (`data-use`, `data-ratio`), `small-target`, `problem` (`data-file`,
/// `data-line`), `story` (`data-story`), `overlay-toggle` (`data-overlay`), `compare-a`,
/// `compare-b`, `compare-view`; the sidebar's and the view's (`GalleryPage+Sidebar.swift`). Anchors:
/// `#theme-NAME`, `#theme-NAME--STATE` (each state block), `#stories`, `#try`.
///
/// Parts the preview replaces in an open page when they change (`data-slot`, each unique, none
/// nesting an element of its own tag): every picture, each theme's verdict and problem, the
/// totals, the theme links, the compare lists and the problems (`PreviewSlots`).
struct GalleryPage {
    let gallery: Gallery
    private(set) var html = ""
    /// Each theme's section as written, by theme name (for `GalleryCache`).
    private(set) var sections: [String: String] = [:]

    init(_ gallery: Gallery) {
        self.gallery = gallery
        document()
    }

    mutating func add(_ markup: String) { html += markup }

    /// Escaped text.
    mutating func text(_ text: String) { html += Escaper.html.escaped(text) }

    /// An attribute value, escaped and quoted.
    static func attribute(_ value: String) -> String { "\"" + Escaper.html.escaped(value) + "\"" }

    private mutating func document() {
        add("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\" />\n")
        add("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" />\n")
        // An empty icon of its own, so that a browser asks no server for /favicon.ico.
        add("<link rel=\"icon\" href=\"data:,\" />\n")
        add("<title>Masthead gallery</title>\n<style>\n\(GalleryStyle.sheet(textSizes: gallery.textSizes))</style>\n")
        add("</head>\n<body class=\"show-contrast\">\n")
        bar()
        add("<div class=\"layout\">\n")
        sidebar()
        add("<main>\n")
        tryPanel()
        add("<section class=\"compare-view\" data-testid=\"compare-view\" hidden=\"hidden\"></section>\n")
        for theme in gallery.themes {
            let start = html.utf8.count
            themeSection(theme)
            sections[theme.name] = String(html.utf8.dropFirst(start))
        }
        stories()
        add("</main>\n</div>\n<script>\n\(GalleryScript.source)\(GalleryNavScript.source)\(GalleryTryScript.source)")
        add(GalleryMotionScript.source)
        add("</script>\n</body>\n</html>\n")
    }

    /// The title, the totals, the theme links, the controls and the problems: the bar stays at the
    /// top of the window, so a plugin that breaks is seen wherever the page is scrolled to.
    private mutating func bar() {
        add("<header class=\"bar\">\n")
        sidebarToggle()
        add("<h1>Masthead gallery</h1>\n<p class=\"totals\" data-slot=\"totals\">")
        let themes = gallery.themes.count
        let sizes = gallery.textSizes.map(\.shortName).joined(separator: ", ")
        var totals = [
            "\(themes) \(themes == 1 ? "theme" : "themes")", "\(gallery.states.count) states", "light and dark", sizes,
            "\(gallery.pictureCount) pictures",
        ]
        let findings = gallery.findingCount
        totals.append(
            findings == 0 ? "no pair below AA" : "\(findings) contrast \(findings == 1 ? "finding" : "findings")")
        if !gallery.stories.isEmpty { totals.append("\(gallery.stories.count) stories") }
        text(totals.joined(separator: " · "))
        add("</p>\n<nav class=\"themes\" data-slot=\"themes\">")
        for theme in gallery.themes {
            add("<a href=\"#theme-\(Self.anchor(theme.name))\">")
            text(theme.name)
            add("</a>")
        }
        if !gallery.stories.isEmpty { add("<a href=\"#stories\">stories</a>") }
        add("<a href=\"#try\" data-testid=\"try-link\">Try it</a>")
        add("</nav>\n<form class=\"controls\" onsubmit=\"return false\">\n")
        viewModes()
        add("<fieldset><legend>Overlays</legend>")
        for (layer, title, on) in [
            ("contrast", "Contrast below AA", true), ("targets", "Tap targets", false),
            ("voiceover", "VoiceOver order", false),
        ] {
            add("<label class=\"swatch-\(layer)\"><input type=\"checkbox\" data-testid=\"overlay-toggle\" ")
            add("data-overlay=\"\(layer)\"\(on ? " checked=\"checked\"" : "") /> \(title)</label>")
        }
        add(
            "</fieldset>\n<fieldset><legend>Show</legend><select data-testid=\"appearance-filter\" aria-label=\"Appearance\">"
        )
        add("<option value=\"both\">light and dark</option><option value=\"light\">light</option>")
        add("<option value=\"dark\">dark</option></select>")
        add("<select data-testid=\"scale\" aria-label=\"Picture size\"><option value=\"1\">actual size</option>")
        add("<option value=\"0.75\">¾ size</option><option value=\"0.5\">½ size</option></select>")
        for size in gallery.textSizes {
            add("<label><input type=\"checkbox\" data-testid=\"size-filter\" data-size=\"\(size.shortName)\" ")
            add("checked=\"checked\" /> \(size.shortName)</label>")
        }
        add("</fieldset>\n<fieldset><legend>Compare</legend>")
        for side in ["a", "b"] {
            add("<select data-testid=\"compare-\(side)\" data-slot=\"compare-\(side)\"")
            add(" aria-label=\"\(side == "a" ? "First" : "Second") theme to compare\"><option value=\"\">—</option>")
            for theme in gallery.themes {
                add("<option value=\(Self.attribute(theme.name))>")
                text(theme.name)
                add("</option>")
            }
            add("</select>")
        }
        add("</fieldset>\n</form>\n")
        problems()
        add("</header>\n")
    }

    /// Plugins that did not load (file and line) and pictures that could not be drawn.
    private mutating func problems() {
        add("<div class=\"problem-list\" data-slot=\"problems\">")
        defer { add("</div>\n") }
        let failed = gallery.themes.flatMap(\.pictures).filter { $0.failure != nil }
        guard !gallery.problems.isEmpty || !failed.isEmpty else { return }
        add("<section class=\"problems\" data-testid=\"problems\">\n<h2>Problems</h2>\n<ul>\n")
        for problem in gallery.problems {
            let location = problem.failure.location
            add("<li data-testid=\"problem\" data-file=\(Self.attribute(location?.file ?? problem.file))")
            add(location.map { " data-line=\"\($0.line)\"" } ?? "")
            add("><code>")
            text(location.map { "\($0.file):\($0.line)" } ?? problem.file)
            add("</code> ")
            text(problem.failure.message)
            add("</li>\n")
        }
        for picture in failed.prefix(20) {
            add("<li data-testid=\"problem\"><code>")
            text(
                "\(picture.theme) · \(picture.state.id) · \(picture.appearance.rawValue) · \(picture.textSize.shortName)"
            )
            add("</code> ")
            text(picture.failure?.message ?? "")
            add("</li>\n")
        }
        if failed.count > 20 { add("<li>… and \(failed.count - 20) more pictures that could not be drawn</li>\n") }
        add("</ul>\n</section>\n")
    }

    /// "high-contrast" → "high-contrast"; anything but letters, digits, - and _ becomes -.
    static func anchor(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }
}
