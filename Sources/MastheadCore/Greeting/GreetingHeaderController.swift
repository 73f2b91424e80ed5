/// The live greeting header, as an app holds it: inputs that change, a scroll offset, the clock
/// it follows and the animator that carries it from one layout to the next (`HeaderController`).
///
/// Every change re-lays the header out (the layout is pure) and retargets the animator: input
/// changes and the minute animate under their elements' tokens, scroll-driven collapse follows
/// the offset at once.
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
public final class GreetingHeaderController: HeaderController {
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
    /// Presents the states between two layouts on the clock.
    public let animator: Animator
    /// The loading shimmer, counted from when the header was built.
    public let shimmer: Shimmer
    /// Where the date line's status comes from when the app passes none: asked for each minute
    /// the header enters (see `clockDidMove(from:)`); nil shows the date. Setting it asks
    /// nothing yet: `refreshStatus()` asks it for the minute shown.
    public var statusSource: StatusSource?
    /// The minute (seconds since the epoch, divided by 60) the header was last laid out for.
    var laidOutMinute: Double
    /// The layout the animator is heading for.
    public private(set) var targetTree: RenderTree

    /// A live header for `inputs` in `environment`, laid out for the minute `clock` shows. Give it
    /// the clock of the `HeaderScene` it will join.
    public init(
        inputs: GreetingHeader, environment: HeaderEnvironment, clock: VirtualClock, animator: Animator = Animator()
    ) {
        self.inputs = inputs
        self.environment = environment
        self.clock = clock
        self.animator = animator
        shimmer = Shimmer(start: clock.now)
        laidOutMinute = Self.minute(of: clock.now)
        targetTree = inputs.layout(
            in: environment, at: CivilTime(seconds: laidOutMinute * 60),
            collapse: inputs.effectiveCollapse(scrollOffset: 0, os: environment.os),
            shimmer: environment.reduceMotion || !inputs.isLoading ? nil : shimmer.phase(at: clock.now))
        animator.retarget(targetTree, at: clock.now, animated: false, reduceMotion: environment.reduceMotion)
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
        self.inputs = inputs
        if let environment { self.environment = environment }
        if environmentChanged { animator.endTransitions() }
        relayout(animated: !environmentChanged)
        return changed
    }

    /// Moves the content; a pinned header on iOS 18 collapses with it, at once.
    public func scroll(to offset: Double) {
        guard offset.isFinite else { return }
        scrollOffset = offset
        relayout(animated: false)
    }

    /// `count` notifications arrive: the unread count grows (the badge rolls).
    public func notify(_ count: Int = 1) {
        let (sum, overflow) = inputs.unreadCount.addingReportingOverflow(max(count, 0))
        inputs.unreadCount = overflow ? .max : sum
        relayout(animated: true)
    }

    func recordEvent(_ name: String) {
        events.append(name)
    }

    /// Lays the header out again and hands the tree to the animator; the change starts at
    /// `instant` (default: now).
    func relayout(animated: Bool, at instant: Double? = nil) {
        targetTree = shownInputs.layout(geometry(for: shownInputs), collapse: collapse, shimmer: shimmerPhase)
        animator.retarget(
            targetTree, at: instant ?? clock.now, animated: animated, reduceMotion: environment.reduceMotion)
    }

    /// The geometry of `inputs` in the current environment and minute, kept while those stay the
    /// same: scrolling re-lays out on every step, and measuring and wrapping text is most of a
    /// layout's cost.
    private func geometry(for inputs: GreetingHeader) -> GreetingGeometry {
        if let cached = cachedGeometry, cached.inputs == inputs, cached.time == laidOutTime,
            cached.geometry.environment == environment
        {
            return cached.geometry
        }
        let geometry = GreetingGeometry(header: inputs, environment: environment, time: laidOutTime, wraps: wraps)
        cachedGeometry = (inputs, laidOutTime, geometry)
        return geometry
    }

    private var cachedGeometry: (inputs: GreetingHeader, time: CivilTime, geometry: GreetingGeometry)?
    /// The texts wrapped in earlier geometries: a new count or status leaves them as they were.
    private let wraps = TextWrapCache()

    static func minute(of seconds: Double) -> Double { (seconds / 60).rounded(.down) }
}
