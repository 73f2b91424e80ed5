/// What VoiceOver reads for each element. The greeting is the screen's heading; of the two
/// greetings only the visible one is read (the large one below collapse 0.5, the compact one
/// from there), and the date line follows the large greeting. The search field and the search
/// button are read whenever they can be seen, so search is never out of reach. The badge is not
/// read on its own: the bell says the count.
extension GreetingHeader {
    static func dateLineAccessibility(_ text: String, _ blend: GreetingBlend) -> AccessibilityInfo {
        AccessibilityInfo(isFocusable: !blend.readsCompact, label: text, traits: [.staticText])
    }

    static func greetingAccessibility(_ text: String, isRead: Bool) -> AccessibilityInfo {
        AccessibilityInfo(isFocusable: isRead, label: text, traits: [.header])
    }

    /// "Notifications, 3 unread, Button"; the value says the real count, even past 99.
    static func bellAccessibility(unread: Int) -> AccessibilityInfo {
        AccessibilityInfo(label: "Notifications", value: unread > 0 ? "\(unread) unread" : nil, traits: [.button])
    }

    /// "Profile, Maya Lin, Button", or "…, Image" when the avatar is only a picture.
    static func avatarAccessibility(_ profile: Profile, isButton: Bool) -> AccessibilityInfo {
        AccessibilityInfo(label: "Profile", value: profile.name, traits: [isButton ? .button : .image])
    }

    /// "Search, Search Field": the prompt is the label ("Search" when the prompt is empty).
    static func searchFieldAccessibility(prompt: String) -> AccessibilityInfo {
        AccessibilityInfo(label: prompt.isEmpty ? defaultSearchPrompt : prompt, traits: [.searchField])
    }

    static let searchButtonAccessibility = AccessibilityInfo(label: defaultSearchPrompt, traits: [.button])

    /// The greeting's placeholder says "Loading" where the heading will be.
    static func loadingAccessibility(isRead: Bool) -> AccessibilityInfo {
        AccessibilityInfo(isFocusable: isRead, label: "Loading", traits: [.updatesFrequently])
    }
}
