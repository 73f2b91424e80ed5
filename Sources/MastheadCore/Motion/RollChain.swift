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

/// The changes of a count in flight, oldest first, each from the previous one's text, laid out
/// once as strips: in each character position (from the right) the figures it shows in turn,
/// one line apart — the next below when rolling up, above when rolling down, in the same place
/// when the figure stays. Presenting it at an instant only slides each strip by the changes'
/// progress, so a change during a roll extends the strip and nothing jumps.
struct RollChain {
    let steps: [RollStep]
    private let strips: [Strip]

    /// One character position: its figures (nil where a text is too short) and their places.
    private struct Strip {
        var glyphs: [String?]
        var places: [Double]
        /// How far each change moves the strip: ±1 line, 0 when the figure stays.
        var moves: [Double]
    }

    /// Nil without a change, or when the changes do not follow one another.
    init?(_ steps: [RollStep]) {
        guard !steps.isEmpty, zip(steps, steps.dropFirst()).allSatisfy({ $0.to == $1.from }) else { return nil }
        self.steps = steps
        let texts = ([steps[0].from] + steps.map { $0.to }).map { Array($0).map(String.init) }
        let width = texts.map { $0.count }.max() ?? 0
        strips = (0..<width).map { position in
            let glyphs = texts.map { chars in position < chars.count ? chars[chars.count - 1 - position] : nil }
            var strip = Strip(glyphs: glyphs, places: [0], moves: [])
            for (index, step) in steps.enumerated() {
                let move = glyphs[index + 1] == glyphs[index] ? 0.0 : (step.direction == .up ? 1 : -1)
                strip.moves.append(move)
                strip.places.append(strip.places[index] + move)
            }
            return strip
        }
    }

    /// The text the chain ends at.
    var text: String { steps[steps.count - 1].to }

    /// The roll when each change has come `progress[i]` of its way.
    func roll(at progress: [Double]) -> FigureRoll {
        let columns = strips.map { strip in
            let slid = zip(strip.moves, progress).reduce(0) { $0 + $1.0 * $1.1 }
            var inView: [FigureRoll.Glyph] = []
            for (glyph, place) in zip(strip.glyphs, strip.places) {
                guard let glyph else { continue }
                let offset = Points.round(place - slid)
                guard abs(offset) < 1, !inView.contains(where: { $0.text == glyph && $0.offset == offset }) else {
                    continue
                }
                inView.append(FigureRoll.Glyph(text: glyph, offset: offset))
            }
            return FigureRoll.Column(glyphs: inView)
        }
        let newest = steps[steps.count - 1]
        return FigureRoll(
            from: newest.from, to: newest.to, direction: newest.direction, progress: progress[progress.count - 1],
            columns: columns)
    }
}
