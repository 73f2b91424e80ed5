/// How a code point without a table entry is measured.
///
/// iOS draws these from fallback fonts (PingFang, Apple SD Gothic Neo, Hiragino, Apple Color
/// Emoji, Geeza, ...). Masthead does not bundle those, so it uses one typical width per class.
enum FallbackClass: Equatable {
    /// Draws nothing: combining marks, format characters (ZWJ, bidi controls, tags), variation
    /// selectors, controls, Hangul vowel and final jamo that join the syllable before them.
    case invisible
    /// CJK ideographs, kana, Hangul syllables, fullwidth forms: one em.
    case ideograph
    /// Halfwidth katakana and Hangul (U+FF61–U+FFDC): half an em.
    case halfwidth
    /// A pictographic emoji: 1.23 em for a whole sequence (see `AdvanceSum`).
    case emoji
    /// A letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana): the average
    /// lowercase Latin advance.
    case rightToLeft
    /// Anything else (Greek, Cyrillic, Indic, symbols): the advance of "n".
    case other
}

extension FontMetrics {
    /// The class of a code point that `tableAdvance` does not cover.
    ///
    /// Cheap range checks come first; only code points they miss consult the standard library's
    /// Unicode properties.
    static func fallbackClass(of scalar: Unicode.Scalar) -> FallbackClass {
        let value = scalar.value
        switch value {
        case 0x0000...0x001F, 0x0300...0x036F, 0xFE00...0xFE0F, 0xE0000...0xE0FFF:
            return .invisible
        case 0x0370...0x0482, 0x048A...0x052F:
            return .other // Greek, Cyrillic (without the Cyrillic combining marks)
        case 0x1F000...0x1FAFF, 0x2600...0x27BF:
            return .emoji
        case 0x1160...0x11FF, 0xD7B0...0xD7FF, 0x302A...0x302F, 0x3099...0x309A:
            return .invisible // jamo that join a syllable; ideographic tone and kana voicing marks
        case 0x1100...0x115F, 0x2E80...0x2FFF, 0x3000...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
            0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE10...0xFE1F, 0xFE30...0xFE4F,
            0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B16F, 0x20000...0x3FFFF:
            return .ideograph
        case 0xFF61...0xFFDC:
            return .halfwidth
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFE:
            return isInvisible(scalar) ? .invisible : .rightToLeft
        default:
            if isInvisible(scalar) { return .invisible }
            return scalar.properties.isEmojiPresentation ? .emoji : .other
        }
    }

    /// The advance of a fallback class in this face, in font units. An emoji is 1.23 em for a
    /// whole sequence; `AdvanceSum` decides which scalars start one.
    func fallbackAdvance(_ fallback: FallbackClass) -> Double {
        switch fallback {
        case .invisible: 0
        case .ideograph: ideograph
        case .halfwidth: ideograph / 2
        case .emoji: emoji
        case .rightToLeft: lowercaseAverage
        case .other: n
        }
    }

    /// Whether a scalar draws nothing by its Unicode properties.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return false
        }
    }
}
