/// One kind of header, as a `LiveHeader` runs it: conformed to by the header's inputs
/// (`GreetingHeader`, `ScopeHeader`). A kind says what the app passes (itself), what else its live
/// header keeps (`LiveState`: the greeting's minute, the scope header's rows), and how it is laid
/// out: a pure function from a `HeaderLook` to a render tree, worked out in a geometry that
/// depends on the look only through `geometryKey`.
///
/// Everything a header does over time (clock, animator, shimmer, events, scrolling, deferred
/// jumps) is `LiveHeader`'s, and everything that makes it fast is `LayoutMemo`'s: a kind writes
/// neither. docs/architecture.md's "Adding a header" follows `BannerHeader`, the kind the tests
/// build from this protocol alone.
protocol HeaderKind: Equatable, SendableMetatype {
    /// What the live header keeps beyond inputs, environment and scroll offset.
    associatedtype LiveState
    /// Where everything goes, worked out once for a `GeometryKey` (measuring and wrapping text
    /// is most of a layout's cost).
    associatedtype Geometry: Sendable
    /// What the geometry is worked out from: the inputs it reads, the environment…
    associatedtype GeometryKey: Equatable & Sendable
    /// The elements of the last layout, kept so the next makes again only what changed
    /// (`KeptElement`); what `layout` reads and writes through `keeping`.
    associatedtype KeptElements: HeaderKeptElements

    /// The render tree's component name ("greeting").
    static var componentName: String { get }
    /// The ids its trees hold, for the messages that name an unknown one (`ElementVocabulary`).
    static var vocabulary: ElementVocabulary { get }

    /// Whether the header shows placeholders for content still loading (the shimmer runs).
    var isLoading: Bool { get }

    /// Whether `geometryKey` reads `LiveState` (the greeting's minute does; the scope header's
    /// rows do not), so that a change to it alone keeps the geometry without asking (`LayoutMemo`).
    static var geometryReadsState: Bool { get }

    /// What the geometry for `look` is worked out from.
    static func geometryKey(of look: HeaderLook<Self>) -> GeometryKey

    /// The geometry for `look`; `wraps`, when given, remembers wrapped texts between geometries.
    static func geometry(of look: HeaderLook<Self>, wraps: TextWrapCache?) -> Geometry

    /// The live state brought in line with the look's geometry before the look is laid out in
    /// it (the scope header clamps its rows' offsets to what they can reach, and notes whether it
    /// is stuck), which the live header keeps and the layout reads; nil when it stays as it is.
    static func fitted(_ state: LiveState, to geometry: Geometry, in look: HeaderLook<Self>) -> LiveState?

    /// The layout: the same tree for the same look and geometry, whatever `kept` holds.
    /// `kept` holds the elements of the last layout (empty when there is none to go by), made
    /// again only where what they show changed; `previous` is that layout, whose index by id the
    /// tree shares when the ids are the same.
    static func layout(
        _ look: HeaderLook<Self>, in geometry: Geometry, keeping kept: inout KeptElements, after previous: RenderTree?
    ) -> RenderTree

    /// What this kind's live headers have worked out, shared across the process
    /// (`SharedLayouts`); one per kind.
    static var sharedLayouts: SharedLayouts<GeometryKey, Geometry, KeptElements> { get }
}

extension HeaderKind {
    static func fitted(_ state: LiveState, to geometry: Geometry, in look: HeaderLook<Self>) -> LiveState? { nil }
}

/// Everything a header's layout reads, at one instant: the pure function's argument. It reads
/// the live header it was made from rather than holding copies (a theme is large, and a change
/// asks for the look several times), so it lives only for the call it is made for.
struct HeaderLook<Kind: HeaderKind> {
    /// Unowned and unchecked: a look never outlives the call on its header that made it.
    private unowned(unsafe) let live: LiveHeader<Kind>
    /// The instant the shimmer is read at.
    private let instant: Double

    init(_ live: LiveHeader<Kind>, shimmerAt instant: Double) {
        self.live = live
        self.instant = instant
    }

    /// The loading shimmer's phase; nil when it does not run.
    var shimmer: Double? {
        live.shimmer.phase(at: instant, isLoading: live.isLoading, reduceMotion: live.environment.reduceMotion)
    }

    var inputs: Kind { live.inputs }
    var environment: HeaderEnvironment { live.environment }
    /// The content's vertical scroll offset, in points.
    var scrollOffset: Double { live.scrollOffset }
    var state: Kind.LiveState { live.liveState }
}

/// A kind's kept elements: made in one geometry, or in one environment, and forgotten with it.
protocol HeaderKeptElements: Sendable {
    /// What they are made again after: a new geometry (any change to `GeometryKey`), or only a
    /// new environment (elements whose look holds the rest of what they read).
    static var lifetime: KeptElementsLifetime { get }
    init()
}

/// When a live header's kept elements are forgotten.
enum KeptElementsLifetime: Sendable {
    case geometry
    case environment
}
