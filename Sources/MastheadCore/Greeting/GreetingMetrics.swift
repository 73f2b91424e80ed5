/// The fixed numbers of the greeting header's geometry, in points. docs/greeting-header.md
/// explains each one; the sizes that follow Dynamic Type are derived from these in
/// `GreetingGeometry`.
enum GreetingMetrics {
    /// The first row is at least a navigation-bar row tall.
    static let rowMinimumHeight = 44.0
    /// Between two control slots (search button, bell, avatar).
    static let slotGap = 8.0
    /// Between the row's text (date or compact greeting) and its controls.
    static let textToControls = 12.0
    /// At accessibility sizes the row's text sits above its controls, this far apart.
    static let stackedGap = 4.0
    /// From the row to the large greeting.
    static let greetingGap = 8.0
    /// From the large greeting to the search field.
    static let fieldGap = 12.0
    /// Under the pinned bar (the hairline sits at the very bottom of it).
    static let pinnedBottomPadding = 12.0

    /// A button is its symbol (at the body size) plus this much: 36 pt at the default size.
    static let buttonPadding = 19.0
    /// The expanded avatar is this much larger than a button, the compact one this much smaller:
    /// 40 → 32 pt at the default size.
    static let avatarStep = 4.0

    /// The search field: its padding around the prompt, and its insets around symbol and prompt.
    static let fieldVerticalPadding = 22.0
    static let fieldLeadingInset = 12.0
    static let fieldSymbolGap = 8.0
    static let fieldTrailingInset = 12.0
    static let fieldStrokeWidth = 1.0

    static let badgeRingWidth = 2.0
    /// Between the widest badge's ring and the avatar's ring.
    static let badgeClearance = 2.0
    /// The badge's figures stop growing at this size, so the badge stays on its bell.
    static let badgeLargestTextSize = TextSize.xxxLarge
    static let avatarRingWidth = 1.0
    /// Initials take this fraction of the avatar's diameter at most.
    static let initialsScale = 0.4

    /// A placeholder bar is about this many ems wide (a typical greeting's length).
    static let placeholderEms = 7.0
    /// A placeholder bar is this fraction of its font size tall.
    static let placeholderBarScale = 0.8
    static let placeholderRadius = 6.0
}
