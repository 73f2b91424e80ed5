/// A count changing by rolling its figures, as the badges do: figures that stay the same stay
/// put, changed ones roll vertically — upward when the number grows (the old figure leaves
/// through the top, the new one comes in from below), downward when it shrinks.
///
/// Figures are matched by position from the right, so "9" → "10" rolls the last figure 9 → 0 and
/// brings a 1 in where there was none, and "99" → "99+" keeps the middle 9, rolls the last 9 into
/// "+" and a 9 in at the front. "99+" counts as more than 99.
///
/// Each position is a strip of the figures it has shown, one line apart; the strip slides by the
/// springs of the changes in flight. A change that comes while another still rolls extends the
/// strip, so nothing jumps: a figure on its way keeps going and the next one follows it.
package struct FigureRoll: Sendable, Equatable {
    package enum Direction: String, Sendable {
        case up, down
    }

    /// The newest change: the text it rolls from and to, its direction and its progress (0 → 1,
    /// overshooting with the spring).
    package var from: String
    package var to: String
    package var direction: Direction
    package var progress: Double
    /// The character positions, right-aligned: `columns[0]` is the last character.
    package var columns: [Column]

    /// One character position: the figures in view in it now.
    package struct Column: Sendable, Equatable {
        package var glyphs: [Glyph]
    }

    /// A figure and where it is: `offset` in lines from its resting place, positive below
    /// (+0.4: four tenths of a line lower). Drawn clipped to the element, so one whole line away
    /// it is out of sight.
    package struct Glyph: Sendable, Equatable {
        package var text: String
        package var offset: Double
    }

    /// The text as it mostly reads now: in each position the figure nearest its place (within half
    /// a line), a space where none is; what a picture without fractions of a line shows.
    package var nearestText: String {
        let figures = columns.reversed().map { column in
            column.glyphs.filter { abs($0.offset) < 0.5 }.min { abs($0.offset) < abs($1.offset) }?.text ?? " "
        }
        return String(figures.joined().drop { $0 == " " })
    }

    /// The direction a change from `old` to `new` rolls in: up when the count grows.
    package static func direction(from old: String, to new: String) -> Direction {
        guard let before = value(of: old), let after = value(of: new) else { return .up }
        return after < before ? .down : .up
    }

    /// The number a badge text stands for: its figures, and half a unit more for a trailing "+"
    /// ("99+" is more than 99 and less than 100, which it never shows).
    static func value(of text: String) -> Double? {
        var digits = 0.0
        var sawDigit = false
        for character in text {
            if let digit = character.wholeNumberValue {
                digits = digits * 10 + Double(digit)
                sawDigit = true
            } else if character == "+" {
                return sawDigit ? digits + 0.5 : nil
            } else {
                return nil
            }
        }
        return sawDigit ? digits : nil
    }
}
