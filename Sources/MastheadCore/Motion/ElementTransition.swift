/// One change of one element, in flight: started at `start` under a curve, it carries the element
/// from its old layout to its new one.
///
/// What it carries is made of three independent parts, each empty when that part did not change:
/// the numbers still to travel (`offset`, decaying by `1 − progress`), the look the element had
/// before (cross-fading out), and the step of its rolling figures.
struct ElementTransition {
    /// The name `motion.token` reports: the theme token, or "fade" for a Reduce Motion fade.
    let token: String
    let curve: MotionCurve
    let start: Double
    /// When the curve has come to rest (within 0.001 of its end, and still).
    let end: Double
    /// `old − new` for the numbers that move.
    var offset: AnimatableValues
    var previousLook: PreviousLook?
    var roll: RollStep?

    /// What the element looked like before the change.
    enum PreviousLook {
        /// The old colours, text, font …, worn at the element's current frame (normal motion).
        case following(Element)
        /// The element as drawn at the instant of the change, left where it was (Reduce Motion).
        case frozen([FadingLook])
    }

    /// The token name of a Reduce Motion fade.
    static let fadeToken = "fade"

    init(
        token: String, curve: MotionCurve, start: Double, offset: AnimatableValues,
        previousLook: PreviousLook? = nil, roll: RollStep? = nil
    ) {
        self.token = token
        self.curve = curve
        self.start = start
        end = start + curve.settlingTime
        self.offset = offset
        self.previousLook = previousLook
        self.roll = roll
    }

    /// The change from `old` to `new` (both as laid out), under `token`'s curve in `motion`; nil
    /// when nothing that animates differs. `presented` is the element as drawn at `start`, which a
    /// Reduce Motion fade leaves behind.
    ///
    /// Under Reduce Motion nothing moves: frame and sizes jump, and when they (or the look, or the
    /// figures) change, the element as it was drawn fades out where it was while the new one fades
    /// in, over `MotionCurve.reducedMotionFade`; a change of opacity alone fades over the same
    /// curve.
    static func change(
        from old: Element, to new: Element, presented: @autoclosure () -> Element, token: MotionToken,
        motion: MotionTokens, reduceMotion: Bool, at start: Double
    ) -> ElementTransition? {
        let offset = AnimatableValues.offset(from: old, to: new)
        let rolls = new.rollsFigures && old.rollsFigures && old.text != new.text && old.text != nil && new.text != nil
        let sameLook = old.hasSameLook(as: new, ignoringText: rolls)
        guard !offset.isZero || !sameLook || rolls else { return nil }
        if reduceMotion {
            let fades = offset.movesGeometry || !sameLook || rolls
            return ElementTransition(
                token: fadeToken, curve: .reducedMotionFade, start: start, offset: offset.opacityOnly,
                previousLook: fades ? .frozen(presented().flattenedLooks) : nil)
        }
        return ElementTransition(
            token: token.rawValue, curve: motion[token], start: start, offset: offset,
            previousLook: sameLook ? nil : .following(old.withoutMotion),
            roll: rolls ? RollStep(from: old.text ?? "", to: new.text ?? "") : nil)
    }

    /// An element that appears fades in from transparent (it does not slide in from anywhere).
    static func appearance(
        of element: Element, token: MotionToken, motion: MotionTokens, reduceMotion: Bool, at start: Double
    )
        -> ElementTransition
    {
        ElementTransition(
            token: reduceMotion ? fadeToken : token.rawValue, curve: reduceMotion ? .reducedMotionFade : motion[token],
            start: start, offset: .opacity(-element.opacity))
    }

    /// The two changes as one, when `next` starts at the same instant under the same curve (a
    /// scenario notifying twice without time passing): their numbers add up exactly, the look
    /// fades from the one before both, and the figures roll from the first text to the last. Nil
    /// when they cannot be one.
    func merged(with next: ElementTransition) -> ElementTransition? {
        guard abs(next.start - start) < Animator.timeTolerance, next.curve == curve, next.token == token else {
            return nil
        }
        var merged = self
        merged.offset.add(next.offset, scaledBy: 1)
        merged.previousLook = previousLook ?? next.previousLook
        switch (roll, next.roll) {
        case (let first?, let second?):
            merged.roll = first.from == second.to ? nil : RollStep(from: first.from, to: second.to)
        default:
            merged.roll = roll ?? next.roll
        }
        return merged
    }

    /// Hands what this transition still has to travel at `now` to `next`, so that it can end
    /// without the numbers jumping: `next`'s offset grows by this one's remaining part, scaled to
    /// `next`'s own remaining fraction. (Its look and figures end with it.)
    func fold(into next: inout ElementTransition, at now: Double) {
        let remaining = 1 - progress(at: now)
        let nextRemaining = 1 - next.progress(at: now)
        guard abs(nextRemaining) > 1e-6 else { return }
        next.offset.add(offset, scaledBy: remaining / nextRemaining)
    }

    /// Progress `now`: 0 at the start, 1 at rest, past 1 where a spring overshoots.
    func progress(at now: Double) -> Double {
        curve.progress(at: now - start)
    }

    /// Whether it has come to rest by `now` (within `Animator.timeTolerance`).
    func isSettled(at now: Double) -> Bool {
        now >= end - Animator.timeTolerance
    }

}

extension Element {
    /// The element as drawn, with the earlier looks it is still fading from, as one list of looks
    /// whose weights add up to 1 (what a Reduce Motion fade freezes and fades out).
    /// A figure roll in flight is kept, frozen where it was.
    var flattenedLooks: [FadingLook] {
        var drawn = self
        drawn.motion = nil
        drawn.crossFade = nil
        guard let crossFade = self.crossFade else { return [FadingLook(element: drawn, weight: 1)] }
        return crossFade.looks + [FadingLook(element: drawn, weight: crossFade.progress)]
    }
}
