/// The numbers of an element that move continuously from one layout to the next: its frame,
/// opacity, corner radius, stroke and ring widths, symbol size and font size (with its line
/// height).
///
/// Transitions are additive: each one holds what is still to travel (`old − new`) and adds it,
/// scaled by `1 − progress`, to the new values. Summing the offsets of every transition in flight
/// gives a presentation that never jumps when a transition is interrupted, and keeps the velocity
/// the earlier transitions had (they keep running under the new one).
///
/// A value that one side does not have (a symbol that appears, a font on only one side) does not
/// move: the new value applies at once and the look's cross-fade shows the change.
struct AnimatableValues: Equatable {
    var x = 0.0, y = 0.0, width = 0.0, height = 0.0
    var opacity = 0.0
    var cornerRadius = 0.0, strokeWidth = 0.0, ringWidth = 0.0
    var symbolSize = 0.0
    var fontSize = 0.0, lineHeight = 0.0

    static let zero = AnimatableValues()

    init() {}

    init(_ element: Element) {
        x = element.frame.x
        y = element.frame.y
        width = element.frame.width
        height = element.frame.height
        opacity = element.opacity
        cornerRadius = element.cornerRadius
        strokeWidth = element.strokeWidth
        ringWidth = element.ringWidth
        symbolSize = element.symbolSize ?? 0
        fontSize = element.font?.size ?? 0
        lineHeight = element.font?.lineHeight ?? 0
    }

    /// What is left to travel from `old` to `new`: `old − new`, with the values that only one side
    /// has left at 0.
    static func offset(from old: Element, to new: Element) -> AnimatableValues {
        var offset = AnimatableValues(old)
        offset.subtract(AnimatableValues(new))
        if old.symbolSize == nil || new.symbolSize == nil { offset.symbolSize = 0 }
        if old.font == nil || new.font == nil {
            offset.fontSize = 0
            offset.lineHeight = 0
        }
        return offset
    }

    /// An offset that only fades: from `opacity` more (or less) than the new value.
    static func opacity(_ opacity: Double) -> AnimatableValues {
        var offset = AnimatableValues()
        offset.opacity = opacity
        return offset
    }

    /// The same offset without the geometry (frame, radii, widths, sizes): what Reduce Motion keeps.
    var opacityOnly: AnimatableValues { .opacity(opacity) }

    var isZero: Bool { self == .zero }

    /// True when something other than opacity moves.
    var movesGeometry: Bool { opacityOnly != self }

    mutating func subtract(_ other: AnimatableValues) {
        add(other, scaledBy: -1)
    }

    /// Adds `scale × other`, value by value.
    mutating func add(_ other: AnimatableValues, scaledBy scale: Double) {
        x += other.x * scale
        y += other.y * scale
        width += other.width * scale
        height += other.height * scale
        opacity += other.opacity * scale
        cornerRadius += other.cornerRadius * scale
        strokeWidth += other.strokeWidth * scale
        ringWidth += other.ringWidth * scale
        symbolSize += other.symbolSize * scale
        fontSize += other.fontSize * scale
        lineHeight += other.lineHeight * scale
    }

    /// Moves `element` by this offset, keeping what cannot be negative at 0 or more and the
    /// opacity within 0…1 (a spring's overshoot bends frames, never transparency).
    func apply(to element: inout Element) {
        element.frame = HeaderRect(
            x: element.frame.x + x, y: element.frame.y + y, width: max(element.frame.width + width, 0),
            height: max(element.frame.height + height, 0))
        element.opacity = min(max(element.opacity + opacity, 0), 1)
        element.cornerRadius = max(element.cornerRadius + cornerRadius, 0)
        element.strokeWidth = max(element.strokeWidth + strokeWidth, 0)
        element.ringWidth = max(element.ringWidth + ringWidth, 0)
        if let size = element.symbolSize { element.symbolSize = max(size + symbolSize, 0) }
        if var font = element.font {
            font.size = max(font.size + fontSize, 0.1)
            font.lineHeight = max(font.lineHeight + lineHeight, 0)
            element.font = font
        }
    }
}
