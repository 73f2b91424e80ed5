/// The live greeting header, as an app holds it: inputs that change, a scroll offset, the clock
/// it follows and the animator that carries it from one layout to the next (`HeaderController`).
///
/// It is a `LiveHeader` of `GreetingHeader`s and what the greeting header adds: notifications,
/// the minute it shows and its status source (`+Minutes`), its taps (`+Tap`). Input changes and
/// the minute animate under their elements' tokens; a scroll-driven collapse follows the offset
/// at once (a jump, laid out when next read).
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

    let live: LiveHeader<GreetingHeader>
    /// Where the date line's status comes from when the app passes none: asked for each minute
    /// the header enters (see `clockDidMove(from:)`); nil shows the date. Setting it asks
    /// nothing yet: `refreshStatus()` asks it for the minute shown.
    public var statusSource: StatusSource?

    /// A live header for `inputs` in `environment`, laid out for the minute `clock` shows. Give it
    /// the clock of the `HeaderScene` it will join.
    public convenience init(
        inputs: GreetingHeader, environment: HeaderEnvironment, clock: VirtualClock, animator: Animator = Animator()
    ) {
        self.init(
            inputs: inputs, environment: environment, clock: clock, animator: animator, memoized: LayoutMemoSwitch.isOn)
    }

    /// The same, remembering nothing between layouts when `memoized` is false (`LayoutMemo`).
    package init(
        inputs: GreetingHeader, environment: HeaderEnvironment, clock: VirtualClock, animator: Animator = Animator(),
        memoized: Bool
    ) {
        let state = GreetingHeader.LiveState(minute: GreetingHeader.minute(of: clock.now))
        live = LiveHeader(
            inputs: inputs, environment: environment, state: state, clock: clock, animator: animator,
            memoized: memoized)
    }

    /// What the app passed last.
    public var inputs: GreetingHeader { live.inputs }
    /// Text size, width, theme, appearance, Reduce Motion…
    public var environment: HeaderEnvironment { live.environment }
    /// The content's scroll offset, in points (negative when pulled down).
    public var scrollOffset: Double { live.scrollOffset }
    /// What the header did: "on_profile", "on_notifications", "on_search", in order.
    public var events: [String] { live.events }
    /// The clock it follows, shared with the other headers of its `HeaderScene`.
    public var clock: VirtualClock { live.clock }
    /// Presents the states between two layouts on the clock.
    public var animator: Animator { live.animator }
    /// The loading shimmer, counted from when the header was built.
    public var shimmer: Shimmer { live.shimmer }
    /// The layout the animator is heading for.
    public var targetTree: RenderTree { live.targetTree }
    /// Placeholders stand in for the greeting and the avatar while the profile loads.
    public var isLoading: Bool { live.isLoading }

    /// The collapse shown: explicit, or from the scroll offset when pinned on iOS 18, or 0.
    public var collapse: Double { live.look().collapse }

    /// The inputs as laid out: the provider's status fills in when the app passes none.
    package var shownInputs: GreetingHeader { live.look().shownInputs }

    /// What the status source says for the current minute.
    package var providedStatus: String? { live.liveState.providedStatus }

    /// The text of the date line as it shows now (the status, or the date).
    package var dateLine: String { shownInputs.status ?? DateLine.format(laidOutTime) }

    /// The minute the header shows (greeting and date), on the clock's calendar.
    package var laidOutTime: CivilTime { live.look().time }

    /// Changes inputs and environment as the app would. A change of inputs animates; a change of
    /// environment (text size, width, theme, appearance, Reduce Motion …) applies at once, as a
    /// system setting does, and ends what was in flight (it moved in the old geometry). The
    /// header is laid out again even when nothing changed; returns whether something did.
    @discardableResult
    public func set(_ inputs: GreetingHeader, environment: HeaderEnvironment? = nil) -> Bool {
        let environmentChanged = environment.map { $0 != self.environment } ?? false
        let changed = environmentChanged || inputs != self.inputs
        live.layOutIfNeeded()
        guard environmentChanged else {
            live.inputs = inputs
            live.relayout()
            return changed
        }
        live.endTransitions()
        live.jump(at: clock.now) {
            live.inputs = inputs
            if let environment { live.environment = environment }
        }
        return changed
    }

    /// Moves the content; a pinned header on iOS 18 collapses with it, at once.
    public func scroll(to offset: Double) {
        guard offset.isFinite else { return }
        live.jump(at: clock.now) { live.scrollOffset = offset }
    }

    /// `count` notifications arrive: the unread count grows (the badge rolls).
    public func notify(_ count: Int = 1) {
        live.layOutIfNeeded()
        let (sum, overflow) = inputs.unreadCount.addingReportingOverflow(max(count, 0))
        live.inputs.unreadCount = overflow ? .max : sum
        live.relayout()
    }
}
