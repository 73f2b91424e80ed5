/// Tapping the header's controls: the bell, the avatar (when it is a button), the search field
/// and the search button. A tap on anything else is a mistake in the scenario, reported with the
/// controls that can be tapped at that moment.
extension GreetingHeaderController {
    /// Taps the element `id`, records the event and returns which way out it was. Like UIKit's
    /// hit-testing, a tap goes by the layout the header is heading for, not by where a transition
    /// draws it: a control that is fading in can be tapped, one that is leaving cannot.
    @discardableResult
    public func tap(_ id: String) throws(GreetingTapError) -> GreetingAction {
        let tree = target
        let tappable = tappableIDs
        guard let element = tree[id] else {
            throw GreetingTapError(id: id, problem: .absent, tappable: tappable)
        }
        guard tree.isVisible(element) else {
            throw GreetingTapError(id: id, problem: .hidden(opacity: element.opacity), tappable: tappable)
        }
        guard element.isControl, let action = Self.action(of: id) else {
            throw GreetingTapError(id: id, problem: .notAControl, tappable: tappable)
        }
        recordEvent(action.eventName)
        return action
    }

    /// The ids of the controls a tap reaches now, in reading order: what `tap` accepts.
    public var tappableIDs: [String] {
        let tree = target
        return tree.elements.filter { $0.isControl && tree.isVisible($0) && Self.action(of: $0.id) != nil }.map(\.id)
    }

    /// The way out each control leads to.
    static func action(of id: String) -> GreetingAction? {
        switch id {
        case "bell": return .notifications
        case "avatar": return .profile
        case "search_field", "search_button": return .search
        default: return nil
        }
    }
}

/// A tap that cannot happen: the element is absent, not visible, or not a control.
public struct GreetingTapError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Problem: Sendable, Equatable {
        case absent
        case hidden(opacity: Double)
        case notAControl
    }

    public var id: String
    public var problem: Problem
    /// The controls that could be tapped instead, in reading order.
    public var tappable: [String]

    public init(id: String, problem: Problem, tappable: [String]) {
        self.id = id
        self.problem = problem
        self.tappable = tappable
    }

    /// `tap("badge"): "badge" is not a control (you can tap: bell, avatar, search_field)`.
    public var description: String {
        let reason: String
        switch problem {
        case .absent: reason = "there is no \"\(id)\" in the greeting header"
        case .hidden(let opacity): reason = "\"\(id)\" is not visible (opacity \(Points.format(opacity)))"
        case .notAControl: reason = "\"\(id)\" is not a control"
        }
        let choices =
            tappable.isEmpty ? "nothing can be tapped now" : "you can tap: " + tappable.joined(separator: ", ")
        return "tap(\"\(id)\"): \(reason) (\(choices))"
    }
}
