/// Numbers as every output writes them, the same on every machine: at most three decimals, no
/// trailing zeros, no "-0" ("12", "12.5", "0.333", "-4.25"). Points in renderings and messages
/// (`Points.format`), seconds in reports, ratios in tables.
///
/// Rounding to thousandths first keeps the last bits of a computation out of the text; magnitudes
/// past 10^15 (where thousandths no longer fit a whole number) are written as Swift prints them
/// ("1e+300"), NaN and the infinities as "nan", "inf" and "-inf".
///
/// ```swift
/// DecimalText.format(2.0 / 3)      // "0.667"
/// DecimalText.format(-0.0001)      // "0"
/// ```
package enum DecimalText {
    package static func format(_ value: Double) -> String {
        guard let thousandths = thousandths(value) else { return special(value) }
        return String(unsafeUninitializedCapacity: maximumLength) { write(thousandths, into: $0.baseAddress!) }
    }

    /// The same, appended to UTF-8 bytes without a `String` in between (the text rendering writes
    /// some fifty numbers a listing, thousands of listings a second).
    package static func append(_ value: Double, to output: inout [UInt8]) {
        guard let thousandths = thousandths(value) else { return output.append(contentsOf: special(value).utf8) }
        // Written on the stack and appended at once: growing the array by the longest number and
        // trimming it back cost more than the digits.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
            let written = write(thousandths, into: buffer.baseAddress!)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<written]))
        }
    }

    /// A sign, up to 15 digits before the point (|value| < 10^15), the point and 3 digits: 20
    /// bytes, with room to spare.
    static let maximumLength = 24

    /// The value in whole thousandths, nil when it is not finite or too large for them.
    private static func thousandths(_ value: Double) -> Int64? {
        guard value.isFinite, value.magnitude < 1e15 else { return nil }
        return Int64((value * 1000).rounded())
    }

    private static func special(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        return "\(value)"
    }

    /// Writes `thousandths` / 1000 at `output` and returns how many bytes it wrote.
    private static func write(_ thousandths: Int64, into output: UnsafeMutablePointer<UInt8>) -> Int {
        var cursor = output
        if thousandths < 0 {
            cursor.pointee = UInt8(ascii: "-")
            cursor += 1
        }
        let magnitude = thousandths.magnitude
        cursor += writeDigits(of: magnitude / 1000, into: cursor)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return cursor - output }
        cursor.pointee = UInt8(ascii: ".")
        var divisor: UInt64 = 100
        while fraction != 0 {
            cursor += 1
            cursor.pointee = UInt8(ascii: "0") + UInt8(fraction / divisor)
            fraction %= divisor
            divisor /= 10
        }
        return cursor + 1 - output
    }

    /// Writes `value` in decimal at `output` (at most 20 bytes) and returns how many bytes.
    package static func writeDigits(of value: UInt64, into output: UnsafeMutablePointer<UInt8>) -> Int {
        var length = 1
        var rest = value / 10
        while rest != 0 {
            length += 1
            rest /= 10
        }
        rest = value
        for position in stride(from: length - 1, through: 0, by: -1) {
            output[position] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        return length
    }
}
