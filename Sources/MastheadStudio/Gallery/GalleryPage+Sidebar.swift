/// The sidebar of themes and states (issue 26.3): a labelled search box, the count of the entries
/// it lets through, and the list, which `GalleryNavScript` builds from the page's own sections;
/// and, in the bar, the button that folds it and the choice between one state and the grid.
///
/// Page hooks: `sidebar`, `sidebar-toggle`, `sidebar-search`, `sidebar-count`, `sidebar-list`,
/// in the list `sidebar-theme` (`data-theme`), `sidebar-entry` (`data-entry`: `THEME/STATE`) and
/// `sidebar-stale`, and in the bar `view-mode` (`value`: `one` or `grid`).
extension GalleryPage {
    mutating func sidebar() {
        add("<nav class=\"sidebar\" id=\"sidebar\" data-testid=\"sidebar\" aria-label=\"Themes and states\">\n")
        add("<p class=\"sidebar-search\"><label for=\"sidebar-search\">Search themes and states</label>")
        add("<input type=\"search\" id=\"sidebar-search\" data-testid=\"sidebar-search\" autocomplete=\"off\"")
        add(" spellcheck=\"false\" placeholder=\"midnight compact\" /></p>\n")
        add("<p class=\"sidebar-count\" data-testid=\"sidebar-count\" role=\"status\"></p>\n")
        add("<div class=\"sidebar-list\" data-testid=\"sidebar-list\"></div>\n</nav>\n")
    }

    /// The button that folds the sidebar away (the only way to it on a phone).
    mutating func sidebarToggle() {
        add("<button type=\"button\" class=\"sidebar-toggle\" data-testid=\"sidebar-toggle\" aria-controls=\"sidebar\"")
        add(" aria-expanded=\"true\">Themes and states</button>\n")
    }

    /// One state on the canvas, or the grid of all.
    mutating func viewModes() {
        add("<fieldset><legend>View</legend>")
        for (value, title) in [("one", "one state"), ("grid", "grid")] {
            add("<label><input type=\"radio\" name=\"view\" data-testid=\"view-mode\" value=\"\(value)\"")
            add("\(value == "grid" ? " checked=\"checked\"" : "") /> \(title)</label>")
        }
        add("</fieldset>\n")
    }
}
