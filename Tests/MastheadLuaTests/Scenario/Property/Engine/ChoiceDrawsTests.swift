import Testing

@testable import MastheadLua

@Suite("ChoiceDraws")
struct ChoiceDrawsTests {
    @Test func aReplayTakesTheRecordThenTheSimplestChoice() throws {
        let draws = ChoiceDraws(.replay([3, 9]))
        #expect(try draws.draw(upTo: 5) == 3)
        #expect(try draws.draw(upTo: 5) == 0) // 9 is more than this draw allows
        #expect(try draws.draw(upTo: 5) == 0) // the record ran out
        #expect(draws.values == [3, 0, 0])
        #expect(!draws.isGenerating)
    }

    @Test func aCollectionLeavesAFlagBeforeEachItemPastItsMinimumAndASpanPerItem() throws {
        let draws = ChoiceDraws(.replay([7, 1, 4, 1, 2, 0]))
        var items: [UInt64] = []
        let count = try draws.collection(minimum: 1, maximum: 5) { _ in items.append(try draws.draw(upTo: 9)) }
        #expect(count == 3)
        #expect(items == [7, 4, 2])
        #expect(draws.values == [7, 1, 4, 1, 2, 0])
        #expect(draws.spans == [0..<1, 1..<3, 3..<5])
    }

    @Test func aCollectionStopsAtItsMaximumWithoutAFlag() throws {
        let draws = ChoiceDraws(.replay([1, 1, 1, 1, 1, 1]))
        let count = try draws.collection(minimum: 0, maximum: 2) { _ in _ = try draws.draw(upTo: 1) }
        #expect(count == 2)
        #expect(draws.values.count == 4)
    }

    /// Generating, the length is picked first and the flags follow it; replayed, they give the
    /// same collection.
    @Test func generatedFlagsReplayToTheSameCollection() throws {
        for run in 0..<50 {
            let draws = ChoiceDraws(.random(PropertyRandom(seed: 7, run: run, property: "p")))
            let text = try TextDraw.draw(draws, minimum: 2, maximum: 30, alphabet: .unicode)
            #expect((2...30).contains(text.count))
            let replay = ChoiceDraws(.replay(draws.values))
            #expect(try TextDraw.draw(replay, minimum: 2, maximum: 30, alphabet: .unicode) == text)
            #expect(replay.values == draws.values)
        }
    }

    @Test func spansMarkWhatABodyDrew() throws {
        let draws = ChoiceDraws(.replay([1, 2, 3]))
        _ = try draws.draw(upTo: 9)
        try draws.span { _ = try draws.draw(upTo: 9) + draws.draw(upTo: 9) }
        draws.span {}
        #expect(draws.spans == [1..<3])
    }

    @Test func aRunThatDrawsTooMuchIsStopped() throws {
        let draws = ChoiceDraws(.replay([]))
        #expect(throws: PropertyDrawError.self) {
            for _ in 0...ChoiceDraws.maximumChoices { _ = try draws.draw(upTo: 1) }
        }
    }

    /// The same seed, run and name give the same stream; another of any of them, another stream.
    @Test func streamsDependOnSeedRunAndName() {
        func first(_ seed: UInt64, _ run: Int, _ name: String) -> UInt64 {
            var stream = PropertyRandom(seed: seed, run: run, property: name)
            return stream.upTo(.max)
        }
        #expect(first(1, 0, "a") == first(1, 0, "a"))
        #expect(Set([first(1, 0, "a"), first(2, 0, "a"), first(1, 1, "a"), first(1, 0, "b")]).count == 4)
    }
}
