import MastheadCore

/// The render tree as JSON: everything a tool outside Masthead needs to check or redraw a header.
///
/// ```json
/// {
///   "component": "greeting",
///   "size": {
///     "width": 393,
///     "height": 165
///   },
///   "ground": "bg",
///   "theme": "default",
///   "appearance": "light",
///   "scroll_rows": [],
///   "elements": [
///     {
///       "id": "date_line",
///       "role": "text",
///       "text": "Friday, October 23",
///       "visible": true,
///       …
/// ```
///
/// Members come in a fixed order. Element members use the names of the scenario API's element
/// tables: id, role, text, lines, visible, opacity, frame {x y width height}, hit, font {face size
/// weight style design monospaced_digits line_height}, color, fill, stroke, stroke_width, ring,
/// ring_width, corner_radius, symbol, symbol_size, image, scroll_row, z, shimmer, transition,
/// motion {token progress}, roll {from to direction progress columns [[{text offset}]]}, fade
/// {progress looks [{weight element}]}, leaving, label, value, hint, traits, focusable, spoken
/// (`visible` and `spoken` are derived, as scenarios read them; an earlier look is visible when its
/// element is). docs/motion.md describes the in-between members. A member with no value is left out, never written as
/// null. Numbers are `Points.format`ted; see `JSONValue` for strings.
package enum JSONRenderer {
    package static func render(_ tree: RenderTree) -> String {
        document(tree).prettyPrinted
    }

    static func document(_ tree: RenderTree) -> JSONValue {
        var root = JSONObjectBuilder()
        root.add("component", tree.component)
        root.add("size", .object([("width", .number(tree.size.width)), ("height", .number(tree.size.height))]))
        root.add("ground", tree.ground?.rawValue)
        root.add("theme", tree.theme.name)
        root.add("appearance", tree.appearance.rawValue)
        root.add("scroll_rows", .array(tree.scrollRows.map(scrollRow)))
        root.add(
            "elements",
            .array(tree.elements.map { element($0, visible: tree.isVisible($0), target: tree.target(of: $0)) }))
        return root.value
    }

    static func scrollRow(_ row: ScrollRow) -> JSONValue {
        .object([
            ("id", .string(row.id)), ("viewport", rect(row.viewport)),
            ("content_width", .number(row.contentWidth)), ("offset", .number(row.offset)),
        ])
    }

    /// `target` is the tap target as a finger reaches it now (`RenderTree.target(of:)`), under "hit".
    static func element(_ element: Element, visible: Bool, target: HeaderRect?) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("id", element.id)
        object.add("role", element.role.rawValue)
        object.add("text", element.text)
        object.add("lines", element.lines.map { .array($0.map(JSONValue.string)) })
        object.add("visible", visible)
        object.add("opacity", element.opacity)
        object.add("frame", rect(element.frame))
        object.add("hit", target.map(rect))
        object.add("font", element.font.map(font))
        object.add("color", element.color?.rawValue)
        object.add("fill", element.fill?.rawValue)
        object.add("stroke", element.stroke?.rawValue)
        object.add("stroke_width", element.strokeWidth)
        object.add("ring", element.ring?.rawValue)
        object.add("ring_width", element.ringWidth)
        object.add("corner_radius", element.cornerRadius)
        object.add("symbol", element.symbol)
        object.add("symbol_color", element.symbolColor?.rawValue)
        object.add("symbol_size", element.symbolSize)
        object.add("image", element.image)
        object.add("scroll_row", element.scrollRow)
        object.add("z", Double(element.z))
        object.add("shimmer", element.shimmer)
        object.add("transition", element.transition?.rawValue)
        object.add(
            "motion",
            element.motion.map { .object([("token", .string($0.token)), ("progress", .number($0.progress))]) })
        object.add("roll", element.roll.map(roll))
        object.add(
            "fade",
            element.crossFade.map { fade in
                .object([
                    ("progress", .number(fade.progress)),
                    (
                        "looks",
                        .array(
                            fade.looks.map { look in
                                .object([
                                    ("weight", .number(look.weight)),
                                    ("element", Self.element(look.element, visible: visible, target: look.element.hit)),
                                ])
                            })
                    ),
                ])
            })
        if element.isLeaving { object.add("leaving", true) }
        let accessibility = element.accessibility
        object.add("label", accessibility.label)
        object.add("value", accessibility.value)
        object.add("hint", accessibility.hint)
        object.add("traits", .array(accessibility.traits.map { .string($0.rawValue) }))
        object.add("focusable", accessibility.isFocusable)
        object.add("spoken", accessibility.isFocusable ? accessibility.spoken : nil)
        return object.value
    }

    static func roll(_ roll: FigureRoll) -> JSONValue {
        .object([
            ("from", .string(roll.from)), ("to", .string(roll.to)), ("direction", .string(roll.direction.rawValue)),
            ("progress", .number(roll.progress)),
            (
                "columns",
                .array(
                    roll.columns.map { column in
                        .array(
                            column.glyphs.map { .object([("text", .string($0.text)), ("offset", .number($0.offset))]) })
                    })
            ),
        ])
    }

    static func rect(_ rect: HeaderRect) -> JSONValue {
        .object([
            ("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)),
            ("height", .number(rect.height)),
        ])
    }

    static func font(_ font: FontSpec) -> JSONValue {
        .object([
            ("face", .string(font.face)), ("size", .number(font.size)), ("weight", .string(font.weight.rawValue)),
            ("style", .string(font.style)), ("design", .string(font.design.rawValue)),
            ("monospaced_digits", .bool(font.monospacedDigits)), ("line_height", .number(font.lineHeight)),
        ])
    }
}
