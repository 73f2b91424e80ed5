/// Headers that share one clock, and the clock moved for all of them at once: what a screen (or
/// a scenario) holds. Moving the clock through the scene lets every header catch up with what
/// time changes (`HeaderController.clockDidMove(from:)`: the greeting header's minute and its
/// status source), in the order the headers were added; `settle()` moves it to the instant the
/// last transition comes to rest.
///
/// A header alone on its clock needs no scene: `header.advance(by:)` and `header.settle()` do
/// the same for it.
///
/// ```swift
/// let scene = HeaderScene()
/// let greeting = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample), environment: HeaderEnvironment(), clock: scene.clock)
/// let scope = try ScopeHeaderController(inputs: .sample, clock: scene.clock)
/// scene.add(greeting)
/// scene.add(scope)
/// greeting.notify(3)
/// try scope.tap("chip.unread")
/// try scene.settle()                       // the badge has rolled to "3", the chip is on
/// #expect(greeting.currentTree()["badge"]?.text == "3")
/// try scene.advance(by: 3 * 3600)          // 12:41: the greeting follows the clock
/// #expect(greeting.currentTree()["greeting"]?.text == "Good afternoon, Maya")
/// ```
public final class HeaderScene {
    /// The clock every header of the scene was built with.
    public let clock: VirtualClock
    /// The headers on the clock, in the order they were added.
    package private(set) var headers: [any HeaderController]

    /// A scene on `clock` (a new one at `VirtualClock.defaultStart` unless given), with `headers`
    /// built on it.
    public init(clock: VirtualClock = VirtualClock(), headers: [any HeaderController] = []) {
        self.clock = clock
        self.headers = []
        for header in headers { add(header) }
    }

    /// Adds a header built on the scene's clock.
    public func add(_ header: any HeaderController) {
        precondition(header.clock === clock, "a header joins the scene whose clock it was built with")
        headers.append(header)
    }

    /// Moves the clock forward by `seconds` and lets every header catch up. Refused (nothing
    /// moves) for a negative or non-finite amount, or one past the calendar's last year.
    public func advance(by seconds: Double) throws(ClockError) {
        let start = clock.now
        try clock.advance(by: seconds)
        catchUp(from: start)
    }

    /// Sets the clock (back, too: a scenario may restart the day) and lets every header catch up.
    public func setClock(to seconds: Double) {
        let start = clock.now
        clock.set(to: seconds)
        catchUp(from: start)
    }

    /// When the last transition of any header comes to rest; nil when nothing moves.
    package var restingTime: Double? { headers.compactMap { $0.restingTime }.max() }

    /// The most rounds `settle` takes: each round is one move of the clock, and only a minute
    /// boundary crossed on the way starts another; a theme's slowest spring settles within seconds.
    package static let maximumSettleRounds = 100

    /// Advances the clock to the instant every header's transitions come to rest, and no
    /// further; again if reaching it started something (a minute boundary on the way). With
    /// nothing moving the clock stays where it is. The loading shimmer never rests and is not
    /// waited for.
    public func settle() throws(ClockError) {
        for _ in 0..<Self.maximumSettleRounds {
            guard let resting = restingTime, resting > clock.now + Animator.timeTolerance else { return }
            try advance(by: resting - clock.now)
        }
    }

    private func catchUp(from start: Double) {
        for header in headers { header.clockDidMove(from: start) }
    }
}

extension HeaderController {
    /// For a header alone on its clock: moves the clock on and lets the header catch up. Headers
    /// that share a clock move through their `HeaderScene`, so that each of them catches up.
    public func advance(by seconds: Double) throws(ClockError) {
        try HeaderScene(clock: clock, headers: [self]).advance(by: seconds)
    }

    /// For a header alone on its clock: sets the clock and lets the header catch up.
    package func setClock(to seconds: Double) {
        HeaderScene(clock: clock, headers: [self]).setClock(to: seconds)
    }

    /// For a header alone on its clock: `HeaderScene.settle()`.
    public func settle() throws(ClockError) {
        try HeaderScene(clock: clock, headers: [self]).settle()
    }
}
