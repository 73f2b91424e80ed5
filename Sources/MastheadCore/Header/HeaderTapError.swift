/// A tap that cannot happen: the element is absent, not visible, or not a control. Either header
/// throws it, and changes nothing; its message lists what can be tapped instead.
///
/// ```swift
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample, unreadCount: 3), environment: HeaderEnvironment(),
///     clock: VirtualClock())
/// #expect(throws: HeaderTapError.self) { try header.tap("badge") }
/// do {
///     try header.tap("badge")
/// } catch {
///     #expect(error.problem == .notAControl)
///     #expect(error.tappable == ["bell", "avatar", "search_field"])
///     #expect(error.description
///         == #"tap("badge"): "badge" is not a control (you can tap: bell, avatar, search_field)"#)
/// }
/// ```
public struct HeaderTapError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the tap cannot happen.
    ///
    /// ```swift
    /// let header = try ScopeHeaderController(inputs: .sample, clock: VirtualClock())
    /// do { try header.tap("chip.nope") } catch { #expect(error.problem == .absent) }
    /// ```
    public enum Problem: Sendable, Equatable {
        /// The header has no element with the id now.
        case absent
        /// The element is there but cannot be seen: transparent (its opacity, 0 or nearly), or
        /// outside the header.
        case hidden(opacity: Double)
        /// The element is drawn but is not a control (a badge, a title, a hairline).
        case notAControl
    }

    /// The header tapped, as its render trees name it ("greeting", "scope").
    package var component: String
    package var id: String
    /// Why the tap cannot happen.
    public var problem: Problem
    /// The controls that could be tapped instead, in reading order.
    public var tappable: [String]

    package init(component: String, id: String, problem: Problem, tappable: [String]) {
        self.component = component
        self.id = id
        self.problem = problem
        self.tappable = tappable
    }

    public var description: String {
        let reason: String
        switch problem {
        case .absent: reason = "there is no \"\(id)\" in the \(component) header"
        case .hidden(let opacity) where opacity <= 0.001:
            reason = "\"\(id)\" is not visible (opacity \(Points.format(opacity)))"
        case .hidden: reason = "\"\(id)\" is not visible (outside the header)"
        case .notAControl: reason = "\"\(id)\" is not a control"
        }
        let choices =
            tappable.isEmpty ? "nothing can be tapped now" : "you can tap: " + tappable.joined(separator: ", ")
        return "tap(\"\(id)\"): \(reason) (\(choices))"
    }
}

extension HeaderController {
    /// The error for a tap on `id` that cannot be taken now, listing what can be.
    func tapError(_ id: String, _ problem: HeaderTapError.Problem) -> HeaderTapError {
        HeaderTapError(component: targetTree.component, id: id, problem: problem, tappable: tappableIDs)
    }
}
