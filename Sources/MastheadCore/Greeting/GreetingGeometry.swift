/// Where everything of one greeting header goes, for every collapse value: fonts, wrapped lines,
/// the row (see `GreetingRowLayout`) and the expanded block. Worked out from the inputs, the
/// environment and the minute's texts, and kept while they stay the same; `GreetingBlend` then picks the point between
/// expanded and compact.
///
/// It reads the inputs only as `GreetingHeader.geometryInputs` has them: a live header keeps one
/// geometry while the count or the collapse changes. A class, as it is handed around whole (kept
/// by a live header, read by every element family) and never changes.
final class GreetingGeometry: Sendable {
    let environment: HeaderEnvironment

    let dateFont: FontSpec
    let greetingFont: FontSpec
    let compactFont: FontSpec
    let promptFont: FontSpec
    /// The unread badge's font, size and place on the bell.
    let badge: GreetingBadgeGeometry

    /// The date line's text (the status, or the date) and the greeting (nil while loading).
    let dateText: String
    let greetingText: String?
    /// The avatar's initials (nil while loading), worked out once rather than at every collapse.
    let initials: String?

    /// The content box, inside the pinned margins and below the status bar when pinned.
    let contentX: Double
    let contentWidth: Double
    let top: Double

    let controls: GreetingControlSizes
    let row: GreetingRowLayout

    /// The large greeting's lines (nil while loading: one placeholder line) and frame.
    let greetingLines: [String]?
    let greetingFrame: HeaderRect
    let promptLines: [String]
    /// The search field's frame; nil without `on_search`.
    let fieldFrame: HeaderRect?
    let bottomPadding: Double

    /// What a geometry is worked out from (a live header keeps one while it stays the same).
    struct Key: Equatable, Sendable {
        /// As `GreetingHeader.geometryInputs` has them.
        let inputs: GreetingHeader
        let environment: HeaderEnvironment
        let time: CivilTime
    }

    /// `wraps`, when given, remembers wrapped texts from one layout to the next (a live header's).
    init(header: GreetingHeader, environment: HeaderEnvironment, time: CivilTime, wraps: TextWrapCache? = nil) {
        func wrap(_ text: String, _ font: FontSpec, _ maxWidth: Double) -> [String] {
            font.wrap(text, maxWidth: maxWidth, cache: wraps)
        }
        self.environment = environment
        initials = header.profile?.initials
        let typography = environment.typography
        let (greetingFont, compactFont) = (typography.display(designSize: 30), typography.text(.headline))
        self.greetingFont = greetingFont
        self.compactFont = compactFont
        dateFont = typography.text(.subheadline)
        promptFont = typography.text(.body)
        let badgeFont = Typography(
            type: environment.theme.type, textSize: min(environment.textSize, GreetingMetrics.badgeLargestTextSize)
        ).figures(.caption1)

        dateText = header.status ?? DateLine.format(time)
        greetingText = header.profile.map { GreetingHeader.greetingText(for: $0, at: time) }

        let margin = header.pinned ? environment.screenMargin : 0
        contentX = margin
        let contentWidth = max(environment.width - 2 * margin, 1)
        self.contentWidth = contentWidth
        top = header.pinned ? environment.safeAreaTop : 0
        controls = GreetingControlSizes(symbolSize: promptFont.size)
        badge = GreetingBadgeGeometry(font: badgeFont, symbolSize: controls.symbolSize)
        row = GreetingRowLayout(
            header: header, content: HeaderRect(x: contentX, y: top, width: contentWidth, height: 0),
            controls: controls,
            badge: badge, stacked: environment.textSize.isAccessibilitySize,
            date: (dateText, dateFont), greeting: greetingText.map { ($0, compactFont) }, wraps: wraps)

        let greetingLines = greetingText.map { wrap($0, greetingFont, contentWidth) }
        self.greetingLines = greetingLines
        greetingFrame = HeaderRect(
            x: margin, y: row.maxY + GreetingMetrics.greetingGap, width: contentWidth,
            height: Double(greetingLines?.count ?? 1) * greetingFont.lineHeight)
        let promptWidth =
            contentWidth - GreetingMetrics.fieldLeadingInset - controls.symbolSize
            - GreetingMetrics.fieldSymbolGap - GreetingMetrics.fieldTrailingInset
        promptLines = wrap(header.searchPrompt, promptFont, max(promptWidth, 1))
        let fieldHeight = max(
            HeaderEnvironment.minimumHitSize,
            Double(promptLines.count) * promptFont.lineHeight + GreetingMetrics.fieldVerticalPadding)
        fieldFrame =
            header.handles(.search)
            ? HeaderRect(
                x: margin, y: greetingFrame.maxY + GreetingMetrics.fieldGap, width: contentWidth, height: fieldHeight)
            : nil
        bottomPadding = header.pinned ? GreetingMetrics.pinnedBottomPadding : 0
    }

    var symbolSize: Double { controls.symbolSize }
    var buttonSide: Double { controls.buttonSide }
    var textBand: HeaderRect { row.textBand }
    var slots: [GreetingRowLayout.Slot: HeaderRect] { row.slots }
    var dateLines: [String] { row.dateLines }
    var compactLines: [String]? { row.compactLines }

    /// The space the greeting takes below the row (its gap included).
    var greetingSpace: Double { greetingFrame.maxY - row.maxY }
    /// The space the field takes below the greeting (its gap included); 0 without a field.
    var fieldSpace: Double { fieldFrame.map { $0.maxY - greetingFrame.maxY } ?? 0 }

    /// The header's height at a blend: the row, what is still open of the expanded block, and
    /// the pinned padding.
    func height(_ blend: GreetingBlend) -> Double {
        row.maxY + greetingSpace * blend.greetingSpaceOpen + fieldSpace * blend.fieldSpaceOpen + bottomPadding
    }

    /// The avatar's diameter at a blend: it shrinks a little as the header collapses.
    func avatarDiameter(_ blend: GreetingBlend) -> Double {
        blend.mix(controls.avatarExpanded, controls.avatarCompact)
    }

    /// A square of `side` centred in a slot.
    func centred(_ side: Double, in slot: HeaderRect) -> HeaderRect {
        HeaderRect(x: slot.midX - side / 2, y: slot.midY - side / 2, width: side, height: side)
    }

    /// The corner radius of the bell, the search button and the field: the theme's radius.md,
    /// at most half the side (a radius that large makes a circle).
    func controlRadius(side: Double) -> Double {
        min(environment.theme.radiusMD, side / 2)
    }
}

/// The sizes of the controls, which grow with Dynamic Type: a button is its symbol (drawn at the
/// body size) plus 19 pt; the avatar is 4 pt larger expanded and 4 pt smaller compact; each sits in
/// a slot of at least 44 pt, its tap target, the avatar's wide enough for its ring too (so the ring
/// stays inside the header at the trailing edge).
struct GreetingControlSizes {
    let symbolSize: Double
    let buttonSide: Double
    let avatarExpanded: Double
    let avatarCompact: Double

    init(symbolSize: Double) {
        self.symbolSize = symbolSize
        buttonSide = symbolSize + GreetingMetrics.buttonPadding
        avatarExpanded = buttonSide + GreetingMetrics.avatarStep
        avatarCompact = buttonSide - GreetingMetrics.avatarStep
    }

    var buttonSlot: Double { max(buttonSide, HeaderEnvironment.minimumHitSize) }
    var avatarSlot: Double {
        max(avatarExpanded + 2 * GreetingMetrics.avatarRingWidth, HeaderEnvironment.minimumHitSize)
    }

    /// How far the avatar's ring stands in from its slot's edges (the avatar at its largest).
    var avatarRingInset: Double { (avatarSlot - avatarExpanded) / 2 - GreetingMetrics.avatarRingWidth }
}
