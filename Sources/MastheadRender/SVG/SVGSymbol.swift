import MastheadCore

/// Draws a `Symbol` from the library scaled into a square: outlined parts stroked at the
/// library's weight, filled parts filled, all in one colour.
enum SVGSymbol {
    static func draw(
        _ symbol: Symbol, in frame: HeaderRect, color: SVGWriter.Value, opacity: SVGWriter.Value?,
        into writer: inout SVGWriter
    ) {
        let side = min(frame.width, frame.height)
        guard side > 0 else { return }
        let scale = side / SymbolLibrary.designSize
        let transform =
            "translate(" + Points.format(frame.midX - side / 2) + " " + Points.format(frame.midY - side / 2)
            + ") scale(" + Points.format(scale) + ")"
        writer.open(
            "g",
            [
                "data-symbol": .text(symbol.name), "transform": .text(transform), "opacity": opacity, "fill": "none",
                "stroke": color, "stroke-width": .number(SymbolLibrary.strokeWidth), "stroke-linecap": "round",
                "stroke-linejoin": "round",
            ])
        for part in symbol.parts {
            switch part.paint {
            case .stroke: writer.empty("path", ["d": .text(part.path)])
            case .fill: writer.empty("path", ["d": .text(part.path), "fill": color, "stroke": "none"])
            }
        }
        writer.close("g")
    }
}
