/// What the layout needs beyond the inputs and the environment: the state a live header tracks.
package struct ScopeHeaderLayoutState: Sendable, Equatable {
    /// Whether the header is stuck over the feed (shows its bottom hairline).
    package var isStuck: Bool
    /// How far each row is scrolled sideways (clamped by the layout).
    package var scopesOffset: Double
    package var chipsOffset: Double
    /// The loading shimmer's phase, 0..1; nil when it does not run.
    package var shimmerPhase: Double?

    package init(isStuck: Bool = false, scopesOffset: Double = 0, chipsOffset: Double = 0, shimmerPhase: Double? = 0) {
        self.isStuck = isStuck
        self.scopesOffset = scopesOffset
        self.chipsOffset = chipsOffset
        self.shimmerPhase = shimmerPhase
    }

    package func offset(of row: ScopeHeaderRow) -> Double {
        row == .scopes ? scopesOffset : chipsOffset
    }

    package mutating func setOffset(_ offset: Double, of row: ScopeHeaderRow) {
        if row == .scopes { scopesOffset = offset } else { chipsOffset = offset }
    }
}

extension ScopeHeader {
    /// The component name render trees carry.
    package static let componentName = "scope"

    /// The header as drawn in `environment` in `state`: a pure function of its arguments.
    ///
    /// The tree's ground is bg (the header brings its own, so the feed can run under it).
    /// Elements come in reading order: title, tabs (each followed by its count run), underline,
    /// the tabs' hairline, chips or placeholders, Filters and its badge, the stuck hairline.
    package func layout(in environment: HeaderEnvironment, state: ScopeHeaderLayoutState = ScopeHeaderLayoutState())
        -> RenderTree
    {
        var kept = ScopeKeptElements()
        return layout(
            ScopeHeaderGeometry(self, environment: environment), in: environment, state: state, keeping: &kept)
    }

    /// The layout with its geometry already worked out for this header in `environment` (a live
    /// header works it out once per change and shares it with what else needs it). `kept` holds
    /// the elements of the last layout in this environment (a live header's), made again only
    /// where what they show changed, and moved where only their place did; `previous` is that
    /// layout, whose index by id the tree shares when the ids are the same.
    func layout(
        _ geometry: ScopeHeaderGeometry, in environment: HeaderEnvironment, state: ScopeHeaderLayoutState,
        keeping kept: inout ScopeKeptElements, after previous: RenderTree? = nil
    ) -> RenderTree {
        let metrics = geometry.metrics
        // The families append to one array, made as large as the last layout's at once.
        var elements: [Element] = []
        elements.reserveCapacity((previous?.elements.count ?? 0) + 4)
        elements.append(titleElement(geometry.title, metrics: metrics, &kept))
        var rows: [ScrollRow] = []
        if let tabs = geometry.tabs {
            let row = tabs.row.scrolled(to: state.scopesOffset)
            rows.append(row)
            tabElements(tabs, row: row, metrics: metrics, &kept, into: &elements)
        }
        if let chipRow = geometry.chipRow {
            let row = chipRow.row.scrolled(to: state.chipsOffset)
            rows.append(row)
            chipElements(chipRow, row: row, metrics: metrics, &kept, into: &elements)
            placeholderElements(
                chipRow, row: row, metrics: metrics, shimmer: environment.reduceMotion ? nil : state.shimmerPhase,
                &kept,
                into: &elements)
            if let filters = chipRow.filters { filtersElements(filters, metrics: metrics, &kept, into: &elements) }
        }
        elements.append(stuckHairline(geometry.stuckHairline, isStuck: state.isStuck, &kept))
        return RenderTree(
            component: Self.componentName, size: geometry.size, ground: .bg, elements: elements, scrollRows: rows,
            theme: environment.theme, appearance: environment.appearance, transition: .smooth, indexedLike: previous)
    }

    /// The hairline under a stuck header: separator, present always, opaque only while stuck, so
    /// it fades in and out.
    private func stuckHairline(_ frame: HeaderRect, isStuck: Bool, _ kept: inout ScopeKeptElements) -> Element {
        let look = ScopeKeptElements.StuckLook(frame: frame, isStuck: isStuck)
        if let element = kept.stuckHairline.reused(look) { return element }
        var element = ElementFields(id: ScopeHeaderID.hairline, role: .hairline, frame: frame, opacity: isStuck ? 1 : 0)
        element.fill = .separator
        element.transition = .smooth
        element.z = 6
        return kept.stuckHairline.keep(element, showing: look)
    }
}
