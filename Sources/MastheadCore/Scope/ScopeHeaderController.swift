/// The live scope header (`HeaderController`): its inputs and environment, where the feed and its
/// rows are scrolled, what happened (the event log), and the tree as drawn over time.
///
/// It plays the app around the header as well: the bindings change when the user taps, and each
/// change records the event the app would reload on. Pinned in a feed, it is stuck once the feed
/// scrolls past the top of its section (`sectionTop`, 0 when the section opens the feed); an
/// explicit `isStuck` input wins over that.
///
/// ```swift
/// let header = try ScopeHeaderController(inputs: .sample, clock: VirtualClock(), sectionTop: 120)
/// header.scroll(to: 200)                        // the feed passed the section's top
/// #expect(header.isStuck)
/// try header.tap("chip.saved")
/// try header.settle()
/// #expect(header.inputs.selectedChips == ["saved"])
/// #expect(header.events == ["haptic:selection", "chips_changed:saved"])
/// #expect(header.voiceOver.contains("Selected, Saved, Button. Removes Saved from the filters."))
/// ```
public final class ScopeHeaderController: HeaderController {
    /// What the app passed, with the bindings (`selectedScope`, `selectedChips`) as taps left them.
    public internal(set) var inputs: ScopeHeader
    /// Text size, width, theme, appearance, Reduce Motion…
    public private(set) var environment: HeaderEnvironment
    /// The scenario's clock (shared with its other components).
    public let clock: VirtualClock
    /// Presents the states between two layouts on the clock.
    public let animator: Animator
    /// What happened, in order: "haptic:selection", "scope_changed:saved", "chips_changed:unread",
    /// "on_filters".
    public internal(set) var events: [String] = []
    /// The feed's vertical scroll offset, in points.
    public internal(set) var scrollOffset = 0.0
    /// Where the header's section starts in the feed's content (the feed offset at which the
    /// header reaches the top and pins).
    package private(set) var sectionTop: Double
    /// The rows' sideways offsets (and the rest of the layout state, refreshed on each change).
    package internal(set) var state = ScopeHeaderLayoutState()
    /// The tree the header is moving to.
    public private(set) var targetTree: RenderTree
    /// The loading shimmer, counted from when the header was built.
    public let shimmer: Shimmer

    /// A live header for `inputs`, once they validate.
    public init(
        inputs: ScopeHeader, environment: HeaderEnvironment = HeaderEnvironment(), clock: VirtualClock,
        sectionTop: Double = 0, animator: Animator = Animator()
    ) throws(ScopeHeaderInputError) {
        self.inputs = try inputs.validated()
        self.environment = environment
        self.clock = clock
        self.animator = animator
        self.sectionTop = sectionTop
        self.shimmer = Shimmer(start: clock.now)
        // Laid out for real just below, once the selected scope is in view.
        self.targetTree = RenderTree(
            component: ScopeHeader.componentName, size: HeaderSize(width: 0, height: 0), ground: nil, elements: [],
            theme: environment.theme,
            appearance: environment.appearance)
        let geometry = self.geometry
        revealSelectedScope(in: geometry)
        retarget(animated: false, in: geometry)
    }

    /// Stuck: the explicit input, else pinned with the feed scrolled past the section's top.
    public var isStuck: Bool {
        inputs.isStuck ?? (inputs.pinned && scrollOffset > sectionTop)
    }

    /// Placeholders stand in for the chips while they load.
    public var isLoading: Bool { inputs.isLoadingChips }

    /// Applies new inputs from the app (and, when given, a new environment or section top). Input
    /// changes animate; a new environment applies at once, as a system setting does, and ends
    /// what was in flight (it moved in the old geometry). A changed scope or chip set records the
    /// event the app reloads on; the same values again change nothing and record nothing.
    /// Invalid inputs change nothing. Returns whether anything changed.
    @discardableResult
    public func set(
        _ newInputs: ScopeHeader, environment newEnvironment: HeaderEnvironment?, sectionTop newTop: Double?
    ) throws(ScopeHeaderInputError) -> Bool {
        let validated = try newInputs.validated()
        let environment = newEnvironment ?? self.environment
        let sectionTop = newTop ?? self.sectionTop
        guard validated != inputs || environment != self.environment || sectionTop != self.sectionTop else {
            return false
        }
        let old = inputs
        let environmentChanged = environment != self.environment
        let layoutChanged = environmentChanged || validated.scopes != old.scopes
        inputs = validated
        self.environment = environment
        self.sectionTop = sectionTop
        if validated.selectedScopeID != old.selectedScopeID, let id = validated.selectedScopeID {
            events.append(ScopeHeaderEvent.scopeChanged(id))
        }
        if validated.selectedChips != old.selectedChips {
            events.append(ScopeHeaderEvent.chipsChanged(validated.selectedChips))
        }
        let geometry = self.geometry
        if layoutChanged || validated.selectedScopeID != old.selectedScopeID { revealSelectedScope(in: geometry) }
        // Inputs animate; a change of environment applies at once, as a system setting does, and
        // ends what was in flight (it moved in the old geometry).
        if environmentChanged { animator.endTransitions() }
        retarget(animated: !environmentChanged, in: geometry)
        return true
    }

    /// Applies new inputs, and a new environment when one is given (see `set(_:environment:sectionTop:)`).
    @discardableResult
    public func set(_ inputs: ScopeHeader, environment: HeaderEnvironment? = nil) throws(ScopeHeaderInputError)
        -> Bool
    {
        try set(inputs, environment: environment, sectionTop: nil)
    }

    /// Nothing to catch up on: the only thing time moves outside a transition is the loading
    /// shimmer, which is read from the clock when the header is drawn.
    @discardableResult
    public func clockDidMove(from start: Double) -> Bool { false }

    /// Where everything goes for the current inputs and environment. Measuring and wrapping the
    /// texts is most of a layout's cost, so each change works it out once and hands it to all
    /// that needs it (revealing a tab or chip, clamping the rows, the layout).
    var geometry: ScopeHeaderGeometry { ScopeHeaderGeometry(inputs, environment: environment, wraps: wraps) }

    /// The title as wrapped in earlier layouts (see `TextWrapCache`).
    private let wraps = TextWrapCache()

    /// Lays the header out again in `geometry` (the current one) and hands the new tree to the
    /// animator.
    func retarget(animated: Bool, in geometry: ScopeHeaderGeometry) {
        for row in ScopeHeaderRow.allCases {
            state.setOffset(geometry.row(row)?.clamped(state.offset(of: row)) ?? 0, of: row)
        }
        state.isStuck = isStuck
        state.shimmerPhase = shimmerPhase
        targetTree = inputs.layout(geometry, in: environment, state: state)
        animator.retarget(targetTree, at: clock.now, animated: animated, reduceMotion: environment.reduceMotion)
    }
}
