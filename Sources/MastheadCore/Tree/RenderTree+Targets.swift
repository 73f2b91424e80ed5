/// Where a finger can tap a control now.
///
/// A control's `hit` is its whole target, as the layout gives it (at least 44×44 pt). Inside a
/// row that scrolls sideways only what the row shows can be touched, as a scroll view clips its
/// content: a chip half under the Filters button is tappable on its visible half, and a chip
/// scrolled out of view has no target until it is scrolled back. Targets are cut at the row's
/// window, so two controls' targets never overlap (the layout tests check it at every text size).
extension RenderTree {
    /// The control's target cut to what its scroll row shows; nil for an element that is not a
    /// control, or one scrolled entirely out of its row's window.
    public func target(of element: Element) -> HeaderRect? {
        guard let hit = element.hit else { return nil }
        guard let rowID = element.scrollRow, let row = scrollRow(rowID) else { return hit }
        return hit.intersection(row.viewport)
    }
}

extension HeaderRect {
    /// The area both rectangles cover; nil when they share none.
    package func intersection(_ other: HeaderRect) -> HeaderRect? {
        let left = max(minX, other.minX)
        let right = min(maxX, other.maxX)
        let top = max(minY, other.minY)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        if left == minX, right == maxX, top == minY, bottom == maxY { return self }
        return HeaderRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
