/// The element ids of a greeting header, as scenarios name them (fixed by the scenario contract).
/// Layout, taps and the vocabulary all spell them from here.
public enum GreetingHeaderID {
    public static let dateLine = "date_line"
    public static let bell = "bell"
    /// The unread count on the bell.
    public static let badge = "badge"
    public static let avatar = "avatar"
    public static let greeting = "greeting"
    /// The greeting in the compact bar.
    public static let compactGreeting = "compact_greeting"
    public static let searchField = "search_field"
    /// The round button that replaces the search field in the compact bar.
    public static let searchButton = "search_button"
    /// The pinned bar's hairline.
    public static let hairline = "hairline"

    /// The grey shapes shown while the profile loads, in place of the element `id`.
    public static func placeholder(_ id: String) -> String { "placeholder.\(id)" }
    public static let greetingPlaceholder = placeholder(greeting)
    public static let compactGreetingPlaceholder = placeholder(compactGreeting)
    public static let avatarPlaceholder = placeholder(avatar)
}
