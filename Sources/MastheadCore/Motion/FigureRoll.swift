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
public struct FigureRoll: Sendable, Equatable {
    public enum Direction: String, Sendable {
        case up, down
    }

    /// The newest change: the text it rolls from and to, its direction and its progress (0 → 1,
    /// overshooting with the spring).
    public var from: String
    public var to: String
    public var direction: Direction
    public var progress: Double
    /// The character positions, right-aligned: `columns[0]` is the last character.
    public var columns: [Column]

    /// One character position: the figures in view in it now.
    public struct Column: Sendable, Equatable {
        public var glyphs: [Glyph]
    }

    /// A figure and where it is: `offset` in lines from its resting place, positive below
    /// (+0.4: four tenths of a line lower). Drawn clipped to the element, so one whole line away
    /// it is out of sight.
    public struct Glyph: Sendable, Equatable {
        public var text: String
        public var offset: Double
    }

    /// The text as it mostly reads now: in each position the figure nearest its place (within half
    /// a line), a space where none is; what a picture without fractions of a line shows.
    public var nearestText: String {
        let figures = columns.reversed().map { column in
            column.glyphs.filter { abs($0.offset) < 0.5 }.min { abs($0.offset) < abs($1.offset) }?.text ?? " "
        }
        return String(figures.joined().drop { $0 == " " })
    }

    /// The direction a change from `old` to `new` rolls in: up when the count grows.
    public static func direction(from old: String, to new: String) -> Direction {
        guard let before = value(of: old), let after = value(of: new) else { return .up }
        return after < before ? .down : .up
    }

    /// The number a badge text stands for: its figures, and half a unit more for a trailing "+"
    /// ("99+" is more than 99 and less than 100, which it never shows).
    static func value(of text: String) -> Double? {
        var digits = 0.0, sawDigit = false
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

    /// The roll of a chain of changes (oldest first, each from the previous one's text) at the
    /// given progresses; nil without a change.
    static func rolling(_ steps: [(step: RollStep, progress: Double)]) -> FigureRoll? {
        guard let newest = steps.last else { return nil }
        let texts = [steps[0].step.from] + steps.map(\.step.to)
        let characters = texts.map { $0.map(String.init) }
        let width = characters.map(\.count).max() ?? 0
        var columns: [Column] = []
        for position in 0..<width {
            let glyphs = characters.map { chars in position < chars.count ? chars[chars.count - 1 - position] : nil }
            columns.append(column(glyphs, steps: steps))
        }
        return FigureRoll(
            from: newest.step.from, to: newest.step.to, direction: newest.step.direction, progress: newest.progress,
            columns: columns)
    }

    /// One position: glyph k sits one line below (rolling up) or above (down) glyph k − 1 when it
    /// differs, in the same place when not; the strip is where its spring sums put it.
    private static func column(_ glyphs: [String?], steps: [(step: RollStep, progress: Double)]) -> Column {
        var places = [0.0]
        var strip = 0.0
        for (index, (step, progress)) in steps.enumerated() {
            let move = glyphs[index + 1] == glyphs[index] ? 0.0 : (step.direction == .up ? 1 : -1)
            places.append(places[index] + move)
            strip += move * progress
        }
        var inView: [Glyph] = []
        for (glyph, place) in zip(glyphs, places) {
            guard let glyph else { continue }
            let offset = place - strip
            guard abs(offset) < 1, !inView.contains(where: { $0.text == glyph && abs($0.offset - offset) < 1e-9 }) else {
                continue
            }
            inView.append(Glyph(text: glyph, offset: Points.round(offset)))
        }
        return Column(glyphs: inView)
    }
}

/// One change of a rolling count: its texts and which way it rolls.
struct RollStep: Equatable {
    let from: String
    let to: String
    let direction: FigureRoll.Direction

    init(from: String, to: String) {
        self.from = from
        self.to = to
        direction = FigureRoll.direction(from: from, to: to)
    }
}
