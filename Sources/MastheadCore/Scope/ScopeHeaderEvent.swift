/// The entries a live scope header writes to its event log: what a device would feel (the
/// haptic) and what the app would act on (reload the feed, open the filter sheet).
package enum ScopeHeaderEvent {
    /// The selection tick of a scope pick or a chip toggle (a tap only, not a change by the app).
    package static let selectionHaptic = "haptic:selection"
    /// Filters was tapped: the app opens its filter sheet.
    package static let onFilters = "on_filters"

    /// The selected scope changed: the app reloads the feed for it. "scope_changed:following".
    package static func scopeChanged(_ id: String) -> String { "scope_changed:\(id)" }

    /// The set of chips that are on changed: the app reloads the feed. The ids that are on now,
    /// in chip order, comma-separated: "chips_changed:unread,saved" ("chips_changed:" for none).
    package static func chipsChanged(_ ids: [String]) -> String { "chips_changed:" + ids.joined(separator: ",") }
}
