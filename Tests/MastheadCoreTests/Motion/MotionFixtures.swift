@testable import MastheadCore

/// Hand-built trees for the animator: a few boxes, a badge and a theme whose curves a test picks.
enum MotionFixtures {
    /// A tree of `elements` in `theme` (the standard one by default), 393×100.
    static func tree(
        _ elements: [Element], theme: Theme = .standard, height: Double = 100, transition: MotionToken? = nil
    )
        -> RenderTree
    {
        RenderTree(
            component: "test", size: HeaderSize(width: 393, height: height), ground: .bg, elements: elements,
            theme: theme,
            appearance: .light, transition: transition)
    }

    /// A 40×20 box at `x`, filled with `fill`, animated by `token`; a control.
    static func box(
        _ id: String, x: Double, fill: ColorToken = .fill, opacity: Double = 1, token: MotionToken? = .snappy
    ) -> Element {
        var element = Element(
            id: id, role: .button, frame: HeaderRect(x: x, y: 10, width: 40, height: 20), opacity: opacity,
            accessibility: AccessibilityInfo(label: id, traits: [.button]))
        element.hit = HeaderRect(x: x, y: 0, width: 44, height: 44)
        element.fill = fill
        element.transition = token
        return element
    }

    /// A badge showing `text` whose figures roll under snappy.
    static func badge(_ text: String) -> Element {
        var element = Element(
            id: "badge", role: .badge, frame: HeaderRect(x: 300, y: 0, width: 20, height: 18), text: text)
        element.font = FontSpec(face: "SF Pro", size: 12, weight: .regular, style: "caption", lineHeight: 16)
        element.fill = .accent
        element.color = .accentOn
        element.transition = .snappy
        element.rollsFigures = true
        return element
    }

    /// The standard theme with other curves for its tokens.
    static func theme(smooth: MotionCurve = .smooth, snappy: MotionCurve = .snappy, hero: MotionCurve = .smooth)
        -> Theme
    {
        var theme = Theme.standard
        theme.motion = MotionTokens(smooth: smooth, snappy: snappy, hero: hero)
        return theme
    }

    /// An animator showing `from`, then heading for `to` from time 0.
    static func animator(from: RenderTree, to: RenderTree, reduceMotion: Bool = false) -> Animator {
        let animator = Animator()
        animator.retarget(from, at: 0, animated: false, reduceMotion: reduceMotion)
        animator.retarget(to, at: 0, animated: true, reduceMotion: reduceMotion)
        return animator
    }
}
