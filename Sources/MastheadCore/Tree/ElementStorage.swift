/// The fields of an `Element`, in one value its box holds; an element reads and writes them as
/// its own (`element.text`, through `@dynamicMemberLookup`).
///
/// The fields a Swift user reads are public: id, role, text, lines, frame, opacity, font, color,
/// fill, accessibility and motion. The rest (tap targets, strokes and rings, symbols, cross-fades,
/// figure rolls…) are the renderers' and the package's own.
///
/// ```swift
/// let header = try ScopeHeaderController(inputs: .sample, clock: VirtualClock())
/// let title = try #require(header.currentTree()["title"])
/// #expect(title.text == "Reading" && title.font?.style == "display" && title.color == .textPrimary)
/// #expect(title.accessibility.traits == [.header])
/// ```
public struct ElementFields: Sendable, Equatable {
    /// The stable id scenarios and taps name it by: "bell", "chip.unread", "placeholder.avatar".
    public var id: String
    /// What it is: a text, a button, a badge, a tab, a chip, a placeholder…
    public var role: ElementRole
    /// The text shown, if any (for a wrapped text, all of it; see `lines`).
    public var text: String? = nil
    /// `text` broken into the lines it is drawn in, when it wraps.
    public var lines: [String]? = nil
    /// Where it is drawn, in points from the header's top-left.
    public var frame: HeaderRect
    /// The tap target of a control (at least 44×44 pt); nil for what cannot be tapped.
    package var hit: HeaderRect? = nil
    /// From 0 (transparent) to 1.
    public var opacity: Double = 1
    /// The font its text is set in.
    public var font: FontSpec? = nil
    /// The foreground (text or symbol) colour.
    public var color: ColorToken? = nil
    /// What it is filled with (a badge's accent, a chip's fill).
    public var fill: ColorToken? = nil
    package var stroke: ColorToken? = nil
    package var strokeWidth: Double = 0
    /// An outer ring drawn around the element (the badge's ring in bg).
    package var ring: ColorToken? = nil
    package var ringWidth: Double = 0
    package var cornerRadius: Double = 0
    /// An SF Symbol drawn in the element ("bell", "magnifyingglass", "checkmark").
    package var symbol: String? = nil
    /// The size of `symbol` in points.
    package var symbolSize: Double? = nil
    /// The colour of `symbol` when it differs from `color` (the search field's magnifying glass
    /// is textSecondary beside a textTertiary prompt); nil: `color`.
    package var symbolColor: ColorToken? = nil
    /// The frame of a photo drawn inside the element (the avatar's loaded photo).
    package var image: String? = nil
    /// What VoiceOver knows about it.
    public var accessibility: AccessibilityInfo = .hidden
    /// The horizontal scroll row the element sits in, if any.
    package var scrollRow: String? = nil
    /// Draw order: higher draws later (on top). Reading order is the order of the tree.
    package var z: Int = 0
    /// The loading shimmer's phase, 0..1, on placeholders while it runs.
    package var shimmer: Double? = nil
    /// The motion token that animates changes to this element; nil: it follows at once (as
    /// scroll-driven collapse does).
    package var transition: MotionToken? = nil
    /// Set while the element animates: which token drives it and how far it has come.
    public var motion: ElementMotion? = nil
    /// The text is a count whose figures roll digit by digit when it changes (the badges), rather
    /// than cross-fading.
    package var rollsFigures: Bool = false
    /// Set while a change of look (colours, text, font, symbol) fades: the earlier looks under it.
    package var crossFade: CrossFade? = nil
    /// Set while the figures roll: the in-between state renderers draw.
    package var roll: FigureRoll? = nil
    /// True while the element fades out after leaving the layout: still drawn, but no longer a
    /// control, and VoiceOver no longer visits it.
    package var isLeaving: Bool = false

    init(
        id: String, role: ElementRole, frame: HeaderRect, text: String? = nil, opacity: Double = 1,
        accessibility: AccessibilityInfo = .hidden
    ) {
        self.id = id
        self.role = role
        self.frame = frame
        self.text = text
        self.opacity = opacity
        self.accessibility = accessibility
    }
}

/// The box an `Element` keeps its fields in, shared between copies until one of them changes.
///
/// Unchecked Sendable: `fields` is written only through `Element`, which first makes sure the box
/// is its own (`isKnownUniquelyReferenced`), so a box other values can see is never written.
@usableFromInline final class ElementStorage: @unchecked Sendable {
    @usableFromInline var fields: ElementFields

    /// Takes the fields over (`consuming`): a new element's fields go straight into its box
    /// rather than being copied in and the original dropped.
    init(_ fields: consuming ElementFields) {
        self.fields = fields
    }

    /// Whether both boxes hold equal fields, compared where they lie. Reading `fields` out of a
    /// box copies every one of them (retaining a dozen strings and arrays) before comparing, as
    /// the compiler cannot prove the comparison leaves the box alone; through their addresses
    /// nothing is copied. The access is formally a modification, but nothing is written (and
    /// `other` is never this box: two accesses to one box at once would trap).
    @inline(never)
    func hasFields(equalTo other: ElementStorage) -> Bool {
        if self === other { return true }
        return withUnsafeMutablePointer(to: &fields) { mine in
            withUnsafeMutablePointer(to: &other.fields) { theirs in mine.pointee == theirs.pointee }
        }
    }
}
