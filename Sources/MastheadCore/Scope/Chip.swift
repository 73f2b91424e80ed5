extension ScopeHeader {
    /// One filter chip of the row under the scopes ("Unread", "Saved"), with an optional SF Symbol
    /// drawn before its title.
    public struct Chip: Sendable, Equatable, Hashable {
        public var id: String
        public var title: String
        public var symbol: String?

        public init(id: String, title: String, symbol: String? = nil) {
            self.id = id
            self.title = title
            self.symbol = symbol
        }
    }
}
