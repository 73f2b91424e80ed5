import MastheadCore

/// An element as scenarios read it: `h:element("bell")` and each item of `h:elements()`.
///
/// Fields: id, role, text, visible, opacity, frame {x, y, width, height}, hit, font {face, size,
/// weight, style, design}, color, fill, stroke, ring (token names), label, value, hint, traits,
/// spoken, motion {token, progress}; and, beyond the contract, lines, symbol, symbol_color, image,
/// corner_radius, stroke_width, ring_width, scroll_row, focusable, transition (the motion token that
/// animates its changes, even at rest), shimmer (a placeholder's shimmer phase while it runs) and,
/// while things move, fade, roll and leaving (see `ElementTable+Motion.swift`). Reading a field
/// that is not one of these raises (`ElementTable+Names.swift`).
enum ElementTable {
    /// Every field an element table can have (most are absent when they do not apply); the
    /// editor definitions in types/masthead.lua are checked against this list.
    static let fields = [
        "id", "role", "text", "visible", "opacity", "frame", "hit", "font", "color", "fill", "stroke", "ring", "label",
        "value", "hint", "traits", "focusable", "spoken", "motion", "lines", "symbol", "symbol_color", "image",
        "transition",
        "shimmer", "scroll_row", "corner_radius", "stroke_width", "ring_width", "fade", "roll", "leaving",
    ]

    static func push(_ element: Element, in tree: RenderTree, on stack: LuaStack) {
        stack.reserve(8)
        stack.pushTable(fields: 28)
        set("id", element.id, on: stack)
        set("role", element.role.rawValue, on: stack)
        set("text", element.text, on: stack)
        stack.push(tree.isVisible(element))
        stack.setField(literal: "visible", in: -2)
        setNumber("opacity", element.opacity, on: stack)
        pushRect(element.frame, on: stack)
        stack.setField(literal: "frame", in: -2)
        if let hit = tree.target(of: element) {
            pushRect(hit, on: stack)
            stack.setField(literal: "hit", in: -2)
        }
        if let font = element.font {
            pushFont(font, on: stack)
            stack.setField(literal: "font", in: -2)
        }
        set("color", element.color?.rawValue, on: stack)
        set("fill", element.fill?.rawValue, on: stack)
        set("stroke", element.stroke?.rawValue, on: stack)
        set("ring", element.ring?.rawValue, on: stack)
        let accessibility = element.accessibility
        set("label", accessibility.label, on: stack)
        set("value", accessibility.value, on: stack)
        set("hint", accessibility.hint, on: stack)
        stack.push(accessibility.traits.map { $0.rawValue })
        stack.setField(literal: "traits", in: -2)
        stack.push(accessibility.isFocusable)
        stack.setField(literal: "focusable", in: -2)
        set("spoken", accessibility.isFocusable ? accessibility.spoken : nil, on: stack)
        pushMotion(of: element, on: stack)
        if let lines = element.lines {
            stack.push(lines)
            stack.setField(literal: "lines", in: -2)
        }
        set("symbol", element.symbol, on: stack)
        if element.symbol != nil { set("symbol_color", (element.symbolColor ?? element.color)?.rawValue, on: stack) }
        set("image", element.image, on: stack)
        set("transition", element.transition?.rawValue, on: stack)
        if let shimmer = element.shimmer { setNumber("shimmer", shimmer, on: stack) }
        set("scroll_row", element.scrollRow, on: stack)
        if element.cornerRadius > 0 { setNumber("corner_radius", element.cornerRadius, on: stack) }
        if element.stroke != nil { setNumber("stroke_width", element.strokeWidth, on: stack) }
        if element.ring != nil { setNumber("ring_width", element.ringWidth, on: stack) }
        attach(.element, on: stack)
    }

    /// Edges are rounded, not sizes, so rectangles that touch in the layout touch in Lua
    /// (`a.x + a.width == b.x` for tiled tab targets, not 0.001 past it).
    static func pushRect(_ rect: HeaderRect, on stack: LuaStack) {
        stack.pushTable(fields: 4)
        let left = Points.round(rect.minX)
        let top = Points.round(rect.minY)
        setNumber("x", left, on: stack)
        setNumber("y", top, on: stack)
        setNumber("width", Points.round(rect.maxX) - left, on: stack)
        setNumber("height", Points.round(rect.maxY) - top, on: stack)
        attach(.rect, on: stack)
    }

    static func pushFont(_ font: FontSpec, on stack: LuaStack) {
        stack.pushTable(fields: 6)
        set("face", font.face, on: stack)
        setNumber("size", font.size, on: stack)
        set("weight", font.weight.rawValue, on: stack)
        set("style", font.style, on: stack)
        set("design", font.design.rawValue, on: stack)
        stack.push(font.monospacedDigits)
        stack.setField(literal: "monospaced_digits", in: -2)
        attach(.font, on: stack)
    }

    static func set(_ name: StaticString, _ value: String?, on stack: LuaStack) {
        guard let value else { return }
        stack.push(value)
        stack.setField(literal: name, in: -2)
    }

    /// Numbers are rounded to 1/1000 pt; whole values read back as integers (`frame.x == 16`).
    static func setNumber(_ name: StaticString, _ value: Double, on stack: LuaStack) {
        pushNumber(value, on: stack)
        stack.setField(literal: name, in: -2)
    }

    /// Pushes `value` rounded to 1/1000, an integer when it is whole, so that it prints as it is
    /// written in a scenario (`0`, `16`, `0.5`), not `0.0`.
    static func pushNumber(_ value: Double, on stack: LuaStack) {
        let rounded = Points.round(value)
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { stack.push(Int(rounded)) } else { stack.push(rounded) }
    }
}
