/// Where each part of a scope header goes, before the rows are scrolled: the bands from top to
/// bottom (title, tabs, chips), and each row's content in content coordinates.
///
/// Both the pure layout and the live header read it: the layout to place elements, the live
/// header to know how far a row scrolls and where a tab or chip sits in it. A class, as it is
/// handed around whole (kept by a live header, read by every step) and never changes.
final class ScopeHeaderGeometry: Sendable {
    let metrics: ScopeHeaderMetrics
    let size: HeaderSize
    let title: TitleGeometry
    /// nil without scopes.
    let tabs: TabsGeometry?
    /// nil when the chip row is hidden (chips: []).
    let chipRow: ChipRowGeometry?
    /// The hairline drawn under the header once it is stuck: along its bottom edge.
    let stuckHairline: HeaderRect

    /// What a geometry is worked out from (a live header keeps one while it stays the same).
    struct Key: Equatable, Sendable {
        /// As `ScopeHeader.geometryInputs` has them.
        let inputs: ScopeHeader
        let environment: HeaderEnvironment
    }

    /// `wraps`, when given, remembers wrapped texts between layouts (a live header's): the title
    /// rarely changes, and wrapping it was the largest part of working the geometry out.
    init(_ header: ScopeHeader, metrics: ScopeHeaderMetrics, wraps: TextWrapCache? = nil) {
        self.metrics = metrics
        var bottom = metrics.topPadding
        title = TitleGeometry(header.title, metrics: metrics, top: bottom, wraps: wraps)
        bottom = title.frame.maxY
        if header.scopes.isEmpty {
            tabs = nil
        } else {
            let tabs = TabsGeometry(header.scopes, metrics: metrics, top: bottom + metrics.titleToTabs)
            bottom = tabs.band.maxY
            self.tabs = tabs
        }
        if header.showsChipRow {
            let row = ChipRowGeometry(header, metrics: metrics, top: bottom + metrics.tabsToChips)
            bottom = row.band.maxY + metrics.bottomPadding
            chipRow = row
        } else {
            chipRow = nil
            if tabs == nil { bottom += metrics.titleOnlyPadding }
        }
        size = HeaderSize(width: metrics.width, height: bottom)
        stuckHairline = HeaderRect(x: 0, y: bottom - metrics.hairline, width: metrics.width, height: metrics.hairline)
    }

    convenience init(_ header: ScopeHeader, environment: HeaderEnvironment, wraps: TextWrapCache? = nil) {
        self.init(header, metrics: ScopeHeaderMetrics(environment), wraps: wraps)
    }

    /// The row with `id` as laid out, not yet scrolled.
    func row(_ id: ScopeHeaderRow) -> ScrollRow? {
        switch id {
        case .scopes: return tabs?.row
        case .chips: return chipRow?.row
        }
    }
}

/// The two rows of a scope header that scroll sideways, by the ids render trees give them: the
/// tabs (`scopes`) and the chips.
///
/// ```swift
/// let header = try ScopeHeaderController(inputs: .sample, clock: VirtualClock())
/// #expect(header.scrollRow(.chips, to: 80))           // as a finger would, clamped to the row
/// #expect(header.currentTree()["chip.unread"]!.frame.x < 0)   // scrolled out on the left
/// ```
public enum ScopeHeaderRow: String, Sendable, CaseIterable {
    case scopes, chips
}
