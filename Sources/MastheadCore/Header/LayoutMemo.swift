import Synchronization

/// Where a live header's speed lives, and only here: the layout is a pure function of a
/// `HeaderLook` (`HeaderKind.layout`), and this remembers what it costs to work out again.
///
/// - the geometry, kept while its key stays the same (`KeptGeometry`), else taken from what
///   another header of the kind worked out (`SharedLayouts`); while nothing its key reads has
///   changed (a scroll, a row scrolled sideways) not even the key is worked out;
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
    /// The live header's count of changes to its look (`LiveHeader.lookChanges`) when the kept
    /// geometry was last asked for.
    private var keptAtChange: Int?
    private var keptElements = Kind.KeptElements()
    /// The geometry generation (`KeptGeometry.generation`) and environment `keptElements` were
    /// made in; nil: none yet.
    private var elementsMadeIn: (generation: Int, environment: HeaderEnvironment)?
    private let wraps: TextWrapCache?

    init(isOn: Bool) {
        self.isOn = isOn
        wraps = isOn ? TextWrapCache() : nil
    }

    /// The geometry for `look`: the one kept or shared when there is one for its key; the one
    /// kept, at once, when nothing it reads changed since (`changes` is what it was then).
    mutating func geometry(of look: HeaderLook<Kind>, changes: Int) -> Kind.Geometry {
        guard isOn else { return Kind.geometry(of: look, wraps: nil) }
        if keptAtChange == changes, let kept = keptGeometry.current { return kept }
        keptAtChange = changes
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
        guard elementsAreCurrent(for: look) else { return layoutAfresh(look, in: geometry, after: previous) }
        return Kind.layout(look, in: geometry, keeping: &keptElements, after: previous)
    }

    /// Whether the kept elements were made for what this layout reads (`KeptElementsLifetime`).
    private func elementsAreCurrent(for look: HeaderLook<Kind>) -> Bool {
        guard let made = elementsMadeIn else { return false }
        switch Kind.KeptElements.lifetime {
        case .geometry: return made.generation == keptGeometry.generation
        case .environment: return made.environment == look.environment
        }
    }

    /// The layout in a geometry or environment new to the kept elements: they start from those
    /// another header first laid out in it, and are shared when none were.
    private mutating func layoutAfresh(_ look: HeaderLook<Kind>, in geometry: Kind.Geometry, after previous: RenderTree)
        -> RenderTree
    {
        let key = Kind.geometryKey(of: look)
        keptElements = Kind.sharedLayouts.elements(for: key) ?? Kind.KeptElements()
        elementsMadeIn = (keptGeometry.generation, look.environment)
        let tree = Kind.layout(look, in: geometry, keeping: &keptElements, after: previous)
        Kind.sharedLayouts.share(keptElements, for: key)
        return tree
    }
}

/// Whether live headers remember between layouts unless told (`LayoutMemo`): on, but for a
/// count of what it saves (`component-count --no-memo`, which `make bench-count` runs too).
package enum LayoutMemoSwitch {
    private static let on = Atomic<Bool>(true)

    package static var isOn: Bool { on.load(ordering: .relaxed) }

    package static func turn(on isOn: Bool) { on.store(isOn, ordering: .relaxed) }
}
