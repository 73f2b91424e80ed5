/// Presents a header's render tree over time: when the target tree changes, elements move to
/// their new state under their motion token.
///
/// A live header calls `retarget` whenever its inputs (or the minute) change and `presented(at:)`
/// to read the header at an instant. This first version applies changes at once; springs,
/// fades and rolling figures come with the motion work (see docs/motion.md).
public final class Animator {
    private var target: RenderTree?

    public init() {}

    /// Moves towards `tree` from `now`. With `animated` false (scroll-driven changes) it jumps.
    public func retarget(_ tree: RenderTree, at now: Double, animated: Bool, reduceMotion: Bool) {
        target = tree
    }

    /// The tree as drawn at `now`.
    public func presented(at now: Double) -> RenderTree? {
        target
    }

    /// The instant at which everything in flight comes to rest; nil when nothing moves.
    public var restingTime: Double? { nil }
}
