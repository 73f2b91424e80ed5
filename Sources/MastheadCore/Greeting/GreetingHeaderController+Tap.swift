/// Tapping the header's controls: the bell, the avatar (when it is a button), the search field
/// and the search button. A tap on anything else is a mistake in the scenario, reported with the
/// controls that can be tapped at that moment.
extension GreetingHeaderController {
    /// Taps the element `id`, records the event and returns which way out it was. Like UIKit's
    /// hit-testing, a tap goes by the layout the header is heading for, not by where a transition
    /// draws it: a control that is fading in can be tapped, one that is leaving cannot.
    @discardableResult
    public func tap(_ id: String) throws(HeaderTapError) -> GreetingAction {
        let tree = targetTree
        guard let element = tree[id] else { throw tapError(id, .absent) }
        guard tree.isVisible(element) else { throw tapError(id, .hidden(opacity: element.opacity)) }
        guard element.isControl, let action = Self.action(of: id) else { throw tapError(id, .notAControl) }
        live.record(action.eventName)
        return action
    }

    /// The controls that are visible now, in reading order.
    public var tappableIDs: [String] {
        let tree = targetTree
        return tree.elements.filter { $0.isControl && tree.isVisible($0) }.map(\.id)
    }

    /// The way out each control leads to.
    static func action(of id: String) -> GreetingAction? {
        switch id {
        case GreetingHeaderID.bell: return .notifications
        case GreetingHeaderID.avatar: return .profile
        case GreetingHeaderID.searchField, GreetingHeaderID.searchButton: return .search
        default: return nil
        }
    }
}
