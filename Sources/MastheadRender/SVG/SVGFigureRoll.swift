import MastheadCore

/// Rolling figures in the SVG picture: each character position of the count, right-aligned on
/// where the new text ends, shows the figures in view in it, each moved by its offset (in lines),
/// all clipped to the element's shape so a figure rolling out disappears at its edge.
enum SVGFigureRoll {
    static func draw(
        _ roll: FigureRoll, of element: Element, on line: ElementContent.Line, style: SVGTextStyle,
        into writer: inout SVGWriter
    ) {
        let clipID = "masthead-roll-" + element.id
        writer.open("defs")
        writer.open("clipPath", ["id": .text(clipID)])
        SVGShapes.roundedRect(element.frame, radius: element.cornerRadius, [:], into: &writer)
        writer.close("clipPath")
        writer.close("defs")
        writer.open("g", ["clip-path": .text("url(#" + clipID + ")"), "data-roll": .text(roll.from + "→" + roll.to)])
        let shown = (element.text ?? "").map(String.init)
        var trailingEdge = line.frame.maxX
        let baseline = style.baseline(of: line.frame)
        for (position, column) in roll.columns.enumerated() {
            for glyph in column.glyphs {
                style.write(
                    glyph.text, x: trailingEdge, y: baseline + glyph.offset * line.frame.height, anchor: "end",
                    into: &writer)
            }
            // The next position to the left starts where the shown figure in this one does (or the
            // widest figure passing through it, when the new text is shorter).
            let figure = position < shown.count ? [shown[shown.count - 1 - position]] : column.glyphs.map(\.text)
            trailingEdge -= figure.map { style.font?.width(of: $0) ?? style.size * 0.6 }.max() ?? 0
        }
        writer.close("g")
    }
}
