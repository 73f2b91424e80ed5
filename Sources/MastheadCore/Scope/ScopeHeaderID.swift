/// The element ids of a scope header, as scenarios name them (fixed by the scenario contract,
/// except the `scope_count.`, `scopes_hairline` ones this project adds).
package enum ScopeHeaderID {
    package static let title = "title"
    package static let underline = "underline"
    /// The hairline the tabs stand on (SPHairline).
    package static let scopesHairline = "scopes_hairline"
    package static let filters = "filters"
    package static let filtersBadge = "filters_badge"
    /// The hairline under the header once it is stuck.
    package static let hairline = "hairline"

    package static func scope(_ id: String) -> String { "scope.\(id)" }
    /// The count drawn after a scope's title, a separate run inside the tab.
    package static func scopeCount(_ id: String) -> String { "scope_count.\(id)" }
    package static func chip(_ id: String) -> String { "chip.\(id)" }
    /// Loading chips, numbered from 1.
    package static func placeholderChip(_ number: Int) -> String { placeholderChipPrefix + String(number) }
    static let placeholderChipPrefix = "placeholder.chip."
}
