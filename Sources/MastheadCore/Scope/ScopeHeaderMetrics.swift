/// The fonts and distances a scope header is laid out with, resolved for one environment.
///
/// Distances that sit next to text grow with its Dynamic Type size (`scale` factors); the rest are
/// fixed points. docs/scope-header.md draws the whole layout with these names.
///
/// A class: a geometry, each element family and each kept element's making read it, and a
/// struct of five fonts and a dozen sizes was copied (and its strings retained) at every turn.
final class ScopeHeaderMetrics: Sendable {
    let width: Double
    /// Leading and trailing margin of the title and of the rows' content.
    let margin: Double
    let hairline: Double

    let titleFont: FontSpec
    let selectedTabFont: FontSpec
    let tabFont: FontSpec
    let chipFont: FontSpec
    let badgeFont: FontSpec

    /// Space above the title.
    let topPadding = 8.0
    /// Space between the title and the tab row.
    let titleToTabs = 4.0
    /// The tab row's height: the tab text with room above and below, at least a 44 pt target.
    let tabRowHeight: Double
    /// Room between two tabs' text (half on each side of a tab's target); it grows with the text
    /// size up to one and a half times, so large text keeps more tabs in view.
    let tabSpacing: Double
    /// Between a scope's title and its count.
    let countGap: Double
    let underlineHeight = 2.0
    /// Space between the tab row (its hairline) and the chip row.
    let tabsToChips = 6.0
    /// Space under the chip row.
    let bottomPadding = 6.0
    /// Space under the title when neither tabs nor chips follow.
    let titleOnlyPadding = 8.0

    let chipHeight: Double
    /// The chip row's band: the chips centred in at least 44 pt, so their targets fit in it.
    let chipBandHeight: Double
    let chipPadding: Double
    let chipSpacing = 8.0
    let chipMinimumWidth = HeaderEnvironment.minimumHitSize
    let chipStrokeWidth = 1.0
    let symbolSize: Double
    let symbolGap: Double
    /// Widths of the grey loading chips, before scaling with the text size.
    let placeholderWidths = [72.0, 96.0, 64.0, 88.0]
    let placeholderScale: Double

    /// The Filters button is a circle as tall as a chip.
    var filtersSize: Double { chipHeight }
    /// Between the chips' viewport and the Filters button.
    let filtersGap = 8.0
    let filtersRingWidth = 1.0
    let filtersSymbolSize: Double
    /// The badge: a capsule at least as wide as it is tall, its centre `badgeInset` in from the
    /// button's top-trailing corner, ringed in bg.
    let badgeHeight: Double
    let badgePadding = 5.0
    let badgeInset = 4.0
    let badgeRingWidth = 2.0
    /// The closest the badge (with its ring) comes to the header's trailing edge.
    let badgeEdgeClearance = 1.0

    init(_ environment: HeaderEnvironment) {
        let typography = environment.typography
        width = environment.width
        margin = environment.screenMargin
        hairline = environment.hairline
        titleFont = typography.display(designSize: 28)
        selectedTabFont = typography.text(.body, weight: .semibold)
        tabFont = typography.text(.body)
        chipFont = typography.text(.subheadline, weight: .medium)
        badgeFont = typography.figures(.caption1)

        let tabScale = tabFont.size / TypeScale.size(.body, .large)
        tabRowHeight = max(HeaderEnvironment.minimumHitSize, tabFont.lineHeight + 16)
        tabSpacing = 24 * min(tabScale, 1.5)
        countGap = 4 * tabScale

        let chipScale = chipFont.size / TypeScale.size(.subheadline, .large)
        chipHeight = chipFont.lineHeight + 12
        chipBandHeight = max(HeaderEnvironment.minimumHitSize, chipHeight)
        chipPadding = 12 * chipScale
        symbolSize = chipFont.size
        symbolGap = 6 * chipScale
        placeholderScale = chipScale
        filtersSymbolSize = chipFont.size + 2
        badgeHeight = badgeFont.lineHeight + 2
    }

    /// The widest a badge gets ("99+"), so the button does not move as the count changes.
    var widestBadge: Double {
        max(badgeHeight, badgeFont.width(of: CountBadge.widestText) + 2 * badgePadding)
    }
}
