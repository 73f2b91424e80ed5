import MastheadRunning
import MastheadStudio
import MastheadText

/// `masthead plugins [--plugins DIR ...] [--theme NAME ...] [--strict]`: loads the plugins as `masthead run` would
/// and prints every theme and provider, each theme's contrast audit, the problems, and the verdict.
///
/// Exit status: 2 when a plugin has a problem, or with `--strict` when a pair is below AA;
/// 0 otherwise.
enum PluginsCommand: Subcommand {
    struct Arguments {
        var options = RunOptions()
        var strict = false
        var themes: [String] = []
    }

    static let spec = CommandSpec<Arguments>(
        name: "plugins", usage: ["plugins [--plugins DIR ...] [--theme NAME ...] [--strict]"],
        abstract: "list and check themes and status providers",
        discussion: """
            Loads the themes and status providers in Plugins/ and in each DIR (every *.lua, any depth)
            as 'masthead run' does, and prints each with its source file and whether it loaded, each
            theme's contrast audit (the WCAG ratio of every colour pair the two headers draw, in light
            and dark, against what AA and AAA need), every problem at its file and line, and the verdict.
            """,
        groups: [
            OptionGroup([
                SharedOptions.plugins(help: "also load plugins from DIR (a bare DIR works too)") {
                    $0.options.pluginDirectories.append($1)
                },
                .flag("--strict", help: "exit 2 when any pair is below AA, too") { $0.strict = true },
                .value("--theme", "NAME", .text, help: "audit only the theme NAME (repeatable)") {
                    $0.themes.append($1)
                },
            ])
        ],
        positional: Positional("DIR") { $0.options.pluginDirectories.append($1) },
        epilogue: """
            Exit status: 2 when a plugin has a problem (or, with --strict, a pair is below AA); else 0.
            Writing themes and providers: docs/plugins.md.
            """,
        initial: { _ in Arguments() })

    static func run(_ arguments: Arguments) -> Int32 {
        run(arguments.options, strict: arguments.strict, themes: arguments.themes, output: TextOutput(.standardOutput))
    }

    /// Loads the plugins of `options.pluginDirectories`, prints the report (the audit of `themes`
    /// alone, when given), and gives the exit status.
    static func run(_ options: RunOptions, strict: Bool, themes: [String] = [], output: TextOutput) -> Int32 {
        let plugins = PluginSet.load(options: options)
        let known = plugins.themes.names
        if let unknown = themes.first(where: { !known.contains($0) }) {
            let guess = Suggestion.closest(to: unknown, in: known).map { " (did you mean \($0)?)" } ?? ""
            printError(
                "masthead plugins: no theme \(unknown)\(guess); the themes are \(known.joined(separator: ", "))")
            return 2
        }
        let report = PluginReport(
            plugins: plugins, palette: Palette.forOutput(output), strict: strict, themes: themes)
        report.lines().forEach(output.line)
        output.flush()
        return report.exitStatus
    }

    /// The plugin folders (after the default `Plugins`) and `--strict`; nil when help was asked for.
    static func parse(_ arguments: [String]) throws(UsageError) -> Arguments? {
        try spec.parse(arguments, environment: [:])
    }
}
