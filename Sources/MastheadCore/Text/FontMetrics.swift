/// The advance widths of one bundled face, in font units (`unitsPerEm` to the em).
///
/// The numbers come from Inter, the openly licensed stand-in for SF Pro, and live in
/// `FontMetrics+Generated.swift`, which `Scripts/generate-font-metrics.py` writes. Each face is
/// stored as a hex string and decoded the first time it is used: Swift initialises a `static let`
/// lazily, once and thread-safely, and a string literal compiles far faster than an array literal
/// of the same size.
///
/// Code points outside `coveredRanges` get a per-face fallback (see `FontMetrics+Fallback.swift`).
struct FontMetrics: Sendable {
    /// Marks a code point that has no `tnum` form in `tabular`.
    static let noTabular: UInt16 = 0xFFFF

    /// Advances of the code points in `coveredRanges`, in order.
    let advances: [UInt16]
    /// `tnum` advances of the code points from `tabularFirst`, or `noTabular`.
    let tabular: [UInt16]
    /// The advance of "n": what an unknown character measures.
    let n: Double
    /// The mean advance of a...z: what a Hebrew or Arabic letter measures.
    let lowercaseAverage: Double
    /// One em: a CJK ideograph, kana or Hangul syllable.
    let ideograph: Double
    /// An emoji glyph (1.23 em), whatever the number of scalars in its sequence.
    let emoji: Double

    /// `coveredRanges` with the table index of each range's first code point.
    private let segments: [(first: UInt32, last: UInt32, offset: Int)]
    /// The first range again, for the fast path.
    private let firstCovered: UInt32
    private let firstCount: UInt32

    init(
        advancesHex: String, tabular: [UInt16], n: Double, lowercaseAverage: Double,
        ideograph: Double, emoji: Double
    ) {
        self.advances = Self.decodeHex(advancesHex)
        self.tabular = tabular
        self.n = n
        self.lowercaseAverage = lowercaseAverage
        self.ideograph = ideograph
        self.emoji = emoji
        var segments: [(first: UInt32, last: UInt32, offset: Int)] = []
        var offset = 0
        for range in Self.coveredRanges {
            segments.append((range.lowerBound, range.upperBound, offset))
            offset += Int(range.upperBound - range.lowerBound) + 1
        }
        precondition(offset == advances.count, "FontMetrics: table and coveredRanges disagree")
        self.segments = segments
        self.firstCovered = segments[0].first
        self.firstCount = segments[0].last - segments[0].first + 1
    }

    /// The face that measures `weight`: lighter-than-regular weights use regular.
    static func face(for weight: FontWeight) -> FontMetrics {
        switch weight {
        case .ultraLight, .thin, .light, .regular: regular
        case .medium: medium
        case .semibold: semibold
        case .bold: bold
        case .heavy: heavy
        case .black: black
        }
    }

    /// The table advance of the code point `value`, or nil when the table does not cover it.
    ///
    /// With `tabularFigures`, code points that Inter's `tnum` feature substitutes (the digits, and
    /// `, . : ;`) take their tabular advance.
    @inline(__always)
    func tableAdvance(_ value: UInt32, tabularFigures: Bool) -> UInt16? {
        if tabularFigures {
            let slot = value &- Self.tabularFirst
            if slot < UInt32(tabular.count), tabular[Int(slot)] != Self.noTabular {
                return tabular[Int(slot)]
            }
        }
        // Latin text stays in the first range: one subtraction and one compare.
        let index = value &- firstCovered
        if index < firstCount { return advances[Int(index)] }
        for segment in segments where value <= segment.last {
            guard value >= segment.first else { return nil }
            return advances[segment.offset + Int(value - segment.first)]
        }
        return nil
    }

    /// Decodes hex digits, two bytes to a little-endian UInt16; line breaks and spaces are skipped.
    static func decodeHex(_ hex: String) -> [UInt16] {
        var values: [UInt16] = []
        values.reserveCapacity(hex.utf8.count / 4)
        var pending: UInt16 = 0
        var digits = 0
        for byte in hex.utf8 {
            let nibble: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "\n"), UInt8(ascii: " "): continue
            default: preconditionFailure("FontMetrics: stray byte \(byte) in the hex table")
            }
            // Digits arrive high nibble first within a byte, low byte first within a value.
            let shift = (digits >> 1) * 8 + (digits & 1 == 0 ? 4 : 0)
            pending |= UInt16(nibble) << UInt16(shift)
            digits += 1
            if digits == 4 {
                values.append(pending)
                pending = 0
                digits = 0
            }
        }
        precondition(digits == 0, "FontMetrics: the hex table ends mid-value")
        return values
    }
}
