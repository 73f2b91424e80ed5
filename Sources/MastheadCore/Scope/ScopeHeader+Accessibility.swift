/// What VoiceOver says for each part of the header. The title is a heading; scopes, chips and
/// Filters are buttons; decoration (underline, hairlines, counts drawn in a tab, the badge,
/// placeholders) is silent, its meaning carried by the control it belongs to.
extension ScopeHeader {
    var titleAccessibility: AccessibilityInfo {
        AccessibilityInfo(label: title, traits: [.header])
    }

    /// "Selected, For you, 4 new, Button": the count of new items is the value.
    static func scopeAccessibility(_ scope: Scope, isSelected: Bool) -> AccessibilityInfo {
        let value = (scope.count ?? 0) > 0 ? "\(scope.count!) new" : nil
        return AccessibilityInfo(
            label: scope.title, value: value, traits: isSelected ? [.button, .selected] : [.button])
    }

    /// "Selected, Unread, Button. Removes Unread from the filters.": the hint says what a double
    /// tap will do, which depends on whether the chip is on.
    static func chipAccessibility(_ chip: Chip, isOn: Bool) -> AccessibilityInfo {
        AccessibilityInfo(
            label: chip.title, hint: Self.chipHint(chip, isOn: isOn), traits: isOn ? [.button, .selected] : [.button])
    }

    package static func chipHint(_ chip: Chip, isOn: Bool) -> String {
        isOn ? "Removes \(chip.title) from the filters." : "Adds \(chip.title) to the filters."
    }

    /// "Filters, 2 on, Button. Opens all filters.": the exact count (not "99+"); no value at 0.
    static func filtersAccessibility(count: Int) -> AccessibilityInfo {
        AccessibilityInfo(
            label: "Filters", value: count > 0 ? "\(count) on" : nil, hint: "Opens all filters.", traits: [.button])
    }
}
