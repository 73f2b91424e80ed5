import MastheadCore
import MastheadReports
import MastheadRunning

/// Everything `masthead plugins` prints: the listing, each theme's contrast audit in name order
/// (built-in and plugin themes alike), then the problems by file and, last, the verdict, so that
/// the line a reader (or a CI log) ends on says whether the plugins pass and why.
package struct PluginReport {
    let plugins: PluginSet
    let palette: Palette
    /// `--strict`: a pair below AA fails too.
    var strict = false
    /// `--theme NAME`: the themes to audit; empty, every one.
    var themes: [String] = []

    package init(plugins: PluginSet, palette: Palette, strict: Bool = false, themes: [String] = []) {
        self.plugins = plugins
        self.palette = palette
        self.strict = strict
        self.themes = themes
    }

    var audits: [(name: String, audit: ContrastAudit)] {
        plugins.themes.names.filter { themes.isEmpty || themes.contains($0) }.compactMap { name in
            plugins.themes[name].map { (name, ContrastAudit(theme: $0)) }
        }
    }

    /// Pairs below AA, over every theme and both appearances.
    var failingPairs: Int { audits.reduce(0) { $0 + $1.audit.failures.count } }

    /// 2 when a plugin has a problem, or under `--strict` a pair is below AA; 0 otherwise.
    package var exitStatus: Int32 { !plugins.problems.isEmpty || (strict && failingPairs > 0) ? 2 : 0 }

    package func lines() -> [String] {
        var lines = PluginListing(plugins: plugins, palette: palette).lines()
        lines += [
            "", palette.bold("Contrast audit") + palette.dim(" (WCAG 2 at the default text size; needs: AA / AAA)"),
        ]
        for (name, audit) in audits {
            lines += ["", palette.bold(name) + " " + palette.dim(plugins.themes.sources[name] ?? "built in")]
            lines += AuditTable(audit: audit, palette: palette).lines()
        }
        lines += problemLines()
        if let advice = plugins.advice { lines += ["", palette.yellow("Note: " + advice)] }
        return lines + ["", verdict]
    }

    /// The problems, one block per file: "Problems in Plugins/themes/bad.lua (7)" and a line each.
    func problemLines() -> [String] {
        PrettyReporter.grouped(plugins.problems).flatMap { file, problems in
            let count = problems.count > 1 ? " (\(problems.count))" : ""
            return ["", palette.bold("Problems in \(TerminalText.line(file))\(count)")]
                + problems.map { problem in
                    let place = problem.failure.location.map { "\($0): " } ?? "\(problem.file): "
                    return "  " + palette.red(TerminalText.text(place + problem.failure.message))
                }
        }
    }

    /// The last line: what loaded and what fails, and the exit status it gives.
    var verdict: String {
        var failures: [String] = []
        let files = Set(plugins.problems.map(\.file)).count
        if files > 0 {
            let problems = plugins.problems.count
            failures.append(
                "\(files) plugin \(files == 1 ? "file has" : "files have") "
                    + "\(problems == 1 ? "a problem" : "problems (\(problems) in all)")")
        }
        if strict && failingPairs > 0 { failures.append("\(pairs) below AA, which --strict fails") }
        if !failures.isEmpty {
            return palette.red("✗ " + failures.joined(separator: "; ") + ": exit status 2")
        }
        let themes = plugins.themes.names.count
        let providers = plugins.statusProviders.names.count
        var line =
            "✓ \(themes) \(themes == 1 ? "theme" : "themes") and \(providers) status "
            + "\(providers == 1 ? "provider" : "providers") loaded; "
        line += failingPairs == 0 ? "every colour pair passes AA" : "\(pairs) below AA (--strict would fail them)"
        return palette.green(line)
    }

    /// "2 colour pairs (midnight 1, dim 1)".
    private var pairs: String {
        let themes = audits.filter { !$0.audit.failures.isEmpty }.map { "\($0.name) \($0.audit.failures.count)" }
        return "\(failingPairs) colour \(failingPairs == 1 ? "pair" : "pairs") (\(themes.joined(separator: ", ")))"
    }
}
