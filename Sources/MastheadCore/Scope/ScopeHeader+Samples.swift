/// The Reading tab's scopes and chips, as in the seed's preview.
extension ScopeHeader {
    /// "For you" (4 new), "Following", "Saved".
    package static let sampleScopes: [Scope] = [
        Scope(id: "for-you", title: "For you", count: 4),
        Scope(id: "following", title: "Following"),
        Scope(id: "saved", title: "Saved"),
    ]

    /// Unread, Saved, Long reads, Audio and Today: some with a symbol, some without, so both chip
    /// shapes appear in the preview.
    package static let sampleChips: [Chip] = [
        Chip(id: "unread", title: "Unread", symbol: "envelope.badge"),
        Chip(id: "saved", title: "Saved", symbol: "bookmark"),
        Chip(id: "long-reads", title: "Long reads"),
        Chip(id: "audio", title: "Audio", symbol: "headphones"),
        Chip(id: "today", title: "Today"),
    ]

    /// The Reading tab's header, as in the seed's preview: "For you" (4 new), "Following" and
    /// "Saved"; the chips Unread, Saved, Long reads, Audio and Today, none on; Filters; pinned.
    public static let sample = ScopeHeader(
        title: "Reading", scopes: sampleScopes, selectedScope: "for-you", chips: sampleChips,
        hasFilters: true, pinned: true)
}
