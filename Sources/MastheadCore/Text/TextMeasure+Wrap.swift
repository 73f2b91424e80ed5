/// One line produced by `TextMeasure.wrappedLines`: a slice of the input, and whether the line
/// ended by breaking at a space (the space belongs to neither line) or inside a word.
struct WrappedLine: Equatable {
    var text: Substring
    var endsAtSpace: Bool
}

extension TextMeasure {
    /// Breaks `text` into lines no wider than `maxWidth` points, greedily, at spaces.
    ///
    /// - Lines break only at U+0020 SPACE; the space broken at is dropped, so joining the lines
    ///   with a space at each such break gives back the input. Other spaces stay: a run of spaces
    ///   hangs at the end of its line (it does not count toward the width), as in UIKit.
    /// - A word wider than `maxWidth` on its own is broken between grapheme clusters, never inside
    ///   one; nothing is dropped or truncated. Its last piece can share a line with the next word.
    /// - Every line holds at least one grapheme (no empty lines: spaces that open the text stay
    ///   on the first line), so a `maxWidth` of zero, negative or NaN gives one grapheme per line
    ///   rather than looping.
    /// - Newlines are ordinary characters here (zero width); split paragraphs first if needed.
    /// - An empty string gives `[""]`.
    ///
    /// Widths are measured as by `width(of:size:weight:monospacedDigits:)`.
    package static func wrap(
        _ text: String, size: Double, weight: FontWeight, maxWidth: Double,
        monospacedDigits: Bool = false
    ) -> [String] {
        wrappedLines(text, size: size, weight: weight, maxWidth: maxWidth, monospacedDigits: monospacedDigits)
            .map { String($0.text) }
    }

    /// The lines of `wrap`, as slices of `text` that say how each line ended.
    static func wrappedLines(
        _ text: String, size: Double, weight: FontWeight, maxWidth: Double,
        monospacedDigits: Bool = false
    ) -> [WrappedLine] {
        var wrapper = Wrapper(
            text: text, face: FontMetrics.face(for: weight), tabularFigures: monospacedDigits,
            scale: pointsPerUnit(size), limit: maxWidth.isNaN ? 0 : max(maxWidth, 0))
        return wrapper.run()
    }
}

/// The state of one greedy wrap: the line being filled and the lines already finished.
private struct Wrapper {
    let text: String
    let face: FontMetrics
    let tabularFigures: Bool
    let scale: Double
    let limit: Double
    /// Printable ASCII only: every byte is a grapheme of its own (see `words`).
    let isPrintableASCII: Bool

    var lines: [WrappedLine] = []
    /// Where the current line starts.
    var lineStart: String.Index
    /// Its width without the spaces hanging at its end.
    var lineWidth = 0.0

    init(text: String, face: FontMetrics, tabularFigures: Bool, scale: Double, limit: Double) {
        self.text = text
        self.face = face
        self.tabularFigures = tabularFigures
        self.scale = scale
        self.limit = limit
        self.lineStart = text.startIndex
        isPrintableASCII = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The pieces of `text` between single spaces, as `split(separator: " ",
    /// omittingEmptySubsequences: false)` gives them. In printable ASCII every byte is a grapheme,
    /// so a space is found byte by byte rather than by breaking the text into graphemes, which was
    /// most of a wrap's cost. (Elsewhere a space can belong to a grapheme: a combining mark after
    /// it, a prepended mark before it.)
    private func words() -> [Substring] {
        guard isPrintableASCII else { return text.split(separator: " ", omittingEmptySubsequences: false) }
        let utf8 = text.utf8
        var words: [Substring] = []
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            if utf8[index] == 0x20 {
                words.append(text[start..<index])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        words.append(text[start..<utf8.endIndex])
        return words
    }

    mutating func run() -> [WrappedLine] {
        let spaceWidth = width(" ")
        var previousEnd = text.startIndex
        var hangingSpaces = 0
        var lineHasInk = false
        for (index, word) in words().enumerated() {
            defer { previousEnd = word.endIndex }
            if index == 0 {
                place(word, after: 0)
                lineHasInk = !word.isEmpty
                continue
            }
            hangingSpaces += 1
            if word.isEmpty { continue }
            let wordWidth = width(word)
            let spaces = Double(hangingSpaces) * spaceWidth
            hangingSpaces = 0
            if lineWidth + spaces + wordWidth <= limit {
                lineWidth += spaces + wordWidth
            } else if !lineHasInk {
                // Only leading spaces so far: breaking would leave an empty line. Keep them.
                place(word, width: wordWidth, after: lineWidth + spaces)
            } else {
                // Break at the space just before `word`, which ends the previous piece.
                lines.append(WrappedLine(text: text[lineStart..<previousEnd], endsAtSpace: true))
                lineStart = word.startIndex
                place(word, width: wordWidth, after: 0)
            }
            lineHasInk = true
        }
        lines.append(WrappedLine(text: text[lineStart..<text.endIndex], endsAtSpace: false))
        return lines
    }

    /// Puts `word` on the current line after `leading` points of it, splitting the word between
    /// grapheme clusters when it does not fit; the last piece stays as the current line.
    private mutating func place(_ word: Substring, width knownWidth: Double? = nil, after leading: Double) {
        let wordWidth = knownWidth ?? width(word)
        if leading + wordWidth <= limit {
            lineWidth = leading + wordWidth
            return
        }
        var pieceWidth = leading
        var pieceHasCharacter = false
        var index = word.startIndex
        while index < word.endIndex {
            let next = word.index(after: index)
            let characterWidth = width(word[index..<next])
            if pieceHasCharacter && pieceWidth + characterWidth > limit {
                lines.append(WrappedLine(text: text[lineStart..<index], endsAtSpace: false))
                lineStart = index
                pieceWidth = 0
            }
            pieceWidth += characterWidth
            pieceHasCharacter = true
            index = next
        }
        lineWidth = pieceWidth
    }

    private func width(_ text: Substring) -> Double {
        var sum = AdvanceSum(face: face, tabularFigures: tabularFigures)
        if isPrintableASCII {
            // Each byte is its scalar; reading bytes saves decoding them.
            for byte in text.utf8 { sum.add(Unicode.Scalar(byte)) }
        } else {
            sum.add(text.unicodeScalars)
        }
        return sum.units * scale
    }
}
