import MastheadCore

extension HeaderFixtures {
    /// The expanded greeting fixture `seconds` into the change `change` makes to it, every element
    /// moving under snappy and the badge's figures rolling, as the animator presents it.
    static func inBetween(at seconds: Double, reduceMotion: Bool = false, _ change: (inout RenderTree) -> Void)
        -> RenderTree
    {
        var before = greeting(shimmer: nil)
        for element in before.elements {
            before.update(element.id) {
                $0.transition = .snappy
                $0.rollsFigures = $0.role == .badge
            }
        }
        var after = before
        change(&after)
        let animator = Animator()
        animator.retarget(before, at: 0, animated: false, reduceMotion: reduceMotion)
        animator.retarget(after, at: 0, animated: true, reduceMotion: reduceMotion)
        return animator.presented(at: seconds)!
    }

    /// The badge counting `to` instead of 3.
    static func count(_ to: String) -> (inout RenderTree) -> Void {
        { tree in tree.update("badge") { $0.text = to } }
    }
}
