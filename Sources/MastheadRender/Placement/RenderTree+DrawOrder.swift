import MastheadCore

extension RenderTree {
    /// The visible elements in the order pictures draw them: by `z`, ties in tree (reading) order,
    /// so that later elements cover earlier ones. (Indices are sorted rather than elements: an
    /// element is a large value, and the text rendering asks for this order on every call.)
    var drawOrder: [Element] {
        var order = elements.indices.filter { isVisible(elements[$0]) }
        order.sort { (elements[$0].z, $0) < (elements[$1].z, $1) }
        return order.map { elements[$0] }
    }
}
