/// The scope header's inputs: what the app hands to `ScopeHeader(title:scopes:scope:chips:
/// selectedChips:filterCount:isStuck:onFilters:)`, as plain values: the title, the tabs
/// (scopes), the filter chips, and the two bindings, `selectedScope` and `selectedChips`, which
/// the live header (`ScopeHeaderController`) changes when the user taps.
///
/// Inputs the app could not pass (an empty title, two scopes with one id, a selection that is
/// not in the list) are refused with a `ScopeHeaderInputError` when a controller takes them.
///
/// ```swift
/// let inputs = ScopeHeader(
///     title: "Library",
///     scopes: [ScopeHeader.Scope(id: "books", title: "Books", count: 2), ScopeHeader.Scope(id: "audio", title: "Audio")],
///     chips: [ScopeHeader.Chip(id: "unread", title: "Unread", symbol: "envelope.badge")],
///     selectedChips: ["unread"], hasFilters: true)
/// let header = try ScopeHeaderController(inputs: inputs, clock: VirtualClock())
/// #expect(header.inputs.selectedScope == nil)     // nil shows the first scope selected
/// #expect(header.currentTree()["scope.books"]?.accessibility.spoken == "Selected, Books, 2 new, Button")
/// #expect(header.currentTree()["filters_badge"]?.text == "1")   // the chips that are on
/// ```
public struct ScopeHeader: Sendable, Equatable {
    /// The title, in the display face.
    public var title: String
    /// The tabs, in order; an empty list shows no tab row.
    public var scopes: [Scope]
    /// The id of the selected scope (the binding); nil picks the first scope.
    public var selectedScope: String?
    /// The filter chips; nil while they load (grey placeholders), [] hides the chip row.
    public var chips: [Chip]?
    /// The ids of the chips that are on (the binding), in the order of `chips` once validated.
    public var selectedChips: [String]
    /// The figure on the Filters button; nil counts the chips that are on.
    public var filterCount: Int?
    /// Whether the header is stuck over the feed; nil leaves it to scroll tracking.
    public var isStuck: Bool?
    /// Whether the app passed `onFilters`; without it there is no Filters button.
    public var hasFilters: Bool
    /// Whether the header sits in a pinned section header of the feed (so it can become stuck).
    public var pinned: Bool

    /// The inputs as the app passes them; nil `selectedScope` shows the first scope selected, nil
    /// `chips` shows loading placeholders.
    public init(
        title: String, scopes: [Scope], selectedScope: String? = nil, chips: [Chip]? = nil,
        selectedChips: [String] = [], filterCount: Int? = nil, isStuck: Bool? = nil,
        hasFilters: Bool = false, pinned: Bool = false
    ) {
        self.title = title
        self.scopes = scopes
        self.selectedScope = selectedScope
        self.chips = chips
        self.selectedChips = selectedChips
        self.filterCount = filterCount
        self.isStuck = isStuck
        self.hasFilters = hasFilters
        self.pinned = pinned
    }

    /// The scope shown as selected: the one named, or the first when none is named.
    package var selectedScopeID: String? { selectedScope ?? scopes.first?.id }

    /// True while the chips are loading (nil chips).
    package var isLoadingChips: Bool {
        // Not `chips == nil`, which compares through the list's `==` (copying it).
        if case .none = chips { return true }
        return false
    }

    /// Whether the chip row (chips or placeholders, and the Filters button) is shown.
    package var showsChipRow: Bool { chips.map { !$0.isEmpty } ?? true }

    /// Whether the chip with `id` is on.
    package func isOn(_ id: String) -> Bool { selectedChips.contains(id) }

    /// The inputs as the geometry reads them (`ScopeHeaderGeometry`): which scope is selected, the
    /// Filters figure and whether the header is stuck or pinned move nothing it holds, so they
    /// are left at their defaults.
    var geometryInputs: ScopeHeader {
        var inputs = self
        inputs.selectedScope = nil
        inputs.filterCount = nil
        inputs.isStuck = nil
        inputs.pinned = false
        return inputs
    }

    /// The Filters button's figure: the explicit count, or the number of chips that are on.
    package var effectiveFilterCount: Int { filterCount ?? selectedChips.count }
}
