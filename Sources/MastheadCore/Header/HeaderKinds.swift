/// Every kind of header there is, for what goes over all of them instead of naming each: the
/// vocabulary a render tree's component names (`ElementVocabulary.of`), and whatever else asks
/// "which header is this?" by component name. A shipped header is listed here once; a test's own
/// header joins at run time (`join`).
enum HeaderKinds {
    static let registry = KindRegistry<any HeaderKind.Type>(shipped: [GreetingHeader.self, ScopeHeader.self])

    static var all: [any HeaderKind.Type] { registry.all }

    /// The kind whose trees carry `component` (`RenderTree.component`).
    static func named(_ component: String) -> (any HeaderKind.Type)? {
        registry.first { $0.componentName == component }
    }

    /// Makes `kind` known to everything that goes over the kinds, from now on.
    static func join(_ kind: any HeaderKind.Type) {
        registry.join(kind) { ObjectIdentifier($0) == ObjectIdentifier($1) }
    }
}
