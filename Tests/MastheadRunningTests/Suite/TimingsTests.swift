import TestSupport
import Testing

@testable import MastheadRunning

/// The timings file: one format, sorted, merged on write, read back exactly.
@Suite struct TimingsTests {
    @Test func theTextIsSortedToTheMicrosecondAndReadsBack() throws {
        let timings = Timings(seconds: ["b › two": 0.1234567, "a › one": 2, "a › Éclair": 0.00004])
        #expect(
            timings.text
                == "# masthead timings: seconds<TAB>scenario id\n2.000000\ta › one\n0.000040\ta › Éclair\n0.123457\tb › two\n"
        )
        let read = try Timings(parsing: timings.text, path: "t")
        #expect(read.seconds == ["a › one": 2, "a › Éclair": 0.00004, "b › two": 0.123457])
    }

    @Test func concatenatedFilesMergeWithTheLastLineWinning() throws {
        let read = try Timings(parsing: "0.1\ta\n\n# comment\n0.2\tb\r\n0.3\ta\n", path: "t")
        #expect(read.seconds == ["a": 0.3, "b": 0.2])
    }

    @Test func writingKeepsEntriesOfScenariosNotRun() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/nested/timings.txt"
        try Timings(seconds: ["a": 1, "b": 2]).merge(into: path)
        try Timings(seconds: ["b": 3, "c": 4]).merge(into: path)
        #expect(try Timings.read(path).seconds == ["a": 1, "b": 3, "c": 4])
        #expect(try Timings.read(directory.path + "/missing.txt") == Timings())
    }

    @Test func aLineThatIsNotSecondsTabIdIsAnErrorAtItsLine() {
        #expect(throws: TimingsError.self) { try Timings(parsing: "1.0 a\n", path: "t") }
        #expect(throws: TimingsError.self) { try Timings(parsing: "-1\ta\n", path: "t") }
        #expect(throws: TimingsError.self) { try Timings(parsing: "1\t\n", path: "t") }
        do {
            _ = try Timings(parsing: "0.5\ta\nnan\tb\n", path: "times.txt")
        } catch {
            #expect(error.message == "times.txt:2: expected seconds, a tab and a scenario id (got \"nan\tb\")")
        }
    }
}
