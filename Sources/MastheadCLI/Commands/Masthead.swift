import MastheadLua
import MastheadRunning
import MastheadText

/// The `masthead` command line: reads the command's name and hands the rest to it. Each command
/// is a table of its options and a thin body over a library call (`Subcommand`); adding one is
/// a file and a line in `commands`.
extension Masthead {
    /// Every command, in the order `masthead --help` lists them.
    static let commands: [CommandEntry] = [
        RunCommand.entry, RenderCommand.entry, PluginsCommand.entry, GalleryCommand.entry, PreviewCommand.entry,
        ShowTraceCommand.entry, MergeJUnitCommand.entry,
        FuzzCommand.entry,
    ]

    /// The `masthead` process itself: a worker when its parent started it as one; the commands that
    /// run user Lua outside `run` in a watched child (`GuardedCommand`); every other command here.
    package static func process(_ arguments: [String]) -> Int32 {
        let command = arguments.dropFirst().first ?? ""
        if command == WorkerMain.command { return WorkerMain.main() }
        if GuardedCommand.commands.contains(command) && !GuardedCommand.isWatched {
            return GuardedCommand.run(Array(arguments.dropFirst()))
        }
        return main(arguments)
    }

    package static func main(_ arguments: [String]) -> Int32 {
        let rest = Array(arguments.dropFirst())
        guard let name = rest.first else {
            print(help)
            return 0
        }
        let tail = Array(rest.dropFirst())
        if let command = command(named: name) { return command.main(tail) }
        switch name {
        case "help", "--help", "-h": return HelpCommand.main(tail)
        case "--version", "-V":
            print("masthead \(version)")
            return 0
        default:
            let nearest = closestName(to: name, among: commands.map(\.name) + ["help", "--help", "--version"])
            printError("masthead: unknown command '\(name)'\(nearest)\nRun 'masthead --help' for the commands.")
            return 2
        }
    }

    static func command(named name: String) -> CommandEntry? {
        commands.first { $0.name == name }
    }

    /// `masthead --help`: the commands, each with its first usage line and what it does.
    static var help: String {
        let forms = commands.map { "masthead " + $0.synopsis } + ["masthead --help | --version"]
        let column = min(44, (forms.map(\.count).max() ?? 0) + 3)
        var lines = ["masthead \(version): run Lua scenarios against headless iOS header components.", "", "Usage:"]
        for (form, abstract) in zip(forms, commands.map(\.abstract) + [""]) {
            let padding = String(repeating: " ", count: max(1, column - form.count))
            lines.append("  " + form + (abstract.isEmpty ? "" : padding + abstract))
        }
        lines += [
            "",
            "Run 'masthead help COMMAND' (\(commands.map(\.name).joined(separator: ", "))) for a command's options."
                + " Docs: README.md and docs/.",
            "Exit status: 0 every scenario passed; 1 a scenario failed; 2 a usage, loading or plugin error.",
        ]
        return lines.joined(separator: "\n")
    }

    /// " (did you mean run?)" when a name is close to `name`.
    static func closestName(to name: String, among names: [String]) -> String {
        Suggestion.closest(to: name, in: names).map { " (did you mean \($0)?)" } ?? ""
    }
}

/// `masthead help [COMMAND]`: the main help, or a command's.
enum HelpCommand {
    static func main(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first else {
            print(Masthead.help)
            return 0
        }
        guard let command = Masthead.command(named: name) else {
            let names = Masthead.commands.map(\.name)
            printError(
                "masthead help: no command '\(name)'\(Masthead.closestName(to: name, among: names))"
                    + " (commands: \(names.joined(separator: ", ")))")
            return 2
        }
        print(command.help())
        return 0
    }
}
