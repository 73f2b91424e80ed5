import Testing

@testable import MastheadCore

/// Found by `masthead fuzz`: `h:scroll(1e300)` is recorded as a step, and formatting the offset
/// trapped converting it to thousandths.
@Suite("Points.format")
struct PointsTests {
    @Test func ordinaryValuesKeepThreeDecimals() {
        #expect(Points.format(12.5) == "12.5")
        #expect(Points.format(-0.0004) == "0")
        #expect(Points.format(1.0 / 3) == "0.333")
    }

    @Test(arguments: [1e300, -1e300, .greatestFiniteMagnitude, 1e15, 9.3e18])
    func hugeValuesAreWrittenInFull(_ value: Double) {
        #expect(Points.format(value) == "\(value)")
    }

    @Test func nonFiniteValuesHaveNames() {
        #expect(Points.format(.nan) == "nan")
        #expect(Points.format(-.infinity) == "-inf")
    }
}
