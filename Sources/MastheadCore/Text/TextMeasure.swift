/// Text measurement that gives the same answer on every machine.
///
/// There is no font engine behind it: widths are sums of advance widths from a table bundled in
/// the source (Inter, the open stand-in for SF Pro; see `FontMetrics`). The numbers are close to
/// what iOS draws for Latin text and deliberately rough for everything else, which is enough to
/// decide whether a greeting fits or where it wraps.
///
/// ```swift
/// TextMeasure.width(of: "Good morning, Maya", size: 30, weight: .semibold)   // 300.96
/// TextMeasure.wrap("Good morning, Maya", size: 30, weight: .bold, maxWidth: 250)
/// // ["Good morning,", "Maya"]
/// ```
package enum TextMeasure {
    /// The width in points of `text` set on one line at `size` points.
    ///
    /// The width is the sum of the advance widths of its characters, scaled from font units:
    ///
    /// - no kerning and no tracking (a kerned pair such as "Ty" measures a little wider than iOS
    ///   draws it, so the result errs on the side of not fitting);
    /// - Latin, Latin-1, Latin Extended-A/B, general punctuation and € come from the table;
    /// - CJK ideographs, kana and Hangul measure 1 em; Hebrew and Arabic letters the average
    ///   lowercase Latin advance; anything else unknown the advance of "n";
    /// - an emoji measures 1.23 em per grapheme cluster, so a ZWJ family, a flag or a thumbs-up
    ///   with a skin tone is one emoji;
    /// - combining marks, variation selectors and format characters measure 0;
    /// - with `monospacedDigits`, digits (and `, . : ;`) take their tabular (`tnum`) widths, all
    ///   ten digits equal, like `.monospacedDigit()`.
    ///
    /// Weights lighter than `.regular` measure as `.regular`. A `size` that is not positive and
    /// finite measures 0.
    package static func width(
        of text: String, size: Double, weight: FontWeight, monospacedDigits: Bool = false
    ) -> Double {
        let scale = pointsPerUnit(size)
        guard scale > 0 else { return 0 }
        var sum = AdvanceSum(face: FontMetrics.face(for: weight), tabularFigures: monospacedDigits)
        sum.add(text.unicodeScalars)
        return sum.units * scale
    }

    /// Points per font unit at `size`, or 0 when `size` is not positive and finite.
    static func pointsPerUnit(_ size: Double) -> Double {
        size > 0 && size.isFinite ? size / FontMetrics.unitsPerEm : 0
    }
}
