/// The element ids of a greeting header, as scenarios name them (fixed by the scenario contract).
/// Layout, taps and the vocabulary all spell them from here.
package enum GreetingHeaderID {
    package static let dateLine = "date_line"
    package static let bell = "bell"
    /// The unread count on the bell.
    package static let badge = "badge"
    package static let avatar = "avatar"
    package static let greeting = "greeting"
    /// The greeting in the compact bar.
    package static let compactGreeting = "compact_greeting"
    package static let searchField = "search_field"
    /// The round button that replaces the search field in the compact bar.
    package static let searchButton = "search_button"
    /// The pinned bar's hairline.
    package static let hairline = "hairline"

    /// The grey shapes shown while the profile loads, in place of the element `id`.
    package static func placeholder(_ id: String) -> String { "placeholder.\(id)" }
    package static let greetingPlaceholder = placeholder(greeting)
    package static let compactGreetingPlaceholder = placeholder(compactGreeting)
    package static let avatarPlaceholder = placeholder(avatar)
}
