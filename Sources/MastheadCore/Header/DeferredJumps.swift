/// Jumps laid out when they are needed: a live header that jumps (a scroll, a sideways scroll of
/// a row, a new environment, its first layout) owes its animator the new tree, and lays it out
/// only when something reads the header (`targetTree`, `animator`, so `currentTree()`, taps and
/// VoiceOver too) or before its next change.
///
/// Scenarios scroll several times between reads, and a header is often scrolled as soon as it is
/// built: each of those layouts was thrown away unread. Deferring is exact because the animator
/// is told the same things in the same order, only later:
///
/// - a jump owed is laid out as it would have been then (`retarget(at:animated:)` at its
///   instant, the shimmer at its phase then), before anything changes what the layout reads:
///   every change but a jump first calls `layOutIfNeeded()`;
/// - a new jump replaces the one owed only while nothing moves, when a jump just replaces the
///   animator's target; while something moves, what a jump ends depends on the tree before it,
///   so the jump owed is laid out first.
///
/// A header holding its animator reads it through `motion`; what it publishes as `animator`
/// lays out what is owed first (so does `targetTree`).
protocol DeferredJumps: AnyObject {
    /// The instant of the jump not laid out yet; nil when the target tree is current.
    var owedJump: Double? { get set }
    /// The animator, as it stands (nothing laid out first).
    var motion: Animator { get }
    /// Lays the current state out and hands the tree to the animator at `instant` (the shimmer
    /// at its phase then).
    func retarget(at instant: Double, animated: Bool)
}

extension DeferredJumps {
    /// Lays out the jump owed, if any.
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
}
