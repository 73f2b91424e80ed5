import Testing

@testable import MastheadText

@Suite struct DecimalTextTests {
    @Test(arguments: [
        (12.0, "12"), (12.5, "12.5"), (2.0 / 3, "0.667"), (0.0005, "0.001"), (0.0004, "0"), (-0.0004, "0"), (-0.0, "0"),
        (-4.25, "-4.25"), (1.05, "1.05"), (100.1, "100.1"), (999_999_999_999.999, "999999999999.999"),
        (1e15, "1000000000000000.0"), (1e16, "1e+16"), (-1e300, "-1e+300"), (.nan, "nan"), (.infinity, "inf"),
        (-.infinity, "-inf"),
    ])
    func formats(value: Double, text: String) {
        #expect(DecimalText.format(value) == text)
        var bytes: [UInt8] = Array("x=".utf8)
        DecimalText.append(value, to: &bytes)
        #expect(bytes == Array(("x=" + text).utf8))
    }

    /// The bytes form writes no more and no less than the string form, for values near every
    /// boundary of digits and rounding.
    @Test func bytesAndStringsAgree() {
        var value = -2000.0
        while value < 2000 {
            var bytes: [UInt8] = []
            DecimalText.append(value, to: &bytes)
            #expect(bytes == Array(DecimalText.format(value).utf8))
            value += 0.3331
        }
    }
}
