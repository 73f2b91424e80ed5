import MastheadRunning

/// A `masthead` command: a table (`spec`) and a body (`run`) that calls the library. `main`
/// is the same for every command: parse; print the help when asked; print a usage error and
/// exit 2; otherwise run.
protocol Subcommand: Sendable {
    associatedtype Arguments
    static var spec: CommandSpec<Arguments> { get }
    /// What the table cannot check because it asks the machine (a path that is not there): a
    /// usage error before anything runs. Nothing by default.
    static func check(_ arguments: Arguments) throws(UsageError)
    static func run(_ arguments: Arguments) -> Int32
}

extension Subcommand {
    static func check(_ arguments: Arguments) throws(UsageError) {}

    static func main(_ arguments: [String], environment: [String: String] = ProcessEnvironment.current) -> Int32 {
        let parsed: Arguments
        do {
            guard let arguments = try spec.parse(arguments, environment: environment) else {
                print(help)
                return 0
            }
            try check(arguments)
            parsed = arguments
        } catch {
            printError("masthead \(spec.name): \(error.message)\nRun 'masthead \(spec.name) --help' for the options.")
            return 2
        }
        return run(parsed)
    }

    static var help: String { HelpFormatter().help(spec) }

    /// The command as `Masthead` lists and dispatches it.
    static var entry: CommandEntry {
        CommandEntry(
            name: spec.name, usage: spec.usage[0], abstract: spec.abstract, help: { help },
            options: spec.options.map(CommandEntry.Option.init), main: { main($0) })
    }
}

/// A command with its types erased: what `masthead --help`, `masthead help NAME`, dispatch and
/// the docs check need.
struct CommandEntry: Sendable {
    /// One option's row as docs/cli.md must show it.
    struct Option: Sendable, Equatable {
        var synopsis: String
        /// Each name with its value: `--output FILE`, `-o FILE`.
        var forms: [String]
        var defaultText: String?

        init<Arguments>(_ option: OptionSpec<Arguments>) {
            synopsis = option.synopsis
            forms = option.forms
            defaultText = option.defaultText
        }
    }

    let name: String
    /// The first usage line: "run [PATH ...] [options]".
    let usage: String
    /// The usage up to its first option: "render greeting|scope [...]".
    var synopsis: String {
        let words = usage.split(separator: " ", omittingEmptySubsequences: false)
        guard let first = words.firstIndex(where: { $0.hasPrefix("[-") }) else { return usage }
        return words[..<first].joined(separator: " ") + " [...]"
    }
    let abstract: String
    let help: @Sendable () -> String
    let options: [Option]
    let main: @Sendable ([String]) -> Int32
}
