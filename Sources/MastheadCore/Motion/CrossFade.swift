/// A change of look shown as a cross-fade: the element's earlier looks fade out under its new one.
///
/// The element itself carries its new look (its `color`, `text`, `font` … are the target's from
/// the moment of the change); `looks` are what it looked like before, each with the weight it is
/// drawn at, and `progress` is the weight of the new look. The weights add up to 1.
///
/// Two kinds of earlier look exist. Under normal motion a look follows the element: it has the
/// element's current frame and numbers and only its colours, text, font, symbol or photo differ
/// (a chip turning on cross-fades from fill to textPrimary while it widens). Under Reduce Motion
/// nothing moves, so the element jumps to its new place and the earlier look stays where it was,
/// frozen as it was drawn at the instant of the change, and fades out there.
package struct CrossFade: Sendable, Equatable {
    /// Earlier looks, oldest first.
    package var looks: [FadingLook]
    /// The weight of the element's own (new) look: 0 when the change starts, 1 when it is done.
    package var progress: Double

    package init(looks: [FadingLook], progress: Double) {
        self.looks = looks
        self.progress = progress
    }

    /// The earlier look drawn heaviest now (the newest of equals), what a reader asks for first.
    package var strongestLook: FadingLook? {
        looks.indices.max { looks[$0].weight < looks[$1].weight || (looks[$0].weight == looks[$1].weight && $0 < $1) }
            .map { looks[$0] }
    }
}

/// One earlier look of an element, drawn at `weight` (times the look's own opacity).
package struct FadingLook: Sendable, Equatable {
    /// The element as it looked (its frame, colours, text …); it carries no motion of its own.
    package var element: Element
    package var weight: Double

    package init(element: Element, weight: Double) {
        self.element = element
        self.weight = weight
    }
}

/// The part of an element that cannot move continuously and so cross-fades: its text and lines,
/// its font's face, weight and design, its colours, its symbol and its photo.
extension Element {
    /// True when `other` looks the same apart from what moves (frame, opacity, sizes) and, for
    /// figures that roll, apart from the text (the roll shows that).
    func hasSameLook(as other: Element, ignoringText: Bool = false) -> Bool {
        (ignoringText || (self.text == other.text && self.lines == other.lines))
            && self.color == other.color && self.fill == other.fill && self.stroke == other.stroke
            && self.ring == other.ring
            && self.symbol == other.symbol && self.symbolColor == other.symbolColor && self.image == other.image
            && Self.sameFace(self.font, other.font)
    }

    private static func sameFace(_ a: FontSpec?, _ b: FontSpec?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.face == b.face && a.weight == b.weight && a.design == b.design && a.style == b.style
            && a.monospacedDigits == b.monospacedDigits
    }

    /// This element (its frame, opacity and sizes as they are now) wearing the look of `look`.
    func wearing(_ look: Element) -> Element {
        var element = self
        element.text = look.text
        element.lines = look.lines
        element.color = look.color
        element.fill = look.fill
        element.stroke = look.stroke
        element.ring = look.ring
        element.symbol = look.symbol
        element.symbolColor = look.symbolColor
        element.image = look.image
        element.font = look.font.map { old in
            guard let current = self.font else { return old }
            var font = old
            font.size = current.size
            font.lineHeight = current.lineHeight
            return font
        }
        return element.withoutMotion
    }

    /// The element with nothing in flight: what an earlier look is drawn as.
    var withoutMotion: Element {
        // (Most have none: they keep sharing their fields.)
        guard self.motion != nil || self.crossFade != nil || self.roll != nil else { return self }
        var element = self
        element.motion = nil
        element.crossFade = nil
        element.roll = nil
        return element
    }
}
