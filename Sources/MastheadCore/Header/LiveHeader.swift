/// A header as an app holds it over time, for any `HeaderKind`: the inputs and environment, the
/// content's scroll offset, what else the kind keeps (`state`), the clock it follows, the animator
/// that carries it from one layout to the next, the loading shimmer and the log of what happened.
/// The public headers (`GreetingHeaderController`, `ScopeHeaderController`) are one of these and
/// what their kind adds: its inputs' changes and its taps.
///
/// A change is made through `relayout(from:)` (animates to the new layout), `jump(at:_:)` (a
/// scroll, a new environment: applies at once) or `endTransitions()`. Laying out goes through
/// `LayoutMemo`, the one place that remembers anything.
///
/// Jumps are laid out when they are needed: a jump owes the animator the new tree, laid out only
/// when something reads the header (`targetTree`, `animator`, so `currentTree()`, taps and
/// VoiceOver) or before its next change. Scenarios scroll several times between reads, and a
/// header is often scrolled as soon as it is built: each of those layouts was thrown away unread.
/// Deferring is exact because the animator is told the same things in the same order, only later:
/// a jump owed is laid out as it would have been then (at its instant, the shimmer at its phase
/// then) before anything changes what the layout reads; a new jump replaces the one owed only
/// while nothing moves (while something moves, what a jump ends depends on the tree before it).
final class LiveHeader<Kind: HeaderKind> {
    var inputs: Kind { didSet { lookChanges &+= 1 } }
    var environment: HeaderEnvironment { didSet { lookChanges &+= 1 } }
    /// The content's vertical scroll offset, in points (negative when pulled down).
    var scrollOffset = 0.0
    /// What the kind keeps while live (read it through `state` to have a jump owed laid out).
    var liveState: Kind.LiveState { didSet { if Kind.geometryReadsState { lookChanges &+= 1 } } }
    /// Counts the changes to what the geometry can read (`LayoutMemo` skips working its key out
    /// while this stays).
    private var lookChanges = 0
    /// What happened, in order.
    var events: [String] = []
    let clock: VirtualClock
    /// The loading shimmer, counted from when the header was built.
    let shimmer: Shimmer
    /// The animator as it stands (nothing laid out first).
    let motion: Animator
    /// The tree last handed to the animator.
    private var laidOutTree: RenderTree
    /// When the header jumped without being laid out since; nil when `laidOutTree` is current.
    private var owedJump: Double?
    private var memo: LayoutMemo<Kind>

    /// A live header for `inputs`, laid out when first read (a header is often scrolled before
    /// anything looks at it). `memoized: false` remembers nothing between layouts (`LayoutMemo`).
    init(
        inputs: Kind, environment: HeaderEnvironment, state: Kind.LiveState, clock: VirtualClock,
        animator: Animator, memoized: Bool = LayoutMemoSwitch.isOn
    ) {
        self.inputs = inputs
        self.environment = environment
        self.liveState = state
        self.clock = clock
        self.motion = animator
        shimmer = Shimmer(start: clock.now)
        memo = LayoutMemo(isOn: memoized)
        laidOutTree = RenderTree(
            component: Kind.componentName, size: HeaderSize(width: 0, height: 0), ground: nil, elements: [],
            theme: environment.theme, appearance: environment.appearance)
        owedJump = clock.now
    }

    /// The animator; reading it first lays out a jump owed.
    var animator: Animator {
        layOutIfNeeded()
        return motion
    }

    /// The layout the header is heading for (a jump owed is laid out first).
    var targetTree: RenderTree {
        layOutIfNeeded()
        return laidOutTree
    }

    /// What the kind keeps, as laid out (a jump owed is laid out first).
    var state: Kind.LiveState {
        layOutIfNeeded()
        return liveState
    }

    var isLoading: Bool { inputs.isLoading }

    /// Everything the layout reads now, the shimmer at its phase at `instant`.
    func look(shimmerAt instant: Double? = nil) -> HeaderLook<Kind> {
        HeaderLook(self, shimmerAt: instant ?? clock.now)
    }

    /// The geometry of the current look (remembered: `LayoutMemo`).
    var geometry: Kind.Geometry { memo.geometry(of: look(), changes: lookChanges) }

    // MARK: Changes

    /// Lays out the jump owed, if any. Every change but a jump calls this before changing what
    /// the layout reads.
    func layOutIfNeeded() {
        guard let instant = owedJump else { return }
        owedJump = nil
        retarget(at: instant, animated: false)
    }

    /// Makes `change` (what the jump moves: the scroll offset, a row's offset, the environment)
    /// and owes the animator the jump to its result at `instant`.
    func jump(at instant: Double, _ change: () -> Void) {
        if owedJump != nil, motion.isMoving { layOutIfNeeded() }
        change()
        owedJump = instant
    }

    /// Lays the header out again and animates to it from `instant` (default: now), the shimmer
    /// at its phase now. The caller has laid out the jump owed before changing what the layout reads.
    func relayout(from instant: Double? = nil) {
        retarget(at: instant ?? clock.now, animated: true, shimmerAt: clock.now)
    }

    /// Ends the transitions in flight (a new environment: they moved in the old geometry).
    func endTransitions() { motion.endTransitions() }

    func record(_ event: String) { events.append(event) }

    /// Lays the current state out and hands the tree to the animator at `instant`, the shimmer
    /// at its phase at `shimmerInstant` (default: `instant`).
    private func retarget(at instant: Double, animated: Bool, shimmerAt shimmerInstant: Double? = nil) {
        let look = self.look(shimmerAt: shimmerInstant ?? instant)
        let geometry = memo.geometry(of: look, changes: lookChanges)
        if let fitted = Kind.fitted(liveState, to: geometry, in: look) { liveState = fitted }
        laidOutTree = memo.layout(look, in: geometry, after: laidOutTree)
        motion.retarget(laidOutTree, at: instant, animated: animated, reduceMotion: environment.reduceMotion)
    }
}
