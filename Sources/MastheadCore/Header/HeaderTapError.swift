/// A tap that cannot happen: the element is absent, not visible, or not a control. Either header
/// throws it, and the message lists what can be tapped instead:
/// `tap("badge"): "badge" is not a control (you can tap: bell, avatar, search_field)`.
public struct HeaderTapError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Problem: Sendable, Equatable {
        case absent
        case hidden(opacity: Double)
        case notAControl
    }

    /// The header tapped, as its render trees name it ("greeting", "scope").
    public var component: String
    public var id: String
    public var problem: Problem
    /// The controls that could be tapped instead, in reading order.
    public var tappable: [String]

    public init(component: String, id: String, problem: Problem, tappable: [String]) {
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
