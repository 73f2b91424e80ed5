import MastheadCore

/// Draws one element of the SVG picture as a group `<g id="…" data-role="…">`, its parts from
/// back to front:
///
/// 1. the ring: an outline `ringWidth` wide just outside the shape, in the ring colour (the
///    badge's bg ring that cuts it out of the bell, the avatar's separator ring);
/// 2. the fill, a rectangle rounded by `cornerRadius` (a circle when the radius is half the side);
/// 3. a photo (`image`), clipped to the shape: a neutral portrait stand-in, since pictures never
///    load headlessly; it replaces the initials;
/// 4. the stroke, `strokeWidth` wide inside the shape's edge (as SwiftUI's strokeBorder);
/// 5. the symbol (`SymbolLibrary`) and the text lines where `ElementContent` puts them.
///
/// The hairline is a one-pixel rectangle in its colour (separator when it names none). A
/// placeholder is a grey rounded shape whose shimmer, while `shimmer` is set, is a lighter band
/// swept across the header by that phase (0: before the left edge, 1: past the right one).
/// An element's opacity below 1 becomes the group's `opacity`.
///
/// In between (docs/motion.md): an element whose look cross-fades is drawn after its earlier
/// looks, each a group `data-earlier-look-of="<id>"` at its weight, the element's own group at the
/// fade's progress; rolling figures are drawn by `SVGFigureRoll`.
struct SVGElementPainter {
    let tree: RenderTree
    let paint: SVGPaint

    init(tree: RenderTree) {
        self.tree = tree
        paint = SVGPaint(tree)
    }

    func draw(_ element: Element, clipID: String?, into writer: inout SVGWriter) {
        guard let crossFade = element.crossFade else {
            return drawGroup(element, opacity: element.opacity, clipID: clipID, into: &writer)
        }
        for look in crossFade.looks where look.weight > 0 {
            drawGroup(
                look.element, opacity: look.element.opacity * look.weight, earlierLookOf: element.id, clipID: clipID,
                into: &writer)
            writer.newline()
        }
        drawGroup(element, opacity: element.opacity * crossFade.progress, clipID: clipID, into: &writer)
    }

    /// One look of an element as a group: the element itself (its id on the group), or an
    /// earlier look of it fading out.
    private func drawGroup(
        _ element: Element, opacity: Double, earlierLookOf owner: String? = nil, clipID: String?,
        into writer: inout SVGWriter
    ) {
        writer.open(
            "g",
            [
                "id": owner == nil ? .text(element.id) : nil, "data-earlier-look-of": owner.map(SVGWriter.Value.text),
                "data-role": .text(element.role.rawValue),
                "opacity": Points.round(opacity) < 1 ? .number(opacity) : nil,
                "clip-path": clipID.map { .text("url(#" + $0 + ")") },
            ])
        switch element.role {
        case .hairline:
            drawHairline(element, into: &writer)
        case .placeholder:
            drawPlaceholder(element, into: &writer)
        default:
            drawShape(element, into: &writer)
            drawContent(element, into: &writer)
        }
        writer.close("g")
    }

    private func colorAttributes(_ token: ColorToken) -> (SVGWriter.Value, SVGWriter.Value?) {
        (.text(paint.hex(token)), paint.opacity(token))
    }

    private func drawHairline(_ element: Element, into writer: inout SVGWriter) {
        var frame = element.frame
        if frame.height <= 0 { frame.height = 1.0 / 3 }
        let (color, opacity) = colorAttributes(element.fill ?? element.color ?? element.stroke ?? .separator)
        SVGShapes.roundedRect(frame, radius: 0, ["fill": color, "fill-opacity": opacity], into: &writer)
    }

    private func drawPlaceholder(_ element: Element, into writer: inout SVGWriter) {
        let base = element.fill ?? .fill
        guard let phase = element.shimmer else {
            let (color, opacity) = colorAttributes(base)
            SVGShapes.roundedRect(
                element.frame, radius: element.cornerRadius, ["fill": color, "fill-opacity": opacity], into: &writer)
            return
        }
        let gradientID = "masthead-shimmer-" + element.id
        let colors = paint.shimmerColors(base: base)
        let width = tree.size.width
        let band = max(width * 0.35, 60)
        let centre = -band + min(max(phase, 0), 1) * (width + 2 * band)
        writer.open("defs")
        writer.open(
            "linearGradient",
            [
                "id": .text(gradientID), "gradientUnits": "userSpaceOnUse", "x1": .number(centre - band), "y1": "0",
                "x2": .number(centre + band), "y2": "0",
            ])
        for (offset, color) in [("0", colors.base), ("0.5", colors.highlight), ("1", colors.base)] {
            writer.empty("stop", ["offset": .text(offset), "stop-color": .text(color)])
        }
        writer.close("linearGradient")
        writer.close("defs")
        SVGShapes.roundedRect(
            element.frame, radius: element.cornerRadius,
            ["fill": .text("url(#" + gradientID + ")"), "fill-opacity": paint.opacity(base)], into: &writer)
    }

    private func drawShape(_ element: Element, into writer: inout SVGWriter) {
        let frame = element.frame
        let radius = element.cornerRadius
        if let ring = element.ring, element.ringWidth > 0 {
            let half = element.ringWidth / 2
            let (color, opacity) = colorAttributes(ring)
            SVGShapes.roundedRect(
                frame.insetBy(dx: -half, dy: -half), radius: radius > 0 ? radius + half : 0,
                [
                    "fill": "none", "stroke": color, "stroke-opacity": opacity,
                    "stroke-width": .number(element.ringWidth),
                ],
                into: &writer)
        }
        if let fill = element.fill {
            let (color, opacity) = colorAttributes(fill)
            SVGShapes.roundedRect(frame, radius: radius, ["fill": color, "fill-opacity": opacity], into: &writer)
        }
        if let image = element.image {
            drawPhoto(element, reference: image, into: &writer)
        }
        if let stroke = element.stroke, element.strokeWidth > 0 {
            let half = element.strokeWidth / 2
            let (color, opacity) = colorAttributes(stroke)
            SVGShapes.roundedRect(
                frame.insetBy(dx: half, dy: half), radius: max(radius - half, 0),
                [
                    "fill": "none", "stroke": color, "stroke-opacity": opacity,
                    "stroke-width": .number(element.strokeWidth),
                ],
                into: &writer)
        }
    }

    /// A portrait stand-in: a head and shoulders on a soft backdrop, clipped to the shape.
    private func drawPhoto(_ element: Element, reference: String, into writer: inout SVGWriter) {
        let frame = element.frame
        let clipID = "masthead-photo-" + element.id
        writer.open("defs")
        writer.open("clipPath", ["id": .text(clipID)])
        SVGShapes.roundedRect(frame, radius: element.cornerRadius, [:], into: &writer)
        writer.close("clipPath")
        writer.close("defs")
        writer.open("g", ["clip-path": .text("url(#" + clipID + ")"), "data-image": .text(reference)])
        SVGShapes.roundedRect(frame, radius: 0, ["fill": "#9DAFC8"], into: &writer)
        writer.empty(
            "ellipse",
            [
                "cx": .number(frame.midX), "cy": .number(frame.maxY + frame.height * 0.06),
                "rx": .number(frame.width * 0.38), "ry": .number(frame.height * 0.32), "fill": "#3F5270",
            ])
        writer.empty(
            "circle",
            [
                "cx": .number(frame.midX), "cy": .number(frame.minY + frame.height * 0.42),
                "r": .number(min(frame.width, frame.height) * 0.2), "fill": "#EED8C5",
            ])
        writer.close("g")
    }

    private func drawContent(_ element: Element, into writer: inout SVGWriter) {
        guard element.symbol != nil || (element.image == nil && element.text != nil) else { return }
        let content = ElementContent(element)
        let (color, opacity) = colorAttributes(element.color ?? .textPrimary)
        if let name = element.symbol, let frame = content.symbolFrame {
            // The search field draws its magnifying glass in another colour than its prompt.
            let (symbolColor, symbolOpacity) = element.symbolColor.map(colorAttributes) ?? (color, opacity)
            SVGSymbol.draw(
                SymbolLibrary.resolve(name), in: frame, color: symbolColor, opacity: symbolOpacity, into: &writer)
        }
        guard element.image == nil else { return }
        let style = SVGTextStyle(font: element.font, fill: color, fillOpacity: opacity)
        if let roll = element.roll, let line = content.lines.first {
            return SVGFigureRoll.draw(roll, of: element, on: line, style: style, into: &writer)
        }
        let centred = content.alignment == .center && element.symbol == nil
        for line in content.lines {
            style.write(
                line.text, x: centred ? line.frame.midX : line.frame.minX, y: style.baseline(of: line.frame),
                anchor: centred ? "middle" : nil, into: &writer)
        }
    }
}
