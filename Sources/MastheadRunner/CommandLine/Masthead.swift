/// The `masthead` command line: reads the command and hands over to it. Each command is a thin
/// layer over a library call.
public enum Masthead {
    public static let version = "0.1.0"

    public static let commands = ["run", "render", "plugins", "merge-junit", "fuzz", "help"]

    /// The `masthead` process itself: a worker when its parent started it as one; the commands that
    /// run user Lua outside `run` in a watched child (`GuardedCommand`); every other command here.
    public static func process(_ arguments: [String]) -> Int32 {
        let command = arguments.dropFirst().first ?? ""
        if command == WorkerMain.command { return WorkerMain.main() }
        if GuardedCommand.commands.contains(command) && !GuardedCommand.isWatched {
            return GuardedCommand.run(Array(arguments.dropFirst()))
        }
        return main(arguments)
    }

    public static func main(_ arguments: [String]) -> Int32 {
        let rest = Array(arguments.dropFirst())
        guard let command = rest.first else {
            print(HelpText.main)
            return 0
        }
        let tail = Array(rest.dropFirst())
        switch command {
        case "run": return RunCommand.main(tail)
        case "plugins": return PluginsCommand.main(tail)
        case "render": return RenderCommand.main(tail)
        case "merge-junit": return MergeJUnitCommand.main(tail)
        case "fuzz": return FuzzCommand.main(tail)
        case "--help", "-h", "help": return HelpCommand.main(tail)
        case "--version", "-V":
            print("masthead \(version)")
            return 0
        default:
            let hint = ArgumentReader.suggestion(command, commands + ["--help", "--version"])
            printError("masthead: unknown command '\(command)'\(hint)\nRun 'masthead --help' for the commands.")
            return 2
        }
    }
}

enum HelpCommand {
    static func main(_ arguments: [String]) -> Int32 {
        switch arguments.first {
        case nil: print(HelpText.main)
        case "run": print(HelpText.run)
        case "plugins": print(HelpText.plugins)
        case "render": print(HelpText.render)
        case "merge-junit": print(HelpText.mergeJUnit)
        case "fuzz": print(HelpText.fuzz)
        default:
            printError(
                "masthead help: no help for '\(arguments[0])' (commands: \(Masthead.commands.joined(separator: ", ")))")
            return 2
        }
        return 0
    }
}
