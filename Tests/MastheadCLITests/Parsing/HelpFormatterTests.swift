import Testing

@testable import MastheadCLI
@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// `--help` as the table writes it: one row per option, wrapped under its help column, with
/// what repeats and the defaults.
@Suite struct HelpFormatterTests {
    struct Arguments {}

    @Test func aRowShowsTheSynopsisTheHelpAndItsNotes() {
        let option = OptionSpec<Arguments>.value(
            "--jobs", "N", .whole(1...256), default: "the number of cores", repeatable: true, help: "worker threads"
        ) { _, _ in }
        #expect(
            HelpFormatter().row(option, column: 12)
                == ["  --jobs N  worker threads (repeatable; default: the number of cores)"])
    }

    @Test func longHelpWrapsUnderItsColumnAndALongSynopsisGetsALineOfItsOwn() {
        let option = OptionSpec<Arguments>.optionalValue(
            "--unused-snapshots", "delete", implicit: "list", .choice, help: "one two three four five six"
        ) { (_, _: UnusedSnapshotsMode) in }
        let formatter = HelpFormatter(width: 24, synopsisColumn: 10)
        #expect(
            formatter.row(option, column: 10)
                == ["  --unused-snapshots[=delete]", "          one two three", "          four five six"])
    }

    @Test func everyOptionOfEveryCommandIsInItsHelp() {
        for command in Masthead.commands {
            let help = command.help()
            let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for option in command.options {
                let row = "\n  " + option.synopsis
                #expect(
                    help.contains(row + " ") || help.contains(row + "\n"), "\(command.name): \(option.synopsis)")
                if let value = option.defaultText {
                    #expect(flat.contains("default: \(value)"), "\(command.name): \(option.synopsis)")
                }
            }
        }
    }

    @Test func usageLinesContinueUnderTheCommand() {
        let help = RenderCommand.help.split(separator: "\n").map(String.init)
        #expect(help[0].hasPrefix("Usage: masthead render greeting|scope [--set"))
        #expect(help[1].hasPrefix(String(repeating: " ", count: 38) + "[--format"))
    }
}
