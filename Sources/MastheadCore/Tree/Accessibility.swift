/// What VoiceOver knows about an element: whether it can land on it, and its label, value,
/// hint and traits, which `spoken` puts together as VoiceOver says them.
///
/// ```swift
/// let header = try ScopeHeaderController(inputs: .sample, clock: VirtualClock())
/// let tab = try #require(header.currentTree()["scope.for-you"]).accessibility
/// #expect(tab.label == "For you" && tab.value == "4 new")
/// #expect(tab.traits == [.button, .selected])
/// #expect(tab.spoken == "Selected, For you, 4 new, Button")
/// ```
public struct AccessibilityInfo: Sendable, Equatable {
    /// Whether VoiceOver can focus it (false for decoration and for what is folded away).
    public var isFocusable: Bool
    /// What it is, as VoiceOver names it: "Notifications", "For you".
    public var label: String?
    /// Its state or amount: "3 unread", "4 new", "2 on".
    public var value: String?
    /// What activating it does, said after a pause: "Removes Unread from the filters."
    public var hint: String?
    /// Button, heading, selected…: VoiceOver says the ones it announces after the value.
    public var traits: [AccessibilityTrait]

    package init(
        isFocusable: Bool = true, label: String? = nil, value: String? = nil, hint: String? = nil,
        traits: [AccessibilityTrait] = []
    ) {
        self.isFocusable = isFocusable
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
    }

    package static let hidden = AccessibilityInfo(isFocusable: false)

    /// What VoiceOver says when it lands on the element: "Selected" first when selected, then the
    /// label, the value and the other traits, and after a pause (written ". ") the hint:
    /// "Selected, For you, 4 new, Button".
    ///
    /// (Written into one string as it goes, every part being non-empty: a list of parts joined
    /// cost as much again, for each element a scenario reads.)
    public var spoken: String {
        var spoken = ""
        func say(_ part: String) {
            if !spoken.isEmpty { spoken += ", " }
            spoken += part
        }
        if traits.contains(.selected) { say("Selected") }
        if let label, !label.isEmpty { say(label) }
        if let value, !value.isEmpty { say(value) }
        for trait in traits where trait != .selected {
            if let word = trait.spokenName { say(word) }
        }
        guard let hint, !hint.isEmpty else { return spoken }
        return spoken + ". " + hint
    }
}

/// An accessibility trait, by the name scenarios read in `traits` ("search_field").
///
/// ```swift
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample), environment: HeaderEnvironment(), clock: VirtualClock())
/// #expect(header.currentTree()["search_field"]?.accessibility.traits.contains(.searchField) == true)
/// ```
public enum AccessibilityTrait: String, Sendable, CaseIterable {
    case header, button, selected, image
    case searchField = "search_field"
    case staticText = "static_text"
    case
        updatesFrequently = "updates_frequently"
    case notEnabled = "not_enabled"

    /// The word VoiceOver says for the trait, nil for traits it does not announce.
    package var spokenName: String? {
        switch self {
        case .header: return "Heading"
        case .button: return "Button"
        case .selected: return "Selected"
        case .image: return "Image"
        case .searchField: return "Search Field"
        case .notEnabled: return "Dimmed"
        case .staticText, .updatesFrequently: return nil
        }
    }
}
