import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadCLI
@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// Reading a command line with a command's table: values inline or next, flags, short names,
/// `--`, and the messages for what does not fit.
@Suite struct CommandSpecParsingTests {
    struct Arguments {
        var words: [String] = []
        var count = 0
        var loud = false
        var output: String?
    }

    let spec = CommandSpec<Arguments>(
        name: "try", usage: ["try WORD ..."], abstract: "a test command",
        groups: [
            OptionGroup([
                .value("--count", "N", .whole(1...9), help: "how many") { $0.count = $1 },
                .flag("--loud", help: "shout") { $0.loud = true },
                .value("--output", aliases: ["-o"], "FILE", .text, help: "where") { $0.output = $1 },
            ])
        ],
        positional: Positional("WORD") { $0.words.append($1) },
        initial: { _ in Arguments() })

    func parse(_ arguments: [String]) throws(UsageError) -> Arguments? {
        try spec.parse(arguments, environment: [:])
    }

    func message(_ arguments: [String]) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func valuesComeNextOrAfterAnEqualsSign() throws {
        let parsed = try #require(try parse(["a", "--count", "3", "b", "-o", "x.txt", "--loud"]))
        #expect(parsed.words == ["a", "b"] && parsed.count == 3 && parsed.output == "x.txt" && parsed.loud)
        #expect(try parse(["--count=4", "--output=a=b"])?.count == 4)
        #expect(try parse(["--output=a=b"])?.output == "a=b", "only the first = splits")
    }

    @Test func everythingAfterADoubleDashIsAPositionalOfItsOwn() throws {
        let parsed = try #require(try parse(["a", "--", "b c.lua", "--loud", "-o", "--"]))
        #expect(parsed.words == ["a", "b c.lua", "--loud", "-o", "--"])
        #expect(!parsed.loud)
        #expect(try RunCommand.parse(["--", "a.lua", "b.lua"], environment: [:])?.paths == ["a.lua", "b.lua"])
    }

    @Test func helpWinsAndStopsReading() throws {
        #expect(try parse(["--help"]) == nil)
        #expect(try parse(["a", "-h", "--nonsense"]) == nil)
    }

    @Test func messagesNameTheOptionAndWhatItTakes() {
        #expect(message(["--count", "12"]) == "--count takes a whole number from 1 to 9 (got 12)")
        #expect(message(["--count"]) == "--count needs a value: --count N")
        #expect(message(["--count", "--loud"]) == "--count needs a value: --count N")
        #expect(message(["--loud=yes"]) == "--loud takes no value (got --loud=yes)")
        #expect(message(["--lodu"]) == "unknown option --lodu (did you mean --loud?)")
        #expect(message(["--zzzzzz"]) == "unknown option --zzzzzz")
        #expect(message(["-x"]) == "unknown option -x (did you mean -o?)")
    }

    @Test func aCommandWithoutPositionalsSaysSo() {
        let bare = CommandSpec<Arguments>(
            name: "bare", usage: ["bare"], abstract: "", initial: { _ in Arguments() })
        #expect(throws: UsageError.self) { try bare.parse(["word"], environment: [:]) }
        #expect(
            (try? bare.parse([], environment: [:])) != nil, "no arguments is fine")
    }

    @Test func aLoneDashIsAPositional() throws {
        #expect(try parse(["-"])?.words == ["-"])
    }

    @Test func theEndToEndRunTakesEachPathAfterADoubleDash() throws {
        let result = try Subprocess.run(
            PackagePaths.masthead,
            [
                "run", "--reporter", "tap", "--", PackagePaths.mixed + "/passing.lua",
                PackagePaths.mixed + "/failing.lua",
            ],
            separateErrors: true)
        #expect(result.output.contains("/passing.lua › "), "\(result.output)\(result.errors)")
        #expect(result.output.contains("/failing.lua › "), "\(result.output)\(result.errors)")
        #expect(result.status == 1)
    }
}
