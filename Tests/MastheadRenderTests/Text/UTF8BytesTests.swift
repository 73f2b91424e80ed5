import MastheadCore
import Testing

@testable import MastheadRender

@Suite("UTF8Bytes")
struct UTF8BytesTests {
    static func points(_ value: Double) -> String {
        var bytes: [UInt8] = []
        bytes.append(points: value)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func pointsAreWrittenAsPointsFormatWritesThem() {
        let values: [Double] = [
            0, -0.0, 0.0004, -0.0004, 0.0005, 1, -1, 12, 12.5, 0.333, 1 / 3, 2 / 3, -2 / 3, 0.05, 0.005, 0.1, 10.01,
            393, 52.333_333, 170.543, 999.9996, -999.9996, 123_456_789.012, 999_999_999_999.999, 1e15 - 1, 1e15, -1e15,
            1e300, .infinity, -.infinity, .nan, .ulpOfOne, Double(Int32.max) / 7,
        ]
        for value in values { #expect(Self.points(value) == Points.format(value), "\(value)") }
        // Fractions of every length, around the rounding of thousandths.
        for step in 0..<3_000 {
            let value = Double(step * 7_919 % 100_003 - 50_000) / [1, 10, 100, 1_000, 10_000, 3, 7][step % 7]
            #expect(Self.points(value) == Points.format(value), "\(value)")
        }
    }

    @Test func scalarsAndLiteralsAreTheirUTF8() {
        var bytes: [UInt8] = []
        bytes.append("─", repeated: 3)
        bytes.append(literal: "×a")
        bytes.append("😀" as Unicode.Scalar)
        bytes.append(utf8: "é")
        #expect(String(decoding: bytes, as: UTF8.self) == "───×a😀é")
    }
}
