import MastheadCore

/// Where an element's symbol and text lines sit inside its frame, in points.
///
/// Layouts give renderers an element's frame, not the positions of what is inside it, so the
/// renderers agree on one rule here (the text and the SVG picture must show the same thing):
///
/// - running text (`text`) and the search field's prompt start at the leading edge (the field
///   after a padding and its symbol); everything else (buttons, chips, tabs, badges, the avatar's
///   initials) is centred in its frame, the symbol before the text;
/// - the lines of a wrapped text (`Element.lines`) stack by the font's line height, the block
///   centred vertically in the frame (a frame as tall as its lines starts at its top);
/// - a symbol is `symbolSize` points square; without it, the font size beside a text and half
///   the frame's shorter side on its own.
struct ElementContent {
    /// How the content lines up horizontally.
    enum Alignment { case leading, center }

    /// One line of text: its string, its box (x where the string starts, width as measured,
    /// y and height of the line box) and the font size the baseline is placed from.
    struct Line {
        var text: String
        var frame: HeaderRect
    }

    var alignment: Alignment
    /// The square the symbol is drawn in; nil without a symbol.
    var symbolFrame: HeaderRect?
    var lines: [Line]
    /// Where the content starts (leading) or its centre (center), in points.
    var anchorX: Double
    /// The gap between the symbol and the text.
    var gap: Double

    /// The padding before the search field's symbol.
    static let fieldPadding = 12.0

    init(_ element: Element) {
        let texts = element.lines ?? element.text.map { [$0] } ?? []
        let font = element.font
        let frame = element.frame
        // A tab's frame spans its title and its count run, so its title starts at the leading edge.
        alignment = [.text, .searchField, .tab].contains(element.role) ? .leading : .center
        let lineHeight = font?.lineHeight ?? (texts.isEmpty ? 0 : frame.height / Double(texts.count))
        let widths = texts.map { text in font?.width(of: text) ?? 0 }
        let textWidth = widths.max() ?? 0

        var symbolSide = 0.0
        if element.symbol != nil {
            symbolSide = element.symbolSize ?? (texts.isEmpty ? min(frame.width, frame.height) / 2 : (font?.size ?? 17))
        }
        gap = element.symbol != nil && !texts.isEmpty ? max(4, symbolSide * 0.4) : 0
        let contentWidth = symbolSide + gap + textWidth
        let leadingPadding = element.role == .searchField ? Self.fieldPadding : 0

        let start: Double
        switch alignment {
        case .leading:
            start = frame.minX + leadingPadding
            anchorX = start
        case .center:
            start = frame.midX - contentWidth / 2
            anchorX = frame.midX
        }
        symbolFrame =
            element.symbol == nil
            ? nil : HeaderRect(x: start, y: frame.midY - symbolSide / 2, width: symbolSide, height: symbolSide)

        let textStart = start + symbolSide + gap
        let blockTop = frame.midY - lineHeight * Double(texts.count) / 2
        let centresEachLine = alignment == .center && element.symbol == nil
        lines = texts.indices.map { index in
            // Centred lines without a symbol centre one by one; beside a symbol they share its edge.
            let x = centresEachLine ? frame.midX - widths[index] / 2 : textStart
            return Line(
                text: texts[index],
                frame: HeaderRect(
                    x: x, y: blockTop + lineHeight * Double(index), width: widths[index], height: lineHeight))
        }
    }
}
