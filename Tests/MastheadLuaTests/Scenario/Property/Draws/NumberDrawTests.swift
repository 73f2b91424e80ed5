import Testing

@testable import MastheadLua

@Suite("NumberDraw")
struct NumberDrawTests {
    @Test(arguments: [(0.0, 1.0), (-1e6, 1e6), (0, 1e300), (-1e308, 1e308), (2.5, 2.75), (0, 0)])
    func valuesStayInRange(low: Double, high: Double) throws {
        for run in 0..<300 {
            let draws = ChoiceDraws(.random(PropertyRandom(seed: 5, run: run, property: "n")))
            let value = try NumberDraw.draw(draws, from: low, to: high)
            #expect(value >= low && value <= high && value.isFinite)
        }
        #expect(try NumberDraw.draw(ChoiceDraws(.replay([])), from: low, to: high) == low)
    }

    @Test func theChoiceMapsToExactSteps() throws {
        #expect(try NumberDraw.draw(ChoiceDraws(.replay([1 << 52])), from: 0, to: 1) == 0.5)
        #expect(try NumberDraw.draw(ChoiceDraws(.replay([3 << 53])), from: 10, to: 20) == 13)
    }
}
