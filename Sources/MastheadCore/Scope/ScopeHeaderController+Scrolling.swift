/// Scrolling: the feed under the header (which can make it stuck) and the two rows sideways.
extension ScopeHeaderController {
    /// Scrolls the feed to `offset` points (its content's scroll offset; negative is overscroll).
    /// The feed's offset only matters to the header through whether it is stuck, so the header is
    /// laid out again only when that changes.
    public func scroll(to offset: Double) {
        guard offset.isFinite, offset != scrollOffset else { return }
        guard live.look().isStuck(atOffset: offset) != isStuck else {
            live.scrollOffset = offset
            return
        }
        live.layOutIfNeeded()
        live.scrollOffset = offset
        live.relayout()
    }

    /// Scrolls a row sideways to `offset` (clamped to what it can reach), as a finger would.
    /// Returns false when the header has no such row now (no scopes, or the chip row hidden).
    @discardableResult
    public func scrollRow(_ row: ScopeHeaderRow, to offset: Double) -> Bool {
        guard let scrollRow = geometry.row(row) else { return false }
        live.jump(at: clock.now) { live.liveState.layout.setOffset(scrollRow.clamped(offset), of: row) }
        return true
    }

    /// The row as drawn now (its viewport, content width and offset), nil when it is not shown.
    package func row(_ row: ScopeHeaderRow) -> ScrollRow? {
        targetTree.scrollRow(row.rawValue)
    }

    /// Scrolls the tab row so the selected scope is in view (with the margin to spare), as the
    /// header does whenever the selection or the layout changes.
    func revealSelectedScope(in geometry: ScopeHeaderGeometry) {
        guard let id = inputs.selectedScopeID else { return }
        scrollIntoView(.scopes, in: geometry) { geometry in geometry.tabs?.tab(id)?.span }
    }

    /// Keeps a chip in view after it changes width (turning on adds a check to a chip without a
    /// symbol), so the chip just tapped stays entirely visible.
    func revealChip(_ id: String, in geometry: ScopeHeaderGeometry) {
        scrollIntoView(.chips, in: geometry) { geometry in geometry.chipRow?.chip(id)?.frame }
    }

    /// Scrolls `rowID` as little as possible so the content rectangle `item` picks from the
    /// current geometry is entirely in view, with the margin to spare where the row allows.
    private func scrollIntoView(
        _ rowID: ScopeHeaderRow, in geometry: ScopeHeaderGeometry, item: (ScopeHeaderGeometry) -> HeaderRect?
    ) {
        guard let laidOut = geometry.row(rowID), let content = item(geometry) else { return }
        let row = laidOut.scrolled(to: live.liveState.layout.offset(of: rowID))
        guard !row.shows(row.place(content)) else { return }
        live.liveState.layout.setOffset(row.offset(revealing: content, padding: geometry.metrics.margin), of: rowID)
    }

    /// Scrolls the row holding `element` (header coordinates) until the element is entirely in
    /// view; returns whether the row moved.
    func reveal(_ element: Element) -> Bool {
        guard let rowID = element.scrollRow.flatMap(ScopeHeaderRow.init(rawValue:)),
            let row = targetTree.scrollRow(rowID.rawValue), !row.shows(element.frame)
        else { return false }
        let content = element.frame.offsetBy(dx: row.offset - row.viewport.minX)
        live.liveState.layout.setOffset(row.offset(revealing: content, padding: environment.screenMargin), of: rowID)
        return true
    }
}
