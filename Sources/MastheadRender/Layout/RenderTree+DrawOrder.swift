import MastheadCore

extension RenderTree {
    /// The visible elements in the order pictures draw them: by `z`, ties in tree (reading) order,
    /// so that later elements cover earlier ones.
    var drawOrder: [Element] {
        elements.enumerated()
            .filter { isVisible($0.element) }
            .sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }
            .map(\.element)
    }
}
