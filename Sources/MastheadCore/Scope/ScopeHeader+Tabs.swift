/// One tab in its row, in content coordinates (x from the row's start, y from the header's top).
struct TabGeometry {
    let scope: ScopeHeader.Scope
    /// The tap target: the tab's share of the row, as tall as the row and at least 44 wide.
    let slot: HeaderRect
    /// The tab's text: its title (room for it in semibold) and, when shown, the count after it.
    let span: HeaderRect
    /// The count's run inside `span`, with its text.
    let count: (text: String, frame: HeaderRect)?
}

/// The tab row: text tabs on a hairline, scrolling sideways when they do not fit.
///
/// Every title gets the width it has in semibold, selected or not, so picking a scope moves only
/// the underline. Targets tile the row without gaps: each tab's slot is its text with half the
/// spacing on either side (the first one reaching back to the row's edge, so its text starts at
/// the margin), widened on the trailing side to 44 pt when the text is short.
struct TabsGeometry {
    let band: HeaderRect
    let row: ScrollRow
    let tabs: [TabGeometry]
    /// The hairline along the bottom of the band, under every tab.
    let hairline: HeaderRect

    init(_ scopes: [ScopeHeader.Scope], metrics: ScopeHeaderMetrics, top: Double) {
        band = HeaderRect(x: 0, y: top, width: metrics.width, height: metrics.tabRowHeight)
        let lineHeight = metrics.tabFont.lineHeight
        let textTop = top + (metrics.tabRowHeight - metrics.underlineHeight - lineHeight) / 2
        var tabs: [TabGeometry] = []
        var cursor = 0.0
        for scope in scopes {
            let titleWidth = metrics.selectedTabFont.width(of: scope.title)
            let countText = scope.countText
            let countWidth = countText.map { metrics.tabFont.width(of: $0) } ?? 0
            let spanWidth = titleWidth + (countText == nil ? 0 : metrics.countGap + countWidth)
            let leading = tabs.isEmpty ? metrics.margin : metrics.tabSpacing / 2
            let slotWidth = max(leading + spanWidth + metrics.tabSpacing / 2, HeaderEnvironment.minimumHitSize)
            let span = HeaderRect(x: cursor + leading, y: textTop, width: spanWidth, height: lineHeight)
            let count = countText.map { text in
                (
                    text,
                    HeaderRect(
                        x: span.minX + titleWidth + metrics.countGap, y: textTop, width: countWidth, height: lineHeight)
                )
            }
            tabs.append(
                TabGeometry(
                    scope: scope, slot: HeaderRect(x: cursor, y: top, width: slotWidth, height: metrics.tabRowHeight),
                    span: span, count: count))
            cursor += slotWidth
        }
        let contentWidth = max((tabs.last?.span.maxX ?? 0) + metrics.margin, cursor)
        self.tabs = tabs
        row = ScrollRow(
            id: ScopeHeaderRow.scopes.rawValue, viewport: band, contentWidth: contentWidth, offset: 0, transition: .hero
        )
        hairline = HeaderRect(x: 0, y: band.maxY - metrics.hairline, width: metrics.width, height: metrics.hairline)
    }

    func tab(_ id: String) -> TabGeometry? { tabs.first { $0.scope.id == id } }

    /// The underline under a tab's text, on the band's bottom edge (over the hairline).
    func underline(under tab: TabGeometry, metrics: ScopeHeaderMetrics) -> HeaderRect {
        HeaderRect(
            x: tab.span.minX, y: band.maxY - metrics.underlineHeight, width: tab.span.width,
            height: metrics.underlineHeight)
    }
}

extension ScopeHeader {
    /// The tabs (each with its count run), the underline under the selected one and the hairline
    /// under them all, with the row scrolled as `row` says.
    func tabElements(
        _ geometry: TabsGeometry, row: ScrollRow, metrics: ScopeHeaderMetrics, _ kept: inout ScopeKeptElements,
        into elements: inout [Element]
    ) {
        let selected = selectedScopeID
        kept.tabs.makeRoom(for: geometry.tabs.count)
        kept.counts.makeRoom(for: geometry.tabs.count)
        var countIndex = 0
        for index in geometry.tabs.indices {
            let scope = geometry.tabs[index].scope
            let look = ScopeKeptElements.TabLook(scope: scope, isSelected: scope.id == selected)
            let placement = ElementPlacement(
                frame: row.place(geometry.tabs[index].span), hit: row.place(geometry.tabs[index].slot))
            if let tab = kept.tabs[index].reused(look, at: placement) {
                elements.append(tab)
            } else {
                let tab = Self.tabFields(look, row: row, metrics: metrics)
                elements.append(kept.tabs[index].keep(tab, showing: look, at: placement))
            }
            guard let count = geometry.tabs[index].count else { continue }
            let countPlacement = ElementPlacement(frame: row.place(count.frame))
            if let run = kept.counts[countIndex].reused(scope, at: countPlacement) {
                elements.append(run)
            } else {
                let run = Self.countFields(scope, text: count.text, row: row, metrics: metrics)
                elements.append(kept.counts[countIndex].keep(run, showing: scope, at: countPlacement))
            }
            countIndex += 1
        }
        if let selected, let tab = geometry.tab(selected) {
            let placement = ElementPlacement(frame: row.place(geometry.underline(under: tab, metrics: metrics)))
            if let underline = kept.underline.reused(FixedLook(), at: placement) {
                elements.append(underline)
            } else {
                elements.append(
                    kept.underline.keep(Self.underlineFields(row: row), showing: FixedLook(), at: placement))
            }
        }
        if let hairline = kept.tabsHairline.reused(geometry.hairline) {
            elements.append(hairline)
        } else {
            var hairline = ElementFields(id: ScopeHeaderID.scopesHairline, role: .hairline, frame: geometry.hairline)
            hairline.fill = .separator
            hairline.z = 1
            elements.append(kept.tabsHairline.keep(hairline, showing: geometry.hairline))
        }
    }

    /// A tab: its title in semibold and textPrimary when selected, regular and textSecondary
    /// otherwise (its placement is the row's).
    private static func tabFields(_ look: ScopeKeptElements.TabLook, row: ScrollRow, metrics: ScopeHeaderMetrics)
        -> ElementFields
    {
        var element = ElementFields(
            id: ScopeHeaderID.scope(look.scope.id), role: .tab, frame: .zero, text: look.scope.title,
            accessibility: scopeAccessibility(look.scope, isSelected: look.isSelected))
        element.font = look.isSelected ? metrics.selectedTabFont : metrics.tabFont
        element.color = look.isSelected ? .textPrimary : .textSecondary
        element.scrollRow = row.id
        element.transition = .hero
        element.z = 3
        return element
    }

    /// The count run after a tab's title, in textTertiary.
    private static func countFields(
        _ scope: ScopeHeader.Scope, text: String, row: ScrollRow, metrics: ScopeHeaderMetrics
    ) -> ElementFields {
        var run = ElementFields(id: ScopeHeaderID.scopeCount(scope.id), role: .text, frame: .zero, text: text)
        run.font = metrics.tabFont
        run.color = .textTertiary
        run.scrollRow = row.id
        run.transition = .hero
        run.z = 3
        return run
    }

    /// The underline under the selected tab's text.
    private static func underlineFields(row: ScrollRow) -> ElementFields {
        var underline = ElementFields(id: ScopeHeaderID.underline, role: .underline, frame: .zero)
        underline.fill = .textPrimary
        underline.scrollRow = row.id
        underline.transition = .hero
        underline.z = 2
        return underline
    }
}
