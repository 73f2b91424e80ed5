/// One thing a header draws or VoiceOver can focus, keyed by a stable id (`bell`, `chip.unread`).
///
/// Elements are plain values: a layout produces them, motion interpolates them, renderers and
/// assertions read them. Colours are theme token names, resolved only when drawn.
public struct Element: Sendable, Equatable {
    public var id: String
    public var role: Role
    /// The text shown, if any (for a wrapped text, all of it; see `lines`).
    public var text: String?
    /// `text` broken into the lines it is drawn in, when it wraps.
    public var lines: [String]?
    /// Where it is drawn, in points from the header's top-left.
    public var frame: Rect
    /// The tap target of a control (at least 44×44 pt); nil for what cannot be tapped.
    public var hit: Rect?
    public var opacity: Double
    public var font: FontSpec?
    /// The foreground (text or symbol) colour.
    public var color: ColorToken?
    public var fill: ColorToken?
    public var stroke: ColorToken?
    public var strokeWidth: Double
    /// An outer ring drawn around the element (the badge's ring in bg).
    public var ring: ColorToken?
    public var ringWidth: Double
    public var cornerRadius: Double
    /// An SF Symbol drawn in the element ("bell", "magnifyingglass", "checkmark").
    public var symbol: String?
    /// The size of `symbol` in points.
    public var symbolSize: Double?
    /// The colour of `symbol` when it differs from `color` (the search field's magnifying glass
    /// is textSecondary beside a textTertiary prompt); nil: `color`.
    public var symbolColor: ColorToken?
    /// The frame of a photo drawn inside the element (the avatar's loaded photo).
    public var image: String?
    public var accessibility: AccessibilityInfo
    /// The horizontal scroll row the element sits in, if any.
    public var scrollRow: String?
    /// Draw order: higher draws later (on top). Reading order is the order of the tree.
    public var z: Int
    /// The loading shimmer's phase, 0..1, on placeholders while it runs.
    public var shimmer: Double?
    /// The motion token that animates changes to this element; nil: it follows at once (as
    /// scroll-driven collapse does).
    public var transition: MotionToken?
    /// Set while the element animates: which token drives it and how far it has come.
    public var motion: ElementMotion?
    /// The text is a count whose figures roll digit by digit when it changes (the badges), rather
    /// than cross-fading.
    public var rollsFigures = false
    /// Set while a change of look (colours, text, font, symbol) fades: the earlier looks under it.
    public var crossFade: CrossFade?
    /// Set while the figures roll: the in-between state renderers draw.
    public var roll: FigureRoll?
    /// True while the element fades out after leaving the layout: still drawn, but no longer a
    /// control, and VoiceOver no longer visits it.
    public var isLeaving = false

    public init(
        id: String, role: Role, frame: Rect, text: String? = nil, opacity: Double = 1,
        accessibility: AccessibilityInfo = .hidden
    ) {
        self.id = id
        self.role = role
        self.frame = frame
        self.text = text
        self.opacity = opacity
        self.accessibility = accessibility
        self.strokeWidth = 0
        self.ringWidth = 0
        self.cornerRadius = 0
        self.z = 0
    }

    /// True when it is a control (it has a tap target).
    public var isControl: Bool { hit != nil }
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
