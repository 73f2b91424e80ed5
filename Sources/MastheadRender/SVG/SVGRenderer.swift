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
/// without a ground (the bare greeting header) is transparent, with the theme's bg as the root's
/// CSS background: a viewer then shows it as the screen behind it would, without a shape that
/// the header does not draw. Elements of a scroll row are clipped to its viewport
/// (`masthead-clip-N`, N the row's index).
public enum SVGRenderer {
    public static func render(_ tree: RenderTree) -> String {
        var writer = SVGWriter(capacity: 2_048 + tree.elements.count * 400)
        let width = SVGWriter.Value.number(tree.size.width)
        let height = SVGWriter.Value.number(tree.size.height)
        let backdrop = tree.ground == nil ? "background-color:" + tree.color(.bg).hex : nil
        writer.open(
            "svg",
            [
                "xmlns": "http://www.w3.org/2000/svg", "width": width, "height": height,
                "viewBox": .text("0 0 " + Points.format(tree.size.width) + " " + Points.format(tree.size.height)),
                "data-component": .text(tree.component), "data-theme": .text(tree.theme.name),
                "data-appearance": .text(tree.appearance.rawValue), "style": backdrop.map(SVGWriter.Value.text),
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
        if let ground = tree.ground {
            let paint = SVGPaint(tree)
            writer.empty(
                "rect",
                [
                    "id": "masthead-ground", "width": width, "height": height, "fill": .text(paint.hex(ground)),
                    "fill-opacity": paint.opacity(ground),
                ])
            writer.newline()
        }
        let painter = SVGElementPainter(tree: tree)
        for element in tree.drawOrder {
            let rowIndex = element.scrollRow.flatMap { id in tree.scrollRows.firstIndex { $0.id == id } }
            painter.draw(element, clipID: rowIndex.map(clipID), into: &writer)
            writer.newline()
        }
        writer.close("svg")
        writer.newline()
        return writer.output
    }

    private static func clipID(_ index: Int) -> String { "masthead-clip-\(index)" }
}
