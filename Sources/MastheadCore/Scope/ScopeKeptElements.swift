/// The scope header's elements kept from one layout to the next (`KeptElement`), made in one
/// environment: a new one (another width, text size, theme …) makes them all again. Each keeps, as
/// its look, what its making reads beyond the environment; the elements of the two rows take
/// their place (the row's offset) on their own, so scrolling a row moves them without making
/// them again.
struct ScopeKeptElements: HeaderKeptElements {
    static var lifetime: KeptElementsLifetime { .environment }

    /// The title and its wrapped lines.
    var title = KeptElement<TitleLook>()
    /// Each tab's scope and whether it is selected, by position.
    var tabs: [KeptElement<TabLook>] = []
    /// The scope of each count run, by position among the runs.
    var counts: [KeptElement<ScopeHeader.Scope>] = []
    var underline = KeptElement<FixedLook>()
    /// The tab row's hairline, by its frame.
    var tabsHairline = KeptElement<HeaderRect>()
    /// Each chip and whether it is on, by position.
    var chips: [KeptElement<ChipLook>] = []
    /// The shimmer's phase on each loading chip, by position.
    var placeholders: [KeptElement<Double?>] = []
    var filters = KeptElement<FiltersLook>()
    var filtersBadge = KeptElement<FiltersLook>()
    var stuckHairline = KeptElement<StuckLook>()

    struct TitleLook: Equatable {
        var title: String
        var geometry: TitleGeometry
    }

    struct TabLook: Equatable {
        var scope: ScopeHeader.Scope
        var isSelected: Bool
    }

    struct ChipLook: Equatable {
        var chip: ScopeHeader.Chip
        var isOn: Bool
    }

    /// The Filters figure, and where the button is (it moves with the rows above it).
    struct FiltersLook: Equatable {
        var count: Int
        var geometry: FiltersGeometry
    }

    struct StuckLook: Equatable {
        var frame: HeaderRect
        var isStuck: Bool
    }

    init() {}
}
