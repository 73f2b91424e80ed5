/// The live scope header (`HeaderController`): its inputs and environment, where the feed and its
/// rows are scrolled, what happened (the event log), and the tree as drawn over time. It is a
/// `LiveHeader` of `ScopeHeader`s and what the scope header adds: validated inputs, the feed and
/// its rows (`+Scrolling`), taps that change the bindings (`+Tap`).
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
    let live: LiveHeader<ScopeHeader>

    /// A live header for `inputs`, once they validate.
    public convenience init(
        inputs: ScopeHeader, environment: HeaderEnvironment = HeaderEnvironment(), clock: VirtualClock,
        sectionTop: Double = 0, animator: Animator = Animator()
    ) throws(ScopeHeaderInputError) {
        try self.init(
            inputs: inputs, environment: environment, clock: clock, sectionTop: sectionTop, animator: animator,
            memoized: LayoutMemoSwitch.isOn)
    }

    /// The same, remembering nothing between layouts when `memoized` is false (`LayoutMemo`).
    package init(
        inputs: ScopeHeader, environment: HeaderEnvironment = HeaderEnvironment(), clock: VirtualClock,
        sectionTop: Double = 0, animator: Animator = Animator(), memoized: Bool
    ) throws(ScopeHeaderInputError) {
        live = LiveHeader(
            inputs: try inputs.validated(), environment: environment,
            state: ScopeHeader.LiveState(sectionTop: sectionTop), clock: clock, animator: animator,
            memoized: memoized)
        // Laid out when first read, with the selected scope in view.
        live.jump(at: clock.now) { revealSelectedScope(in: geometry) }
    }

    /// What the app passed, with the bindings (`selectedScope`, `selectedChips`) as taps left them.
    public var inputs: ScopeHeader { live.inputs }
    /// Text size, width, theme, appearance, Reduce Motion…
    public var environment: HeaderEnvironment { live.environment }
    /// The clock it follows, shared with the other headers of its `HeaderScene`.
    public var clock: VirtualClock { live.clock }
    /// Presents the states between two layouts on the clock.
    public var animator: Animator { live.animator }
    /// What happened, in order: "haptic:selection", "scope_changed:saved", "chips_changed:unread",
    /// "on_filters".
    public var events: [String] { live.events }
    /// The feed's vertical scroll offset, in points.
    public var scrollOffset: Double { live.scrollOffset }
    /// The tree the header is moving to.
    public var targetTree: RenderTree { live.targetTree }
    /// The loading shimmer, counted from when the header was built.
    public var shimmer: Shimmer { live.shimmer }
    /// Placeholders stand in for the chips while they load.
    public var isLoading: Bool { live.isLoading }

    /// Where the header's section starts in the feed's content (the feed offset at which the
    /// header reaches the top and pins).
    package var sectionTop: Double { live.liveState.sectionTop }
    /// The rows' sideways offsets (and the rest of the layout state as last laid out).
    package var state: ScopeHeaderLayoutState { live.state.layout }

    /// Stuck: the explicit input, else pinned with the feed scrolled past the section's top.
    public var isStuck: Bool { live.look().isStuck }

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
        live.layOutIfNeeded()
        live.inputs = validated
        live.environment = environment
        live.liveState.sectionTop = sectionTop
        if validated.selectedScopeID != old.selectedScopeID, let id = validated.selectedScopeID {
            live.record(ScopeHeaderEvent.scopeChanged(id))
        }
        if validated.selectedChips != old.selectedChips {
            live.record(ScopeHeaderEvent.chipsChanged(validated.selectedChips))
        }
        if layoutChanged || validated.selectedScopeID != old.selectedScopeID { revealSelectedScope(in: geometry) }
        guard environmentChanged else {
            live.relayout()
            return true
        }
        live.endTransitions()
        live.jump(at: clock.now) {}
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

    /// Where everything goes for the current inputs and environment (remembered: `LayoutMemo`).
    var geometry: ScopeHeaderGeometry { live.geometry }
}
