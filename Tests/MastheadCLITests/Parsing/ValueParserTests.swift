import Testing

@testable import MastheadCLI
@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// The kinds of option values, and the one wording every command uses for each.
@Suite struct ValueParserTests {
    func message<Value>(_ parser: ValueParser<Value>, _ text: String) -> String? {
        do {
            _ = try parser.read(text, for: "--x")
            return nil
        } catch {
            return error.message
        }
    }

    @Test func wholeNumbersSayTheirRange() throws {
        #expect(try ValueParser.whole(1...256).read("256", for: "--x") == 256)
        #expect(message(.whole(1...256), "0") == "--x takes a whole number from 1 to 256 (got 0)")
        #expect(message(.whole(1...Int.max), "1.5") == "--x takes a positive whole number (got 1.5)")
        #expect(message(.whole(0...Int.max), "-1") == "--x takes a whole number ≥ 0 (got -1)")
        #expect(message(.whole(0...9), "") == "--x takes a whole number from 0 to 9 (got nothing)")
    }

    @Test func secondsAreFiniteAndPositiveUnlessZeroIsAllowed() throws {
        #expect(try ValueParser.seconds().read("0.5", for: "--x") == 0.5)
        for text in ["0", "-1", "inf", "nan", "soon"] {
            #expect(message(.seconds(), text) == "--x takes a positive number of seconds (got \(text))")
        }
        #expect(try ValueParser.seconds(allowingZero: true).read("0", for: "--x") == 0)
        #expect(message(.seconds(allowingZero: true), "-0.1") == "--x takes seconds ≥ 0 (got -0.1)")
    }

    @Test func seedsTakeTheWholeUnsignedRange() throws {
        #expect(try ValueParser.seed.read("18446744073709551615", for: "--x") == .max)
        #expect(message(.seed, "18446744073709551616") != nil)
    }

    @Test func choicesListTheirCasesAndSuggestTheNearest() throws {
        #expect(try ValueParser<RecordMode>.choice.read("never", for: "--record") == .never)
        #expect(
            message(ValueParser<RecordMode>.choice, "nevr")
                == "--x takes missing, all, never or failed (got nevr; did you mean never?)")
        #expect(
            message(ValueParser<RecordMode>.choice, "zzzzzz") == "--x takes missing, all, never or failed (got zzzzzz)")
    }

    @Test func alternativesReadAsASentence() {
        #expect(ValueParser<Int>.alternatives(["a"]) == "a")
        #expect(ValueParser<Int>.alternatives(["a", "b"]) == "a or b")
        #expect(ValueParser<Int>.alternatives(["a", "b", "c"]) == "a, b or c")
    }
}
