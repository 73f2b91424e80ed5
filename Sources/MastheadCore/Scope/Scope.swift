extension ScopeHeader {
    /// One tab of the header ("For you", "Following", "Saved"): a slice of the feed the app can load.
    ///
    /// `count` is how many items in the scope are new; a count above zero is shown after the title
    /// (in textTertiary) and read by VoiceOver as "4 new".
    ///
    /// ```swift
    /// let forYou = ScopeHeader.Scope(id: "for-you", title: "For you", count: 120)
    /// let header = try ScopeHeaderController(
    ///     inputs: ScopeHeader(title: "Reading", scopes: [forYou]), clock: VirtualClock())
    /// #expect(header.currentTree()["scope_count.for-you"]?.text == "99+")
    /// ```
    public struct Scope: Sendable, Equatable, Hashable {
        /// The id taps and events name it by: `scope.<id>`, "scope_changed:<id>".
        public var id: String
        /// The tab's text.
        public var title: String
        /// How many items are new; nil or 0 shows no count.
        public var count: Int?

        /// A tab with `title`, and `count` new items when given.
        public init(id: String, title: String, count: Int? = nil) {
            self.id = id
            self.title = title
            self.count = count
        }

        /// The figure drawn after the title: nil when there is no count or it is 0, "99+" above 99.
        package var countText: String? { count.flatMap(CountBadge.text(for:)) }
    }
}
