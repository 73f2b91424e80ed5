import MastheadCore

/// Everything `masthead plugins` prints: the listing, then each theme's contrast audit in name
/// order (built-in and plugin themes alike).
struct PluginReport {
    let plugins: PluginSet
    let palette: Palette

    var audits: [(name: String, audit: ContrastAudit)] {
        plugins.themes.names.compactMap { name in plugins.themes[name].map { (name, ContrastAudit(theme: $0)) } }
    }

    /// Pairs below AA, over every theme and both appearances.
    var failingPairs: Int { audits.reduce(0) { $0 + $1.audit.failures.count } }

    func lines() -> [String] {
        var lines = PluginListing(plugins: plugins, palette: palette).lines()
        lines += [
            "", palette.bold("Contrast audit") + palette.dim(" (WCAG 2 at the default text size; needs: AA / AAA)"),
        ]
        for (name, audit) in audits {
            lines += ["", palette.bold(name) + " " + palette.dim(plugins.themes.sources[name] ?? "built in")]
            lines += AuditTable(audit: audit, palette: palette).lines()
        }
        return lines
    }
}
