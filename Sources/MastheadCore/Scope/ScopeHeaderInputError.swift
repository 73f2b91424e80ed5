/// Input the app could not pass to a scope header: an empty title, duplicate ids, a selection
/// that is not in the list, a negative count. It names the input and the offending value; the
/// header that refused it is left as it was.
///
/// ```swift
/// let twice = ScopeHeader(title: "Reading", scopes: [
///     ScopeHeader.Scope(id: "saved", title: "Saved"), ScopeHeader.Scope(id: "saved", title: "Saved again"),
/// ])
/// #expect(throws: ScopeHeaderInputError.self) { try ScopeHeaderController(inputs: twice, clock: VirtualClock()) }
/// let header = try ScopeHeaderController(inputs: .sample, clock: VirtualClock())
/// do {
///     try header.set(ScopeHeader(title: "", scopes: []))
/// } catch {
///     #expect(error.field == .title)
///     #expect(error.description == "title must not be empty")
/// }
/// ```
public struct ScopeHeaderInputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Which input is wrong.
    ///
    /// ```swift
    /// let error = ScopeHeaderInputError.Field.selectedScope
    /// #expect(error.rawValue == "selectedScope")
    /// ```
    public enum Field: String, Sendable, CaseIterable {
        case title, scopes, selectedScope, chips, selectedChips, filterCount
    }

    /// The input that is wrong.
    public var field: Field
    /// What is wrong with it, without the field's name: "has the id \"saved\" twice".
    package var problem: String

    package init(_ field: Field, _ problem: String) {
        self.field = field
        self.problem = problem
    }

    public var description: String { "\(field.rawValue) \(problem)" }
}
