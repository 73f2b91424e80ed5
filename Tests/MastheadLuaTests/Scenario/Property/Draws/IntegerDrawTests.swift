import Testing

@testable import MastheadLua

@Suite("IntegerDraw")
struct IntegerDrawTests {
    @Test func theEdgesAreTheBoundsZeroAndWhereANumberGainsADigit() {
        #expect(IntegerDraw.edges(from: 0, to: 5000) == [0, 5000, 1, 4999, 9, 10, 99, 100, 999, 1000])
        #expect(IntegerDraw.edges(from: 320, to: 430) == [320, 430, 321, 429])
        #expect(IntegerDraw.edges(from: -3, to: 3).sorted() == [-3, -2, -1, 0, 1, 2, 3])
    }

    @Test func theWholeRangeOfLuaIntegersIsDrawnWithoutOverflow() throws {
        let draws = ChoiceDraws(.replay([0, .max, 1 << 63]))
        #expect(try IntegerDraw.draw(draws, from: .min, to: .max) == .min)
        #expect(try IntegerDraw.draw(draws, from: .min, to: .max) == .max)
        #expect(try IntegerDraw.draw(draws, from: .min, to: .max) == 0)
    }

    /// Generated values stay in range, and the edges come up often.
    @Test func generatedValuesStayInRangeAndFavourTheEdges() throws {
        var counts: [Int64: Int] = [:]
        for run in 0..<2_000 {
            let draws = ChoiceDraws(.random(PropertyRandom(seed: 3, run: run, property: "unread")))
            let value = try IntegerDraw.draw(draws, from: 0, to: 5000)
            #expect((0...5000).contains(value))
            counts[value, default: 0] += 1
        }
        for edge: Int64 in [0, 99, 100, 5000] { #expect(counts[edge, default: 0] > 20, "edge \(edge)") }
    }
}
