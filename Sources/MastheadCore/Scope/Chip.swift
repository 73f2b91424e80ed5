extension ScopeHeader {
    /// One filter chip of the row under the scopes ("Unread", "Saved"), with an optional SF Symbol
    /// drawn before its title. A chip is on when its id is in `ScopeHeader.selectedChips`; a tap
    /// toggles it.
    ///
    /// ```swift
    /// let saved = ScopeHeader.Chip(id: "saved", title: "Saved", symbol: "bookmark")
    /// let header = try ScopeHeaderController(
    ///     inputs: ScopeHeader(title: "Reading", scopes: [], chips: [saved]), clock: VirtualClock())
    /// #expect(try header.tap("chip.saved") == .chip(id: "saved", isOn: true))
    /// #expect(header.inputs.selectedChips == ["saved"])
    /// ```
    public struct Chip: Sendable, Equatable, Hashable {
        /// The id taps, `selectedChips` and events name it by: `chip.<id>`.
        public var id: String
        /// The chip's label.
        public var title: String
        /// An SF Symbol drawn before the label ("bookmark"); nil draws none.
        public var symbol: String?

        /// A chip labelled `title`, with `symbol` before it when given.
        public init(id: String, title: String, symbol: String? = nil) {
            self.id = id
            self.title = title
            self.symbol = symbol
        }
    }
}
