import MastheadCore

/// An SVG picture of a header, drawn from its render tree alone.
///
/// The picture is the header's size (`viewBox` 0 0 width height) and draws, in draw order (`z`,
/// then tree order), every visible element as a group whose `id` is the element's id (so tests and
/// people can find `bell` or `chip.unread`), with `data-role` naming its role. Colours are the
/// theme's for the tree's appearance. What each element becomes is described on
/// `SVGElementPainter`.
///
/// The ground, when the tree has one, is a rectangle `masthead-ground` under everything. A header
/// without a ground (the bare greeting header) is drawn over the screen it sits on: a rectangle
/// `masthead-backdrop` in the theme's bg, so a dark header keeps its light text on dark wherever
/// the picture goes. It is a shape, not a CSS background on `<svg>`, because librsvg, Inkscape and
/// most converters to PNG ignore CSS backgrounds (they would draw white text on white). Elements of
/// a scroll row are clipped to its viewport (`masthead-clip-N`, N the row's index).
///
/// With a `cache` (a trace's pictures of one header), an element unchanged since the cache last
/// drew it is copied from there (`SVGElementCache`): the same bytes, drawn once.
package enum SVGRenderer {
    package static func render(_ tree: RenderTree) -> String {
        render(tree, reusing: nil)
    }

    package static func render(_ tree: RenderTree, reusing cache: SVGElementCache?) -> String {
        var writer = SVGWriter(capacity: 2_048 + tree.elements.count * 400)
        let width = SVGWriter.Value.number(tree.size.width)
        let height = SVGWriter.Value.number(tree.size.height)
        writer.open(
            "svg",
            [
                "xmlns": "http://www.w3.org/2000/svg", "width": width, "height": height,
                "viewBox": .text("0 0 " + Points.format(tree.size.width) + " " + Points.format(tree.size.height)),
                "data-component": .text(tree.component), "data-theme": .text(tree.theme.name),
                "data-appearance": .text(tree.appearance.rawValue),
            ])
        writer.newline()
        writer.text(
            "title", [:], content: "\(tree.component) header, \(tree.theme.name) theme, \(tree.appearance.rawValue)")
        writer.newline()
        if !tree.scrollRows.isEmpty {
            writer.open("defs")
            for (index, row) in tree.scrollRows.enumerated() {
                writer.open("clipPath", ["id": .text(clipID(index))])
                SVGShapes.roundedRect(row.viewport, radius: 0, ["fill": "#000"], into: &writer)
                writer.close("clipPath")
            }
            writer.close("defs")
            writer.newline()
        }
        let paint = SVGPaint(tree)
        let ground = tree.ground ?? .bg
        writer.empty(
            "rect",
            [
                "id": tree.ground == nil ? "masthead-backdrop" : "masthead-ground", "width": width, "height": height,
                "fill": .text(paint.hex(ground)), "fill-opacity": paint.opacity(ground),
            ])
        writer.newline()
        let painter = SVGElementPainter(tree: tree)
        cache?.begin(tree)
        for element in tree.drawOrder {
            let rowIndex = element.scrollRow.flatMap { id in tree.scrollRows.firstIndex { $0.id == id } }
            let clip = rowIndex.map(clipID)
            if let cache {
                writer.append(markup(of: element, clipID: clip, painter: painter, cache: cache))
            } else {
                painter.draw(element, clipID: clip, into: &writer)
            }
            writer.newline()
        }
        writer.close("svg")
        writer.newline()
        return writer.output
    }

    private static func clipID(_ index: Int) -> String { "masthead-clip-\(index)" }

    /// `element`'s markup: the cache's when it drew the same element in the same clip, else drawn
    /// now and kept.
    private static func markup(
        of element: Element, clipID: String?, painter: SVGElementPainter, cache: SVGElementCache
    ) -> String {
        if let kept = cache.markup(for: element, clipID: clipID) { return kept }
        var part = SVGWriter(capacity: 400)
        painter.draw(element, clipID: clipID, into: &part)
        cache.keep(part.output, for: element, clipID: clipID)
        return part.output
    }
}
