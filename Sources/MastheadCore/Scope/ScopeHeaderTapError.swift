/// A tap that cannot happen: the element is not in the header, is hidden, or is not a control.
/// The message lists what can be tapped.
public struct ScopeHeaderTapError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        case absent, hidden, notAControl
    }

    public var id: String
    public var reason: Reason
    /// The ids of the controls that can be tapped now.
    public var tappable: [String]

    public init(id: String, reason: Reason, tappable: [String]) {
        self.id = id
        self.reason = reason
        self.tappable = tappable
    }

    public var description: String {
        let what: String
        switch reason {
        case .absent: what = "there is no element \"\(id)\" in the scope header"
        case .hidden: what = "\"\(id)\" is hidden"
        case .notAControl: what = "\"\(id)\" is not a control"
        }
        return "cannot tap \"\(id)\": \(what) (tappable: \(tappable.joined(separator: ", ")))"
    }
}
