/// The live greeting header, as an app holds it: inputs that change, a scroll offset, the clock
/// it follows and the animator that carries it from one layout to the next (`HeaderController`).
///
/// Every change re-lays the header out (the layout is pure) and retargets the animator: input
/// changes and the minute animate under their elements' tokens, scroll-driven collapse follows
/// the offset at once (laid out when next read: `DeferredJumps`).
///
/// ```swift
/// let clock = VirtualClock()
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample, unreadCount: 2, pinned: true), environment: HeaderEnvironment(),
///     clock: clock)
/// header.scroll(to: 36)
/// #expect(header.collapse == 0.5)                 // pinned, on iOS 18: half of the 72 pt
/// header.notify()                                 // a third notification: the badge rolls
/// #expect(header.currentTree()["badge"]?.motion?.token == "snappy")
/// try header.settle()
/// #expect(header.currentTree()["badge"]?.text == "3")
/// #expect(try header.tap("bell") == .notifications)
/// #expect(header.events == ["on_notifications"])
/// ```
public final class GreetingHeaderController: HeaderController, DeferredJumps {
    /// The greeting header takes any inputs.
    public typealias InputError = Never

    /// What the app passed last.
    public private(set) var inputs: GreetingHeader
    /// Text size, width, theme, appearance, Reduce Motion…
    public private(set) var environment: HeaderEnvironment
    /// The content's scroll offset, in points (negative when pulled down).
    public private(set) var scrollOffset: Double = 0
    /// What the status source says for the current minute; shown in place of the date when the
    /// inputs carry no status of their own.
    package internal(set) var providedStatus: String?
    /// What the header did: "on_profile", "on_notifications", "on_search", in order.
    public private(set) var events: [String] = []
    /// The clock it follows, shared with the other headers of its `HeaderScene`.
    public let clock: VirtualClock
    /// Presents the states between two layouts on the clock; reading it first lays out a jump
    /// still owed (`DeferredJumps`).
    public var animator: Animator {
        layOutIfNeeded()
        return motion
    }
    let motion: Animator
    /// The loading shimmer, counted from when the header was built.
    public let shimmer: Shimmer
    /// Where the date line's status comes from when the app passes none: asked for each minute
    /// the header enters (see `clockDidMove(from:)`); nil shows the date. Setting it asks
    /// nothing yet: `refreshStatus()` asks it for the minute shown.
    public var statusSource: StatusSource?
    /// The minute (seconds since the epoch, divided by 60) the header was last laid out for.
    var laidOutMinute: Double
    /// The layout the animator is heading for (a jump still owed is laid out first).
    public var targetTree: RenderTree {
        layOutIfNeeded()
        return laidOutTree
    }
    /// The tree last handed to the animator.
    private var laidOutTree: RenderTree
    /// When the header jumped (was scrolled, or built) without being laid out since.
    var owedJump: Double?

    /// A live header for `inputs` in `environment`, laid out for the minute `clock` shows. Give it
    /// the clock of the `HeaderScene` it will join.
    public init(
        inputs: GreetingHeader, environment: HeaderEnvironment, clock: VirtualClock, animator: Animator = Animator()
    ) {
        self.inputs = inputs
        self.environment = environment
        self.clock = clock
        motion = animator
        shimmer = Shimmer(start: clock.now)
        laidOutMinute = Self.minute(of: clock.now)
        // Laid out when first read: a header is often scrolled before anything looks at it.
        laidOutTree = RenderTree(
            component: GreetingHeader.componentName, size: HeaderSize(width: 0, height: 0), ground: nil, elements: [],
            theme: environment.theme, appearance: environment.appearance)
        owedJump = clock.now
    }

    /// Placeholders stand in for the greeting and the avatar while the profile loads.
    public var isLoading: Bool { inputs.isLoading }

    /// The collapse shown: explicit, or from the scroll offset when pinned on iOS 18, or 0.
    public var collapse: Double { inputs.effectiveCollapse(scrollOffset: scrollOffset, os: environment.os) }

    /// The inputs as laid out: the provider's status fills in when the app passes none.
    package var shownInputs: GreetingHeader {
        var shown = inputs
        if shown.status == nil { shown.status = providedStatus }
        return shown
    }

    /// The text of the date line as it shows now (the status, or the date).
    package var dateLine: String { shownInputs.status ?? DateLine.format(laidOutTime) }

    /// The minute the header shows (greeting and date), on the clock's calendar.
    package var laidOutTime: CivilTime { CivilTime(seconds: laidOutMinute * 60) }

    /// Changes inputs and environment as the app would. A change of inputs animates; a change of
    /// environment (text size, width, theme, appearance, Reduce Motion …) applies at once, as a
    /// system setting does, and ends what was in flight (it moved in the old geometry). The
    /// header is laid out again even when nothing changed; returns whether something did.
    @discardableResult
    public func set(_ inputs: GreetingHeader, environment: HeaderEnvironment? = nil) -> Bool {
        let environmentChanged = environment.map { $0 != self.environment } ?? false
        let changed = environmentChanged || inputs != self.inputs
        layOutIfNeeded()
        guard environmentChanged else {
            self.inputs = inputs
            relayoutAnimated()
            return changed
        }
        motion.endTransitions()
        jump(at: clock.now) {
            self.inputs = inputs
            if let environment { self.environment = environment }
        }
        return changed
    }

    /// Moves the content; a pinned header on iOS 18 collapses with it, at once.
    public func scroll(to offset: Double) {
        guard offset.isFinite else { return }
        jump(at: clock.now) { scrollOffset = offset }
    }

    /// `count` notifications arrive: the unread count grows (the badge rolls).
    public func notify(_ count: Int = 1) {
        layOutIfNeeded()
        let (sum, overflow) = inputs.unreadCount.addingReportingOverflow(max(count, 0))
        inputs.unreadCount = overflow ? .max : sum
        relayoutAnimated()
    }

    func recordEvent(_ name: String) {
        events.append(name)
    }

    /// Lays the header out again and animates to it from `instant` (default: now). The caller
    /// has laid out the jump owed (if any) before changing what the layout reads.
    func relayoutAnimated(from instant: Double? = nil) {
        layOut(shimmerAt: clock.now)
        motion.retarget(laidOutTree, at: instant ?? clock.now, animated: true, reduceMotion: environment.reduceMotion)
    }

    /// A jump owed, laid out as it would have been at `instant` (`DeferredJumps`).
    func retarget(at instant: Double, animated: Bool) {
        layOut(shimmerAt: instant)
        motion.retarget(laidOutTree, at: instant, animated: animated, reduceMotion: environment.reduceMotion)
    }

    /// Lays the current state out in the geometry kept for it, keeping the elements that did not
    /// change. In a geometry new to the header, the elements start from those another header
    /// first laid out in it (`SharedLayouts`), and its own are shared when none were.
    private func layOut(shimmerAt instant: Double) {
        let inputs = shownInputs
        let key = GreetingGeometry.Key(inputs: inputs.geometryInputs, environment: environment, time: laidOutTime)
        let geometry = keptGeometry.geometry(for: key) {
            Self.sharedLayouts.geometry(for: key) {
                GreetingGeometry(header: inputs, environment: environment, time: laidOutTime, wraps: wraps)
            }
        }
        let isNewGeometry = keptElements.generation != keptGeometry.generation
        if isNewGeometry {
            keptElements = Self.sharedLayouts.elements(for: key) ?? GreetingKeptElements()
            keptElements.generation = keptGeometry.generation
        }
        laidOutTree = inputs.layout(
            geometry, collapse: collapse, shimmer: shimmerPhase(at: instant), keeping: &keptElements,
            after: laidOutTree)
        if isNewGeometry { Self.sharedLayouts.share(keptElements, for: key) }
    }

    /// The geometry of the inputs shown in the current environment and minute, kept while those
    /// stay the same (the count and the collapse move nothing it holds).
    private var keptGeometry = KeptGeometry<GreetingGeometry.Key, GreetingGeometry>()
    /// What the process's greeting headers have worked out.
    private static let sharedLayouts = SharedLayouts<GreetingGeometry.Key, GreetingGeometry, GreetingKeptElements>()
    /// The elements of the last layout, made again only where they changed.
    private var keptElements = GreetingKeptElements()
    /// The texts wrapped in earlier geometries: a new count or status leaves them as they were.
    private let wraps = TextWrapCache()

    static func minute(of seconds: Double) -> Double { (seconds / 60).rounded(.down) }
}
