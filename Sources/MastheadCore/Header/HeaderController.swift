/// A live header, as an app holds it over time: the inputs the app passes and the environment,
/// where the content under it is scrolled, the clock it follows, the animator that carries it
/// from one layout to the next, and the log of what it did.
///
/// Both headers are one (`GreetingHeaderController`, `ScopeHeaderController`), so whatever drives
/// a header (a Swift test, the Lua bindings, the component fuzzer, a trace) is written once for
/// any of them. A header changes in three ways: the app `set`s new inputs, the user scrolls or
/// taps, or the clock moves (`HeaderScene` moves a clock and lets every header on it catch up).
///
/// ```swift
/// func tapEverything(_ header: some HeaderController) throws -> [String] {
///     for id in header.tappableIDs { try header.tap(id) }
///     try header.settle()
///     return header.events
/// }
/// let greeting = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample), environment: HeaderEnvironment(), clock: VirtualClock())
/// #expect(try tapEverything(greeting) == ["on_notifications", "on_profile", "on_search"])
/// ```
public protocol HeaderController: AnyObject {
    /// The values the app passes: `GreetingHeader`, `ScopeHeader`.
    associatedtype Inputs: Equatable
    /// What `set` refuses (`Never` for a header that takes any inputs).
    associatedtype InputError: Error
    /// What a tap did, for the app's code to act on: `GreetingAction`, `ScopeHeaderTap`.
    associatedtype TapResult

    /// What the app passed last (with a scope header's bindings as taps left them).
    var inputs: Inputs { get }
    /// Text size, width, theme, appearance, Reduce Motion…
    var environment: HeaderEnvironment { get }
    /// The content's vertical scroll offset, in points (negative when pulled down).
    var scrollOffset: Double { get }
    /// The clock it follows; the headers of one `HeaderScene` share it.
    var clock: VirtualClock { get }
    /// Presents the states between two layouts on the clock; given to the initialiser, so a
    /// test can hold its own. (Read it through the header: a header lays out the scroll jumps it
    /// owes its animator when this is read; see `LiveHeader`.)
    var animator: Animator { get }
    /// The loading shimmer (it runs while `isLoading`, unless Reduce Motion is on).
    var shimmer: Shimmer { get }
    /// Whether the header shows placeholders for content that is still loading.
    var isLoading: Bool { get }
    /// What happened, in order: "on_notifications", "haptic:selection", "scope_changed:saved"…
    var events: [String] { get }
    /// The layout the header is heading for. Taps and VoiceOver go by it while the picture
    /// animates, as UIKit's hit-testing and accessibility tree do.
    var targetTree: RenderTree { get }
    /// The controls a tap reaches now, in reading order.
    var tappableIDs: [String] { get }

    /// Takes new inputs from the app, and a new environment when one is given. A change of
    /// inputs animates; a change of environment applies at once, as a system setting does, and
    /// ends what was in flight. Returns whether anything changed.
    @discardableResult
    func set(_ inputs: Inputs, environment: HeaderEnvironment?) throws(InputError) -> Bool

    /// Scrolls the content under the header to `offset` points (non-finite offsets are ignored).
    func scroll(to offset: Double)

    /// Taps the element `id`, records what the app would hear and returns it. A tap that
    /// cannot happen (absent, not visible, not a control) changes nothing and names the
    /// controls that can be tapped.
    @discardableResult
    func tap(_ id: String) throws(HeaderTapError) -> TapResult

    /// The clock moved from `start` to `clock.now` (back, when it was set earlier): the header
    /// catches up with what time changes (the minute it shows; see `HeaderScene`). Returns
    /// whether it was laid out again.
    @discardableResult
    func clockDidMove(from start: Double) -> Bool
}

extension HeaderController {
    /// Scrolls on from where the content is.
    public func scroll(by delta: Double) {
        scroll(to: scrollOffset + delta)
    }

    /// The header as drawn now: the animator's presentation, with the shimmer at this instant.
    public func currentTree() -> RenderTree {
        var tree = animator.presented(at: clock.now) ?? targetTree
        // Placeholders are there while loading, or fading out just after (then their shimmer stops).
        guard isLoading || animator.restingTime != nil else { return tree }
        Shimmer.paint(shimmerPhase, on: &tree)
        return tree
    }

    /// The header as it will be drawn at `time`, changing nothing (a trace's frames); the
    /// shimmer is left as the layout had it.
    package func frame(at time: Double) -> RenderTree {
        animator.frame(at: time) ?? targetTree
    }

    /// When the transitions in flight come to rest; nil when nothing moves. The shimmer is not a
    /// transition and never counts.
    public var restingTime: Double? { animator.restingTime }

    /// The loading shimmer's phase now; nil when it does not run (nothing loading, Reduce Motion).
    package var shimmerPhase: Double? {
        shimmer.phase(at: clock.now, isLoading: isLoading, reduceMotion: environment.reduceMotion)
    }

    /// The elements VoiceOver visits now, in reading order. It goes by the layout the header is
    /// heading for: the accessibility tree changes at once while the picture animates.
    package var voiceOverElements: [Element] { targetTree.focusableElements }

    /// What VoiceOver says on each of `voiceOverElements`: "Notifications, 3 unread, Button".
    public var voiceOver: [String] { voiceOverElements.map(\.accessibility.spoken) }
}
