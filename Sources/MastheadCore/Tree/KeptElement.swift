/// Where an element is drawn, apart from what it shows: the numbers a collapse or a sideways
/// scroll moves while the element's texts, fonts, colours and accessibility stay the same.
struct ElementPlacement: Equatable {
    var frame: HeaderRect
    var hit: HeaderRect?
    var opacity: Double

    init(frame: HeaderRect, hit: HeaderRect? = nil, opacity: Double = 1) {
        self.frame = frame
        self.hit = hit
        self.opacity = opacity
    }
}

extension ElementFields {
    /// Takes the frame, target and opacity of `placement` (in one access to an element's box).
    mutating func place(_ placement: ElementPlacement) {
        frame = placement.frame
        hit = placement.hit
        opacity = placement.opacity
    }
}

extension Element {
    /// Its frame, tap target and opacity.
    var placement: ElementPlacement {
        get { ElementPlacement(frame: self.frame, hit: self.hit, opacity: self.opacity) }
        set {
            makeUnique()
            storage.fields.place(newValue)
        }
    }

    /// Whether both are the same element, not only equal: they share their fields' box, as an
    /// element kept from one layout to the next does with itself.
    func isIdentical(to other: Element) -> Bool { storage === other.storage }
}

/// One element of a live header kept from one layout to the next with what it was made from, so
/// that the next layout makes it again only when that changed (`GreetingKeptElements`, `ScopeKeptElements`).
///
/// `Look` is everything its making reads beyond what the header's kept elements are kept for
/// (its geometry, or its environment): the count on the bell, whether a chip is on. When the look
/// is the same, the element kept is the element (the same box: the animator's check for a change
/// is then an identity check); when only its placement changed, it is the kept element moved (a
/// copy with the new frame, target and opacity, its texts and accessibility strings shared).
struct KeptElement<Look: Equatable & Sendable>: Sendable {
    private var kept: (look: Look, element: Element)?

    init() {}

    /// The element kept, when it shows `look`; nil when it must be made again (then `keep` it).
    ///
    /// (Asked first and made apart, rather than given a closure that makes it: forming a closure
    /// copies what it captures, the header's inputs and a row's geometry, on every layout.)
    func reused(_ look: Look) -> Element? {
        guard let kept, kept.look == look else { return nil }
        return kept.element
    }

    /// The element kept, when it shows `look`, at `placement`: the same element when its place is
    /// the same too, else moved; nil when it must be made again.
    mutating func reused(_ look: Look, at placement: ElementPlacement) -> Element? {
        guard let kept, kept.look == look else { return nil }
        if kept.element.placement == placement { return kept.element }
        var moved = kept.element
        moved.placement = placement
        self.kept = (look, moved)
        return moved
    }

    /// Keeps the element of `fields`, made to show `look`, and returns it.
    mutating func keep(_ fields: consuming ElementFields, showing look: Look) -> Element {
        let element = Element(fields)
        kept = (look, element)
        return element
    }

    /// Keeps the element of `fields`, made to show `look`, at `placement` (applied here), and
    /// returns it.
    mutating func keep(_ fields: consuming ElementFields, showing look: Look, at placement: ElementPlacement) -> Element
    {
        fields.place(placement)
        let element = Element(fields)
        kept = (look, element)
        return element
    }
}

/// The look of an element that shows nothing beyond what its header's kept elements are kept for
/// (a hairline, a search button: all theirs is in the geometry).
struct FixedLook: Equatable, Sendable {}

extension Array {
    /// Makes room for kept elements at indices up to `count - 1` (a row's chips, tabs …).
    mutating func makeRoom<Look>(for count: Int) where Element == KeptElement<Look> {
        while self.count < count { append(KeptElement()) }
    }
}
