import MastheadCore

/// Each element's markup as last drawn, for a run of pictures of one header (a trace's frames
/// and steps): an element drawn again unchanged (the one a live header kept, or an equal one), in
/// the same clip and the same paint, is copied instead of drawn. Most of a frame is such
/// elements: a transition moves a few, the rest are the animator's kept ones, equal by identity.
///
/// What an element's markup reads is the element, its clip and the tree's theme, appearance and
/// width (a placeholder's shimmer band spans the header), so the pictures are byte for byte the
/// ones drawn without it (SVGElementCacheTests).
///
/// ```swift
/// let cache = SVGElementCache()
/// let first = SVGRenderer.render(tree, reusing: cache)
/// #expect(SVGRenderer.render(tree, reusing: cache) == first)   // every element copied
/// ```
package final class SVGElementCache {
    private struct Paint: Equatable {
        let theme: Theme
        let appearance: Appearance
        let width: Double
    }

    private struct Drawn {
        let element: Element
        let clipID: String?
        let markup: String
    }

    private var paint: Paint?
    private var drawn: [String: Drawn] = [:]

    package init() {}

    /// Starts a picture of `tree`: what was drawn in another paint is forgotten.
    func begin(_ tree: RenderTree) {
        let now = Paint(theme: tree.theme, appearance: tree.appearance, width: tree.size.width)
        guard now != paint else { return }
        paint = now
        drawn.removeAll(keepingCapacity: true)
    }

    /// The markup drawn for `element` in `clipID`, unless it or its clip changed since.
    func markup(for element: Element, clipID: String?) -> String? {
        guard let kept = drawn[element.id], kept.clipID == clipID, kept.element == element else { return nil }
        return kept.markup
    }

    func keep(_ markup: String, for element: Element, clipID: String?) {
        drawn[element.id] = Drawn(element: element, clipID: clipID, markup: markup)
    }
}
