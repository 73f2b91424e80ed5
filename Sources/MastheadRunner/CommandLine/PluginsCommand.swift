/// `masthead plugins [--plugins DIR ...] [--strict]`: loads the plugins as `masthead run` would
/// and prints every theme and provider, the problems, and each theme's contrast audit.
///
/// Exit status: 2 when a plugin has a problem, or with `--strict` when a pair is below AA;
/// 0 otherwise.
enum PluginsCommand {
    static let knownOptions = ["--plugins", "--strict", "--help"]

    static func main(_ arguments: [String], output: TextOutput = TextOutput(.standardOutput)) -> Int32 {
        ParsedCommand.run(
            "plugins", help: HelpText.plugins, parse: { () throws(UsageError) in try parse(arguments) },
            body: { parsed in run(parsed.options, strict: parsed.strict, output: output) })
    }

    /// Loads the plugins of `options.pluginDirectories`, prints the report, and gives the exit status.
    static func run(_ options: RunOptions, strict: Bool, output: TextOutput) -> Int32 {
        let plugins = PluginSet.load(options: options)
        let report = PluginReport(plugins: plugins, palette: Palette.forOutput(output))
        report.lines().forEach(output.line)
        output.flush()
        return !plugins.problems.isEmpty || (strict && report.failingPairs > 0) ? 2 : 0
    }

    /// The plugin folders (after the default `Plugins`) and `--strict`; nil when help was asked for.
    static func parse(_ arguments: [String]) throws(UsageError) -> (options: RunOptions, strict: Bool)? {
        var options = RunOptions()
        var strict = false
        var reader = ArgumentReader(arguments, command: "plugins")
        while let item = reader.next() {
            switch item {
            case .positional(let path): options.pluginDirectories.append(path)
            case .option("--strict", _): strict = true
            case .option("--help", _), .option("-h", _): return nil
            case .option("--plugins", let inline):
                options.pluginDirectories.append(
                    try reader.value(for: "--plugins", inline: inline, meaning: "a folder"))
            case .option(let name, _): throw reader.unknown(name, known: knownOptions)
            }
        }
        return (options, strict)
    }
}
