/// The Filters button at the trailing end of the chip row, and where its badge goes.
///
/// The button is a circle as tall as a chip, centred in the band. Its trailing edge sits on the
/// margin unless the widest badge ("99+") would then come closer than `badgeEdgeClearance` to the
/// header's edge; then the button moves in. The position never depends on the count shown, so the
/// button does not shift as the figure rolls.
struct FiltersGeometry: Equatable {
    let button: HeaderRect
    let hit: HeaderRect

    init(metrics: ScopeHeaderMetrics, band: HeaderRect) {
        let size = metrics.filtersSize
        let badgeReach = metrics.widestBadge / 2 - metrics.badgeInset + metrics.badgeRingWidth
        let trailing = min(metrics.width - metrics.margin, metrics.width - metrics.badgeEdgeClearance - badgeReach)
        button = HeaderRect(x: trailing - size, y: band.midY - size / 2, width: size, height: size)
        hit = button.grown(toAtLeast: HeaderEnvironment.minimumHitSize)
    }

    /// How far the badge (with its ring) reaches above the chip band, 0 when it stays inside.
    static func reachAboveBand(_ metrics: ScopeHeaderMetrics) -> Double {
        let aboveButton = metrics.badgeRingWidth + metrics.badgeHeight / 2 - metrics.badgeInset
        return max(0, aboveButton - (metrics.chipBandHeight - metrics.filtersSize) / 2)
    }

    /// The badge showing `text`, centred `badgeInset` in from the button's top-trailing corner.
    func badge(_ text: String, metrics: ScopeHeaderMetrics) -> HeaderRect {
        let width = max(metrics.badgeHeight, metrics.badgeFont.width(of: text) + 2 * metrics.badgePadding)
        return HeaderRect(
            x: button.maxX - metrics.badgeInset - width / 2,
            y: button.minY + metrics.badgeInset - metrics.badgeHeight / 2,
            width: width, height: metrics.badgeHeight)
    }
}

extension ScopeHeader {
    /// The symbol of the Filters button.
    package static let filtersSymbol = "line.3.horizontal.decrease"

    /// The Filters button (fill, separator ring) and, when the count is above 0, its badge: accent
    /// with accentOn figures, ringed in bg — the header's only accent.
    func filtersElements(
        _ geometry: FiltersGeometry, metrics: ScopeHeaderMetrics, _ kept: inout ScopeKeptElements,
        into elements: inout [Element]
    ) {
        let count = effectiveFilterCount
        let look = ScopeKeptElements.FiltersLook(count: count, geometry: geometry)
        let button: Element
        if let reused = kept.filters.reused(look) {
            button = reused
        } else {
            button = kept.filters.keep(
                Self.filtersButtonFields(geometry, count: count, metrics: metrics), showing: look)
        }
        elements.append(button)
        guard let text = CountBadge.text(for: count) else { return }
        if let badge = kept.filtersBadge.reused(look) { return elements.append(badge) }
        var badge = ElementFields(
            id: ScopeHeaderID.filtersBadge, role: .badge, frame: geometry.badge(text, metrics: metrics), text: text)
        badge.font = metrics.badgeFont
        badge.fill = .accent
        badge.color = .accentOn
        badge.ring = .bg
        badge.ringWidth = metrics.badgeRingWidth
        badge.cornerRadius = metrics.badgeHeight / 2
        badge.transition = .snappy
        badge.rollsFigures = true
        badge.z = 5
        elements.append(kept.filtersBadge.keep(badge, showing: look))
    }

    private static func filtersButtonFields(_ geometry: FiltersGeometry, count: Int, metrics: ScopeHeaderMetrics)
        -> ElementFields
    {
        var button = ElementFields(
            id: ScopeHeaderID.filters, role: .button, frame: geometry.button,
            accessibility: filtersAccessibility(count: count))
        button.hit = geometry.hit
        button.fill = .fill
        button.ring = .separator
        button.ringWidth = metrics.filtersRingWidth
        button.cornerRadius = geometry.button.height / 2
        button.symbol = filtersSymbol
        button.symbolSize = metrics.filtersSymbolSize
        button.color = .textPrimary
        button.transition = .snappy
        button.z = 4
        return button
    }
}
