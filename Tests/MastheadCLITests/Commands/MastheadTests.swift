import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadCLI
@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// The commands `masthead` dispatches, and docs/cli.md against their tables: every option of
/// every command is documented in its section with the same synopsis (and its default when it
/// has one), and the docs show no option the command does not take.
@Suite struct MastheadTests {
    /// The rows of the option tables in the `## \`masthead NAME\`` section of docs/cli.md (up to the
    /// next `## ` heading): for each row, the options its first cell names and the row's text.
    static func documentedRows(of command: String) throws -> [(synopses: [String], text: String)] {
        let text = try ScratchDirectory.readText(PackagePaths.root + "/docs/cli.md")
        var rows: [(synopses: [String], text: String)] = []
        var inSection = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                inSection = line == "## `masthead \(command)`"
                continue
            }
            guard inSection, line.hasPrefix("| `-") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            let synopses = cells[1].split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map {
                String($0.element)
            }
            rows.append((synopses, String(line)))
        }
        return rows
    }

    @Test func everyOptionIsDocumentedInItsCommandsSectionOfTheDocs() throws {
        for command in Masthead.commands {
            let rows = try Self.documentedRows(of: command.name)
            #expect(!rows.isEmpty, "docs/cli.md has no option table under ## `masthead \(command.name)`")
            for option in command.options {
                for form in option.forms {
                    let row = rows.first { $0.synopses.contains(form) }
                    #expect(row != nil, "docs/cli.md, masthead \(command.name): no row for `\(form)`")
                    if let row, let value = option.defaultText {
                        let text = row.text.filter { $0 != "`" && $0 != "," }
                        #expect(
                            text.contains("default") && text.contains(value.filter { $0 != "," }),
                            "docs/cli.md, masthead \(command.name) \(form): the default, \(value), is not in the row")
                    }
                }
            }
            let known = Set(command.options.flatMap(\.forms))
            for row in rows {
                for synopsis in row.synopses where synopsis.hasPrefix("-") {
                    #expect(
                        known.contains(synopsis), "docs/cli.md documents \(synopsis) for masthead \(command.name)")
                }
            }
        }
    }

    @Test func everyCommandIsDispatchedAndHasHelp() {
        for command in Masthead.commands {
            #expect(Masthead.command(named: command.name)?.name == command.name)
            #expect(command.help().hasPrefix("Usage: masthead \(command.name)"))
            #expect(Masthead.help.contains("masthead " + command.synopsis))
        }
    }

    @Test func helpNamesACommandOrTheNearestOne() throws {
        let help = try Subprocess.run(PackagePaths.masthead, ["help", "render"], separateErrors: true)
        #expect(help.status == 0 && help.output == RenderCommand.help + "\n")
        let wrong = try Subprocess.run(PackagePaths.masthead, ["help", "rendr"], separateErrors: true)
        #expect(wrong.status == 2)
        #expect(wrong.errors.hasPrefix("masthead help: no command 'rendr' (did you mean render?)"))
        let version = try Subprocess.run(PackagePaths.masthead, ["--version"], separateErrors: true)
        #expect(version.output == "masthead \(Masthead.version)\n")
    }

    @Test func anotherRunnersOptionAndAMissingPathAreUsageErrors() throws {
        let grep = try Subprocess.run(PackagePaths.masthead, ["run", "--grep", "badge"], separateErrors: true)
        #expect(grep.status == 2)
        #expect(grep.errors.hasPrefix("masthead run: unknown option --grep (did you mean --filter?)"))
        let missing = try Subprocess.run(PackagePaths.masthead, ["run", "nowhere-at-all"], separateErrors: true)
        #expect(missing.status == 2)
        #expect(
            missing.errors
                == "masthead run: no such file or directory: nowhere-at-all\nRun 'masthead run --help' for the options.\n"
        )
        #expect(missing.output.isEmpty)
    }

    @Test func aMisspeltCommandGetsTheNearestName() throws {
        let result = try Subprocess.run(PackagePaths.masthead, ["rn", "Scenarios"], separateErrors: true)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("masthead: unknown command 'rn' (did you mean run?)"))
        let option = try Subprocess.run(PackagePaths.masthead, ["run", "--tga", "smoke"], separateErrors: true)
        #expect(option.status == 2)
        #expect(
            option.errors
                == "masthead run: unknown option --tga (did you mean --tag?)\nRun 'masthead run --help' for the options.\n"
        )
    }
}
