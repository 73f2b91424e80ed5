/// Adds up the advances of a run of Unicode scalars, in font units.
///
/// Most scalars are one table lookup. Emoji need a little state, because one emoji glyph can be
/// many scalars; each of these measures as a single emoji (1.23 em), as its grapheme cluster does:
///
/// - a ZWJ sequence, `👩‍💻` or `👨‍👩‍👧‍👦` (an emoji after U+200D joins the one before);
/// - a skin tone, `👍🏽` (a modifier U+1F3FB–U+1F3FF after an emoji joins it);
/// - a flag, `🇫🇷` (regional indicators pair up from the start of a run);
/// - a text-default character with the emoji selector U+FE0F, `❤️`, `©️`, `1️⃣` (the selector
///   turns the character before it into an emoji; the keycap U+20E3 then draws nothing).
///
/// Working on scalars rather than `Character`s keeps the loop free of grapheme breaking, which is
/// the expensive part of iterating a `String`.
struct AdvanceSum {
    let face: FontMetrics
    let tabularFigures: Bool

    /// Table advances so far (whole font units, so an integer sum stays exact and fast).
    private var tableUnits = 0
    /// Fallback advances so far (emoji are 1.23 em, not a whole number of units).
    private var fallbackUnits = 0.0
    /// The last scalar that drew something.
    private var last: Unicode.Scalar = " "
    private var state = State.text

    private enum State: UInt8 {
        /// The last glyph is not an emoji.
        case text
        /// The last glyph is an emoji that a skin tone or a ZWJ may extend.
        case emoji
        /// ... and a ZWJ followed it: the next emoji joins it.
        case emojiJoined
        /// The last glyph is the first regional indicator of a flag.
        case flagOpen
    }

    init(face: FontMetrics, tabularFigures: Bool) {
        self.face = face
        self.tabularFigures = tabularFigures
    }

    /// The total so far, in font units.
    var units: Double { Double(tableUnits) + fallbackUnits }

    @inline(__always)
    mutating func add(_ scalar: Unicode.Scalar) {
        if let advance = face.tableAdvance(scalar.value, tabularFigures: tabularFigures) {
            if advance != 0 {
                tableUnits &+= Int(advance)
                last = scalar
                state = .text
            } else if scalar.value == 0x200D && state != .text {
                state = .emojiJoined
            }
            return
        }
        addUncovered(scalar)
    }

    mutating func add(_ scalars: String.UnicodeScalarView) {
        for scalar in scalars { add(scalar) }
    }

    mutating func add(_ scalars: Substring.UnicodeScalarView) {
        for scalar in scalars { add(scalar) }
    }

    private mutating func addUncovered(_ scalar: Unicode.Scalar) {
        let fallback = FontMetrics.fallbackClass(of: scalar)
        switch fallback {
        case .invisible:
            if scalar.value == 0xFE0F { promoteToEmoji() }
        case .emoji:
            addEmoji(scalar)
        default:
            fallbackUnits += face.fallbackAdvance(fallback)
            last = scalar
            state = .text
        }
    }

    private mutating func addEmoji(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if (0x1F1E6...0x1F1FF).contains(value) { // regional indicator
            if state == .flagOpen {
                state = .emoji
                return
            }
            drawEmoji(scalar)
            state = .flagOpen
            return
        }
        if state == .emojiJoined || (state != .text && (0x1F3FB...0x1F3FF).contains(value)) {
            state = .emoji
            return
        }
        drawEmoji(scalar)
    }

    private mutating func drawEmoji(_ scalar: Unicode.Scalar) {
        fallbackUnits += face.emoji
        last = scalar
        state = .emoji
    }

    /// U+FE0F after a text-default emoji (©, ™, ‼, a keycap digit) asks for the emoji glyph:
    /// swap the advance of the character before it for an emoji's.
    private mutating func promoteToEmoji() {
        guard state == .text, last.properties.isEmoji else { return }
        if let advance = face.tableAdvance(last.value, tabularFigures: tabularFigures) {
            fallbackUnits -= Double(advance)
        } else {
            fallbackUnits -= face.fallbackAdvance(FontMetrics.fallbackClass(of: last))
        }
        fallbackUnits += face.emoji
        state = .emoji
    }
}
