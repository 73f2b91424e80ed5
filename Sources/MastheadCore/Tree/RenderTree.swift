/// The render tree of a header at one instant: its size, and its elements keyed by id, in
/// VoiceOver reading order. A controller hands out two: `targetTree`, the layout it is heading
/// for (what taps and VoiceOver go by), and `currentTree()`, the header as drawn now, in the
/// middle of its transitions.
///
/// ```swift
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample, unreadCount: 2), environment: HeaderEnvironment(appearance: .dark),
///     clock: VirtualClock())
/// let tree = header.currentTree()
/// #expect(tree.size.width == 393)
/// let badge = try #require(tree["badge"])
/// #expect(tree.isVisible(badge))
/// #expect(tree.color(try #require(badge.fill)).hex == "#FF453A")   // the standard theme's dark accent
/// #expect(tree.target(of: try #require(tree["bell"]))!.width >= 44)
/// ```
public struct RenderTree: Sendable, Equatable {
    /// Which component drew it ("greeting" or "scope").
    package var component: String
    /// The header's size in points.
    public var size: HeaderSize
    /// The ground drawn behind everything (nil: none, as the bare greeting header has none).
    package var ground: ColorToken?
    /// Elements in VoiceOver reading order.
    public private(set) var elements: [Element]
    /// Horizontal scroll rows: where each row's viewport is and how far it is scrolled.
    package var scrollRows: [ScrollRow]
    /// The theme and appearance the token names resolve in.
    package var theme: Theme
    package var appearance: Appearance
    /// The motion token that animates the header's own size (its height as it collapses or grows
    /// a row); nil: the size follows at once.
    package var transition: MotionToken?
    private var indexByID: [String: Int]

    package init(
        component: String, size: HeaderSize, ground: ColorToken?, elements: [Element],
        scrollRows: [ScrollRow] = [], theme: Theme, appearance: Appearance, transition: MotionToken? = nil
    ) {
        self.init(
            component: component, size: size, ground: ground, elements: elements, scrollRows: scrollRows,
            theme: theme, appearance: appearance, transition: transition, indexedLike: nil)
    }

    /// A tree that shares the index by id of `previous` (a live header's last layout) when its
    /// elements have the same ids in the same order, as most layouts of one header do: comparing
    /// the ids (the same strings, kept from one layout to the next) costs far less than hashing
    /// them into a new index.
    init(
        component: String, size: HeaderSize, ground: ColorToken?, elements: [Element],
        scrollRows: [ScrollRow] = [], theme: Theme, appearance: Appearance, transition: MotionToken? = nil,
        indexedLike previous: RenderTree?
    ) {
        self.component = component
        self.size = size
        self.ground = ground
        self.elements = elements
        self.scrollRows = scrollRows
        self.theme = theme
        self.appearance = appearance
        self.transition = transition
        if let previous, previous.hasSameIDs(as: elements) {
            indexByID = previous.indexByID
        } else if let previous, let edited = Self.index(of: elements, editing: previous) {
            indexByID = edited
        } else {
            indexByID = Self.index(of: elements)
        }
    }

    /// The index of `previous` edited where its ids and these differ (`TreeAlignment`): the ids
    /// of the middle taken out and put in, the positions of the run at the end moved. Nil when
    /// that is most of the tree, or when an id is repeated in either (only a full index then
    /// finds the first element with each id).
    private static func index(of elements: [Element], editing previous: RenderTree) -> [String: Int]? {
        guard previous.hasUniqueIDs else { return nil }
        let runs = TreeAlignment(previous.elements, elements, idsAreUnique: true)
        let moved = elements.count == previous.elements.count ? 0 : runs.end
        guard runs.oldMiddle.count + runs.newMiddle.count + moved < elements.count / 2 else { return nil }
        var index = previous.indexByID
        for position in runs.oldMiddle { index[previous.elements[position].id] = nil }
        for position in (elements.count - moved)..<elements.count { index[elements[position].id] = position }
        for position in runs.newMiddle { index[elements[position].id] = position }
        return index.count == elements.count ? index : nil
    }

    /// Each id's index, the first element with it winning; built in one pass (last to first, so
    /// the first one's index is the one left) without the pairs array a `Dictionary(_:)` of
    /// pairs needs: trees are made on every layout and every animation frame.
    private static func index(of elements: [Element]) -> [String: Int] {
        var index = [String: Int](minimumCapacity: elements.count)
        for position in elements.indices.reversed() { index[elements[position].id] = position }
        return index
    }

    /// The element with `id`; nil when the header has none now (no badge at 0 unread). An element
    /// can be in the tree without being seen (faded out, scrolled out of its row): `isVisible(_:)`.
    public subscript(id: String) -> Element? {
        indexByID[id].map { elements[$0] }
    }

    package func contains(_ id: String) -> Bool { indexByID[id] != nil }

    /// No two elements share an id (then the element with an id is the one at its index).
    var hasUniqueIDs: Bool { indexByID.count == elements.count }

    /// Whether `others` has this tree's ids, in the same order.
    func hasSameIDs(as others: [Element]) -> Bool {
        guard others.count == elements.count else { return false }
        for index in others.indices where others[index].id != elements[index].id { return false }
        return true
    }

    /// Changes the element with `id` in place (no-op when absent).
    package mutating func update(_ id: String, _ change: (inout Element) -> Void) {
        guard let index = indexByID[id] else { return }
        change(&elements[index])
    }

    /// Replaces all elements (keeping reading order as given).
    package mutating func replaceElements(_ elements: [Element]) {
        self.elements = elements
        indexByID = Self.index(of: elements)
    }

    package func scrollRow(_ id: String) -> ScrollRow? { scrollRows.first { $0.id == id } }

    /// Present, not transparent, and inside the header (and inside its scroll row's viewport).
    public func isVisible(_ element: Element) -> Bool {
        guard element.opacity > 0.001, !element.frame.isEmpty || element.role == .hairline else { return false }
        let bounds = HeaderRect(x: 0, y: 0, width: size.width, height: size.height)
        guard
            element.frame.overlaps(bounds, tolerance: 0)
                || (element.role == .hairline && bounds.contains(element.frame))
        else { return false }
        if let rowID = element.scrollRow, let row = scrollRow(rowID) {
            return element.frame.overlaps(row.viewport, tolerance: 0)
        }
        return true
    }

    /// The elements VoiceOver visits, in order: the visible ones, and those a scroll row holds out
    /// of its window while the row itself is on screen. VoiceOver reaches those too: moving focus
    /// to one scrolls the row to bring it into view, as UIKit's scroll views do.
    package var focusableElements: [Element] {
        elements.filter { $0.accessibility.isFocusable && (isVisible($0) || isScrolledOutOfItsRow($0)) }
    }

    /// Drawn, in a scroll row that is inside the header, but outside that row's window.
    func isScrolledOutOfItsRow(_ element: Element) -> Bool {
        guard element.opacity > 0.001, !element.frame.isEmpty, let rowID = element.scrollRow,
            let row = scrollRow(rowID), !row.viewport.isEmpty
        else { return false }
        return row.viewport.overlaps(HeaderRect(x: 0, y: 0, width: size.width, height: size.height), tolerance: 0)
    }

    /// Resolves a colour token in this tree's theme and appearance.
    public func color(_ token: ColorToken) -> RGBAColor {
        theme.palette(appearance)[token]
    }

    /// Field by field, but for the index by id: it is made from the elements, which compare, and
    /// comparing two dictionaries hashes every id again (a kept text rendering is found by
    /// comparing trees). The size first: it tells most trees apart at once.
    public static func == (lhs: RenderTree, rhs: RenderTree) -> Bool {
        lhs.size == rhs.size && lhs.elements == rhs.elements && lhs.component == rhs.component
            && lhs.ground == rhs.ground && lhs.scrollRows == rhs.scrollRows && lhs.theme == rhs.theme
            && lhs.appearance == rhs.appearance && lhs.transition == rhs.transition
    }
}

/// A row that scrolls sideways (the scopes, the chips): its viewport and its content extent.
package struct ScrollRow: Sendable, Equatable {
    package var id: String
    /// The visible window of the row, in header coordinates.
    package var viewport: HeaderRect
    /// The width of all its content.
    package var contentWidth: Double
    /// How far the content is scrolled (0: at its start).
    package var offset: Double
    /// The motion token that animates a change of `offset` (the same as the row's items, so that
    /// content and offset move together); nil: it follows at once.
    package var transition: MotionToken?

    package init(id: String, viewport: HeaderRect, contentWidth: Double, offset: Double, transition: MotionToken? = nil)
    {
        self.id = id
        self.viewport = viewport
        self.contentWidth = contentWidth
        self.offset = offset
        self.transition = transition
    }

    /// Whether the content is wider than the viewport.
    package var scrolls: Bool { contentWidth > viewport.width + 0.5 }
}

/// The size of a header (or of anything in it), in points.
///
/// ```swift
/// let header = try ScopeHeaderController(inputs: .sample, clock: VirtualClock())
/// let size = header.currentTree().size
/// #expect(size.width == 393 && size.height > 100)
/// ```
public struct HeaderSize: Sendable, Equatable, Hashable {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
