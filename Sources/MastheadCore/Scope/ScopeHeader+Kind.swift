/// The scope header as a `HeaderKind`: besides its inputs it keeps where its section starts in
/// the feed and how far its rows are scrolled sideways; its geometry is worked out from the
/// inputs it reads and the environment.
extension ScopeHeader: HeaderKind {
    struct LiveState {
        /// Where the header's section starts in the feed's content (the feed offset at which the
        /// header reaches the top and pins).
        var sectionTop: Double
        /// The rows' offsets, and, as last laid out, whether it is stuck and the shimmer's phase.
        var layout = ScopeHeaderLayoutState()
    }

    var isLoading: Bool { isLoadingChips }

    static var vocabulary: ElementVocabulary { .scope }
    static var geometryReadsState: Bool { false }

    static func geometryKey(of look: HeaderLook<Self>) -> ScopeHeaderGeometry.Key {
        ScopeHeaderGeometry.Key(inputs: look.inputs.geometryInputs, environment: look.environment)
    }

    static func geometry(of look: HeaderLook<Self>, wraps: TextWrapCache?) -> ScopeHeaderGeometry {
        ScopeHeaderGeometry(look.inputs, environment: look.environment, wraps: wraps)
    }

    /// Each row's offset clamped to what it can reach in `geometry`; stuck and the shimmer as now.
    static func fitted(_ state: LiveState, to geometry: ScopeHeaderGeometry, in look: HeaderLook<Self>) -> LiveState? {
        var state = state
        for row in ScopeHeaderRow.allCases {
            state.layout.setOffset(geometry.row(row)?.clamped(state.layout.offset(of: row)) ?? 0, of: row)
        }
        state.layout.isStuck = look.isStuck
        state.layout.shimmerPhase = look.shimmer
        return state
    }

    static func layout(
        _ look: HeaderLook<Self>, in geometry: ScopeHeaderGeometry, keeping kept: inout ScopeKeptElements,
        after previous: RenderTree?
    ) -> RenderTree {
        look.inputs.layout(geometry, in: look.environment, state: look.state.layout, keeping: &kept, after: previous)
    }

    /// What the process's scope headers have worked out.
    static let sharedLayouts = SharedLayouts<ScopeHeaderGeometry.Key, ScopeHeaderGeometry, ScopeKeptElements>()
}

extension HeaderLook where Kind == ScopeHeader {
    /// Stuck: the explicit input, else pinned with the feed scrolled past the section's top.
    var isStuck: Bool { isStuck(atOffset: scrollOffset) }

    /// Whether the header would be stuck with the feed at `offset`.
    func isStuck(atOffset offset: Double) -> Bool {
        inputs.isStuck ?? (inputs.pinned && offset > state.sectionTop)
    }
}
