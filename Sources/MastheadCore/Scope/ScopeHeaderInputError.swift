/// Input the app could not pass to a scope header: an empty title, duplicate ids, a selection
/// that is not in the list, a negative count. It names the input and the offending value.
public struct ScopeHeaderInputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Which input is wrong.
    public enum Field: String, Sendable, CaseIterable {
        case title, scopes, selectedScope, chips, selectedChips, filterCount
    }

    public var field: Field
    /// What is wrong with it, without the field's name: "has the id \"saved\" twice".
    public var problem: String

    public init(_ field: Field, _ problem: String) {
        self.field = field
        self.problem = problem
    }

    public var description: String { "\(field.rawValue) \(problem)" }
}
