import MastheadCore

/// How an element's text is written in the SVG picture: its font and fill, shared by its lines
/// and by rolling figures.
struct SVGTextStyle {
    let font: FontSpec?
    let fill: SVGWriter.Value
    let fillOpacity: SVGWriter.Value?

    var size: Double { font?.size ?? 17 }

    /// The baseline of a line whose box is `line`.
    func baseline(of line: HeaderRect) -> Double {
        SVGPaint.baseline(of: line, size: size)
    }

    /// `<text>` at (x, baseline y), anchored at its start (nil), "middle" or "end".
    func write(_ text: String, x: Double, y: Double, anchor: SVGWriter.Value?, into writer: inout SVGWriter) {
        writer.text(
            "text",
            [
                "x": .number(x), "y": .number(y),
                "font-family": .text(font.map(SVGPaint.fontFamily) ?? "Inter, sans-serif"),
                "font-size": .number(size),
                "font-weight": .number(SVGPaint.fontWeight(font?.weight ?? .regular)),
                "font-variant-numeric": font?.monospacedDigits == true ? "tabular-nums" : nil,
                "text-anchor": anchor,
                "fill": fill, "fill-opacity": fillOpacity, "xml:space": "preserve",
            ], content: text)
    }
}
