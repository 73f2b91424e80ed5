/// The element ids of a scope header, as scenarios name them (fixed by the scenario contract,
/// except the `scope_count.`, `scopes_hairline` ones this project adds).
public enum ScopeHeaderID {
    public static let title = "title"
    public static let underline = "underline"
    /// The hairline the tabs stand on (SPHairline).
    public static let scopesHairline = "scopes_hairline"
    public static let filters = "filters"
    public static let filtersBadge = "filters_badge"
    /// The hairline under the header once it is stuck.
    public static let hairline = "hairline"

    public static func scope(_ id: String) -> String { "scope.\(id)" }
    /// The count drawn after a scope's title, a separate run inside the tab.
    public static func scopeCount(_ id: String) -> String { "scope_count.\(id)" }
    public static func chip(_ id: String) -> String { "chip.\(id)" }
    /// Loading chips, numbered from 1.
    public static func placeholderChip(_ number: Int) -> String { placeholderChipPrefix + String(number) }
    static let placeholderChipPrefix = "placeholder.chip."
}
