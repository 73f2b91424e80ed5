/// Every kind of header there is, for what goes over all of them instead of naming each: the
/// vocabulary a render tree's component names (`ElementVocabulary.of`), and whatever else asks
/// "which header is this?" by component name. A new header is listed here once.
enum HeaderKinds {
    static let all: [any HeaderKind.Type] = [GreetingHeader.self, ScopeHeader.self]

    /// The kind whose trees carry `component` (`RenderTree.component`).
    static func named(_ component: String) -> (any HeaderKind.Type)? {
        all.first { $0.componentName == component }
    }
}
