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
public final class ScopeHeaderController: HeaderController, DeferredJumps {
    /// What the app passed, with the bindings (`selectedScope`, `selectedChips`) as taps left them.
    public internal(set) var inputs: ScopeHeader
    /// Text size, width, theme, appearance, Reduce Motion…
    public private(set) var environment: HeaderEnvironment
    /// The clock it follows, shared with the other headers of its `HeaderScene`.
    public let clock: VirtualClock
    /// Presents the states between two layouts on the clock; reading it first lays out a jump
    /// still owed (`DeferredJumps`).
    public var animator: Animator {
        layOutIfNeeded()
        return motion
    }
    let motion: Animator
    /// What happened, in order: "haptic:selection", "scope_changed:saved", "chips_changed:unread",
    /// "on_filters".
    public internal(set) var events: [String] = []
    /// The feed's vertical scroll offset, in points.
    public internal(set) var scrollOffset = 0.0
    /// Where the header's section starts in the feed's content (the feed offset at which the
    /// header reaches the top and pins).
    package private(set) var sectionTop: Double
    /// The rows' sideways offsets (and the rest of the layout state, refreshed on each change;
    /// a jump still owed is laid out first).
    package var state: ScopeHeaderLayoutState {
        layOutIfNeeded()
        return layoutState
    }
    /// `state` as it stands (a jump owed clamps its offsets when it is laid out).
    var layoutState = ScopeHeaderLayoutState()
    /// The tree the header is moving to (a jump still owed is laid out first).
    public var targetTree: RenderTree {
        layOutIfNeeded()
        return laidOutTree
    }
    /// The tree last handed to the animator.
    private var laidOutTree: RenderTree
    /// When the header jumped (a row scrolled sideways, a new environment, or built) without
    /// being laid out since.
    var owedJump: Double?
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
        self.motion = animator
        self.sectionTop = sectionTop
        self.shimmer = Shimmer(start: clock.now)
        // Laid out when first read, with the selected scope in view.
        self.laidOutTree = RenderTree(
            component: ScopeHeader.componentName, size: HeaderSize(width: 0, height: 0), ground: nil, elements: [],
            theme: environment.theme,
            appearance: environment.appearance)
        jump(at: clock.now) { revealSelectedScope(in: geometry) }
    }

    /// Stuck: the explicit input, else pinned with the feed scrolled past the section's top.
    public var isStuck: Bool { isStuck(atOffset: scrollOffset) }

    /// Whether the header would be stuck with the feed at `offset`.
    func isStuck(atOffset offset: Double) -> Bool {
        inputs.isStuck ?? (inputs.pinned && offset > sectionTop)
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
        layOutIfNeeded()
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
        guard environmentChanged else {
            retarget(animated: true, in: geometry)
            return true
        }
        motion.endTransitions()
        jump(at: clock.now) {}
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

    /// Where everything goes for the current inputs and environment, kept while those stay the
    /// same (a tab selected, a new count or scroll moves nothing it holds). Measuring and wrapping
    /// the texts is most of a layout's cost, so each change works it out at most once and hands it
    /// to all that needs it (revealing a tab or chip, clamping the rows, the layout).
    var geometry: ScopeHeaderGeometry {
        let key = geometryKey
        return keptGeometry.geometry(for: key) {
            Self.sharedLayouts.geometry(for: key) {
                ScopeHeaderGeometry(inputs, environment: environment, wraps: wraps)
            }
        }
    }

    private var geometryKey: ScopeHeaderGeometry.Key {
        ScopeHeaderGeometry.Key(inputs: inputs.geometryInputs, environment: environment)
    }

    private var keptGeometry = KeptGeometry<ScopeHeaderGeometry.Key, ScopeHeaderGeometry>()
    /// What the process's scope headers have worked out.
    private static let sharedLayouts = SharedLayouts<ScopeHeaderGeometry.Key, ScopeHeaderGeometry, ScopeKeptElements>()
    /// The elements of the last layout, made again only where they changed.
    private var keptElements = ScopeKeptElements()

    /// The title as wrapped in earlier layouts (see `TextWrapCache`).
    private let wraps = TextWrapCache()

    /// Lays the header out again in `geometry` (the current one) and hands the new tree to the
    /// animator. The caller has laid out the jump owed (if any) before changing what the layout
    /// reads.
    func retarget(animated: Bool, in geometry: ScopeHeaderGeometry) {
        retarget(at: clock.now, animated: animated, in: geometry)
    }

    /// A jump owed, laid out as it would have been at `instant` (`DeferredJumps`).
    func retarget(at instant: Double, animated: Bool) {
        retarget(at: instant, animated: animated, in: geometry)
    }

    private func retarget(at instant: Double, animated: Bool, in geometry: ScopeHeaderGeometry) {
        for row in ScopeHeaderRow.allCases {
            layoutState.setOffset(geometry.row(row)?.clamped(layoutState.offset(of: row)) ?? 0, of: row)
        }
        layoutState.isStuck = isStuck
        layoutState.shimmerPhase = shimmerPhase(at: instant)
        // Elements made afresh (the first layout, a new environment) start from those another
        // header first laid out in this geometry (`SharedLayouts`), or are shared.
        let isFresh = keptElements.keep(for: environment)
        if isFresh, let shared = Self.sharedLayouts.elements(for: geometryKey) { keptElements = shared }
        laidOutTree = inputs.layout(
            geometry, in: environment, state: layoutState, keeping: &keptElements, after: laidOutTree)
        if isFresh { Self.sharedLayouts.share(keptElements, for: geometryKey) }
        motion.retarget(laidOutTree, at: instant, animated: animated, reduceMotion: environment.reduceMotion)
    }
}
