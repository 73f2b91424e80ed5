/// One thing a header draws or VoiceOver can focus, keyed by a stable id (`bell`, `chip.unread`).
///
/// Elements are plain values: a layout produces them, motion interpolates them, renderers and
/// assertions read them. Colours are theme token names, resolved only when drawn.
///
/// The fields live in a shared box (`ElementStorage`), copied only when a shared element is
/// changed: trees, tracks and looks copy elements all the time and change few of them, and
/// copying some thirty fields (a dozen of them strings or arrays) was a fifth of every step.
public struct Element: Sendable {
    private var storage: ElementStorage

    public var id: String {
        get { storage.fields.id }
        set {
            makeUnique()
            storage.fields.id = newValue
        }
    }
    public var role: Role {
        get { storage.fields.role }
        set {
            makeUnique()
            storage.fields.role = newValue
        }
    }
    /// The text shown, if any (for a wrapped text, all of it; see `lines`).
    public var text: String? {
        get { storage.fields.text }
        set {
            makeUnique()
            storage.fields.text = newValue
        }
    }
    /// `text` broken into the lines it is drawn in, when it wraps.
    public var lines: [String]? {
        get { storage.fields.lines }
        set {
            makeUnique()
            storage.fields.lines = newValue
        }
    }
    /// Where it is drawn, in points from the header's top-left.
    public var frame: Rect {
        get { storage.fields.frame }
        set {
            makeUnique()
            storage.fields.frame = newValue
        }
    }
    /// The tap target of a control (at least 44×44 pt); nil for what cannot be tapped.
    public var hit: Rect? {
        get { storage.fields.hit }
        set {
            makeUnique()
            storage.fields.hit = newValue
        }
    }
    public var opacity: Double {
        get { storage.fields.opacity }
        set {
            makeUnique()
            storage.fields.opacity = newValue
        }
    }
    public var font: FontSpec? {
        get { storage.fields.font }
        set {
            makeUnique()
            storage.fields.font = newValue
        }
    }
    /// The foreground (text or symbol) colour.
    public var color: ColorToken? {
        get { storage.fields.color }
        set {
            makeUnique()
            storage.fields.color = newValue
        }
    }
    public var fill: ColorToken? {
        get { storage.fields.fill }
        set {
            makeUnique()
            storage.fields.fill = newValue
        }
    }
    public var stroke: ColorToken? {
        get { storage.fields.stroke }
        set {
            makeUnique()
            storage.fields.stroke = newValue
        }
    }
    public var strokeWidth: Double {
        get { storage.fields.strokeWidth }
        set {
            makeUnique()
            storage.fields.strokeWidth = newValue
        }
    }
    /// An outer ring drawn around the element (the badge's ring in bg).
    public var ring: ColorToken? {
        get { storage.fields.ring }
        set {
            makeUnique()
            storage.fields.ring = newValue
        }
    }
    public var ringWidth: Double {
        get { storage.fields.ringWidth }
        set {
            makeUnique()
            storage.fields.ringWidth = newValue
        }
    }
    public var cornerRadius: Double {
        get { storage.fields.cornerRadius }
        set {
            makeUnique()
            storage.fields.cornerRadius = newValue
        }
    }
    /// An SF Symbol drawn in the element ("bell", "magnifyingglass", "checkmark").
    public var symbol: String? {
        get { storage.fields.symbol }
        set {
            makeUnique()
            storage.fields.symbol = newValue
        }
    }
    /// The size of `symbol` in points.
    public var symbolSize: Double? {
        get { storage.fields.symbolSize }
        set {
            makeUnique()
            storage.fields.symbolSize = newValue
        }
    }
    /// The colour of `symbol` when it differs from `color` (the search field's magnifying glass
    /// is textSecondary beside a textTertiary prompt); nil: `color`.
    public var symbolColor: ColorToken? {
        get { storage.fields.symbolColor }
        set {
            makeUnique()
            storage.fields.symbolColor = newValue
        }
    }
    /// The frame of a photo drawn inside the element (the avatar's loaded photo).
    public var image: String? {
        get { storage.fields.image }
        set {
            makeUnique()
            storage.fields.image = newValue
        }
    }
    public var accessibility: AccessibilityInfo {
        get { storage.fields.accessibility }
        set {
            makeUnique()
            storage.fields.accessibility = newValue
        }
    }
    /// The horizontal scroll row the element sits in, if any.
    public var scrollRow: String? {
        get { storage.fields.scrollRow }
        set {
            makeUnique()
            storage.fields.scrollRow = newValue
        }
    }
    /// Draw order: higher draws later (on top). Reading order is the order of the tree.
    public var z: Int {
        get { storage.fields.z }
        set {
            makeUnique()
            storage.fields.z = newValue
        }
    }
    /// The loading shimmer's phase, 0..1, on placeholders while it runs.
    public var shimmer: Double? {
        get { storage.fields.shimmer }
        set {
            makeUnique()
            storage.fields.shimmer = newValue
        }
    }
    /// The motion token that animates changes to this element; nil: it follows at once (as
    /// scroll-driven collapse does).
    public var transition: MotionToken? {
        get { storage.fields.transition }
        set {
            makeUnique()
            storage.fields.transition = newValue
        }
    }
    /// Set while the element animates: which token drives it and how far it has come.
    public var motion: ElementMotion? {
        get { storage.fields.motion }
        set {
            makeUnique()
            storage.fields.motion = newValue
        }
    }
    /// The text is a count whose figures roll digit by digit when it changes (the badges), rather
    /// than cross-fading.
    public var rollsFigures: Bool {
        get { storage.fields.rollsFigures }
        set {
            makeUnique()
            storage.fields.rollsFigures = newValue
        }
    }
    /// Set while a change of look (colours, text, font, symbol) fades: the earlier looks under it.
    public var crossFade: CrossFade? {
        get { storage.fields.crossFade }
        set {
            makeUnique()
            storage.fields.crossFade = newValue
        }
    }
    /// Set while the figures roll: the in-between state renderers draw.
    public var roll: FigureRoll? {
        get { storage.fields.roll }
        set {
            makeUnique()
            storage.fields.roll = newValue
        }
    }
    /// True while the element fades out after leaving the layout: still drawn, but no longer a
    /// control, and VoiceOver no longer visits it.
    public var isLeaving: Bool {
        get { storage.fields.isLeaving }
        set {
            makeUnique()
            storage.fields.isLeaving = newValue
        }
    }

    public init(
        id: String, role: Role, frame: Rect, text: String? = nil, opacity: Double = 1,
        accessibility: AccessibilityInfo = .hidden
    ) {
        storage = ElementStorage(
            ElementFields(id: id, role: role, frame: frame, text: text, opacity: opacity, accessibility: accessibility))
    }

    /// True when it is a control (it has a tap target).
    public var isControl: Bool { hit != nil }

    /// Gives this element a box of its own before a change, when another element shares it.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = ElementStorage(storage.fields) }
    }
}

extension Element: Equatable {
    /// Field by field, as a struct compares; the same box is the same element (a tree compared
    /// with itself, or with a copy, costs nothing).
    public static func == (lhs: Element, rhs: Element) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.hasFields(equalTo: rhs.storage)
    }
}

/// What an element is, as scenarios read it in `role`.
public enum Role: String, Sendable, CaseIterable {
    case text, button, badge, image, avatar, searchField = "search_field", tab, chip, underline,
        hairline, placeholder, ground, container
}

/// The motion of an element at the current instant.
public struct ElementMotion: Sendable, Equatable {
    public var token: String
    /// 0 at the start, 1 at rest; springs overshoot past 1.
    public var progress: Double

    public init(token: String, progress: Double) {
        self.token = token
        self.progress = progress
    }
}
