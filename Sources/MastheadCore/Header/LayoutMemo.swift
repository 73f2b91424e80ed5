import Synchronization

/// Where a live header's speed lives, and only here: the layout is a pure function of a
/// `HeaderLook` (`HeaderKind.layout`), and this remembers what it costs to work out again.
///
/// - the geometry, kept while its key stays the same (`KeptGeometry`), else taken from what
///   another header of the kind worked out (`SharedLayouts`);
/// - the elements of the last layout (`KeptElement`), made again only where they changed, and in
///   a geometry new to the header started from those another header first laid out in it;
/// - the texts wrapped in earlier geometries (`TextWrapCache`);
/// - the last tree, whose index by id the next one shares when the ids are the same.
///
/// Off (`isOn` false), every layout works its geometry out and makes every element afresh: the
/// same trees, which the component fuzzer checks step by step with it on and off
/// (MemoDifferentialTests), and `make bench-count` shows what it is worth.
struct LayoutMemo<Kind: HeaderKind> {
    /// Whether anything is remembered.
    let isOn: Bool
    private var keptGeometry = KeptGeometry<Kind.GeometryKey, Kind.Geometry>()
    private var keptElements = Kind.KeptElements()
    /// The geometry generation (`KeptGeometry.generation`) and environment `keptElements` were
    /// made in; nil: none yet.
    private var elementsMadeIn: (generation: Int, environment: HeaderEnvironment)?
    private let wraps: TextWrapCache?

    init(isOn: Bool) {
        self.isOn = isOn
        wraps = isOn ? TextWrapCache() : nil
    }

    /// The geometry for `look`: the one kept or shared when there is one for its key.
    mutating func geometry(of look: HeaderLook<Kind>) -> Kind.Geometry {
        guard isOn else { return Kind.geometry(of: look, wraps: nil) }
        let key = Kind.geometryKey(of: look)
        let wraps = self.wraps
        return keptGeometry.geometry(for: key) {
            Kind.sharedLayouts.geometry(for: key) { Kind.geometry(of: look, wraps: wraps) }
        }
    }

    /// `look` laid out in `geometry` (the one `geometry(of:)` gave for it), after `previous`.
    mutating func layout(_ look: HeaderLook<Kind>, in geometry: Kind.Geometry, after previous: RenderTree)
        -> RenderTree
    {
        guard isOn else {
            var fresh = Kind.KeptElements()
            return Kind.layout(look, in: geometry, keeping: &fresh, after: nil)
        }
        let isFresh = !elementsAreCurrent(in: look.environment)
        let key = isFresh ? Kind.geometryKey(of: look) : nil
        if let key {
            keptElements = Kind.sharedLayouts.elements(for: key) ?? Kind.KeptElements()
            elementsMadeIn = (keptGeometry.generation, look.environment)
        }
        let tree = Kind.layout(look, in: geometry, keeping: &keptElements, after: previous)
        if let key { Kind.sharedLayouts.share(keptElements, for: key) }
        return tree
    }

    /// Whether the kept elements were made for what this layout reads (`KeptElementsLifetime`).
    private func elementsAreCurrent(in environment: HeaderEnvironment) -> Bool {
        guard let made = elementsMadeIn else { return false }
        switch Kind.KeptElements.lifetime {
        case .geometry: return made.generation == keptGeometry.generation
        case .environment: return made.environment == environment
        }
    }
}

/// Whether live headers remember between layouts unless told (`LayoutMemo`): on, but for a
/// count of what it saves (`make bench-count` runs masthead with MASTHEAD_LAYOUT_MEMO=off too).
package enum LayoutMemoSwitch {
    private static let on = Atomic<Bool>(true)

    package static var isOn: Bool { on.load(ordering: .relaxed) }

    package static func turn(on isOn: Bool) { on.store(isOn, ordering: .relaxed) }
}
