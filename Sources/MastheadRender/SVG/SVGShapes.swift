import MastheadCore

/// Shapes several parts of the picture share.
enum SVGShapes {
    /// A rectangle with corners rounded by `radius` (capped at half the shorter side).
    static func roundedRect(
        _ rect: HeaderRect, radius: Double, _ paint: KeyValuePairs<String, SVGWriter.Value?>,
        into writer: inout SVGWriter
    ) {
        let corner = min(max(radius, 0), min(rect.width, rect.height) / 2)
        writer.begin("rect")
        writer.attribute("x", .number(rect.x))
        writer.attribute("y", .number(rect.y))
        writer.attribute("width", .number(max(rect.width, 0)))
        writer.attribute("height", .number(max(rect.height, 0)))
        if corner > 0 { writer.attribute("rx", .number(corner)) }
        writer.attributes(paint)
        writer.finishEmpty()
    }
}
