import MastheadText

/// Rounding and formatting of point values, the same on every machine.
package enum Points {
    /// Rounds to 1/1000 pt, so that renderings do not depend on the last bits of a computation.
    package static func round(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * 1000).rounded() / 1000
    }

    /// "12", "12.5", "0.333": at most three decimals, no trailing zeros, no "-0". Magnitudes
    /// past 10^15 (where thousandths no longer fit a whole number) are written "1e+300". The
    /// decimals every output writes (`DecimalText`), named here for points.
    package static func format(_ value: Double) -> String {
        DecimalText.format(value)
    }
}
