/// The greeting header's inputs, as an app passes them to `GreetingHeader(profile:status:…)`:
/// who is greeted, the status line, the unread count on the bell, the search prompt, which ways
/// out the app handles, and whether the header is pinned over scrolling content.
///
/// A plain value: the same inputs, environment, minute and collapse always lay out the same
/// tree. What changes over time — the scroll offset, the clock, animations — lives in
/// `GreetingHeaderController`.
///
/// ```swift
/// var inputs = GreetingHeader(profile: .sample, unreadCount: 3, pinned: true)
/// let header = GreetingHeaderController(inputs: inputs, environment: HeaderEnvironment(), clock: VirtualClock())
/// #expect(header.currentTree()["bell"]?.accessibility.spoken == "Notifications, 3 unread, Button")
/// inputs.status = "3 tasks due today"      // shown in place of the date
/// inputs.actions = [.notifications]        // no search field, and the avatar is only a picture
/// header.set(inputs)
/// #expect(header.tappableIDs == ["bell"])
/// ```
public struct GreetingHeader: Sendable, Equatable {
    /// Who is greeted; nil while the profile loads (the header then shows placeholders).
    public var profile: Profile?
    /// A line shown instead of the date ("3 tasks due today"); nil shows the date.
    public var status: String?
    /// The badge on the bell; 0 hides it.
    public var unreadCount: Int
    /// An explicit collapse from 0 (expanded) to 1 (compact); it wins over scroll tracking.
    public var collapse: Double?
    /// The search field's prompt.
    public var searchPrompt: String
    /// Which of the three ways out the app handles; a missing one hides its control (or, for the
    /// profile, leaves the avatar a picture).
    public var actions: Set<GreetingAction>
    /// The `greetingHeader(collapseDistance:)` modifier: ground, margins, status-bar clearance and
    /// scroll-driven collapse.
    public var pinned: Bool
    /// How far the content scrolls, in points, to collapse a pinned header fully.
    public var collapseDistance: Double

    /// 72 pt: the seed's collapse distance.
    public static let defaultCollapseDistance = 72.0
    /// "Search".
    public static let defaultSearchPrompt = "Search"

    /// The inputs, with the seed's defaults: no profile yet (loading), the date line, no unread
    /// notifications, all three ways out, not pinned.
    public init(
        profile: Profile? = nil, status: String? = nil, unreadCount: Int = 0, collapse: Double? = nil,
        searchPrompt: String = GreetingHeader.defaultSearchPrompt,
        actions: Set<GreetingAction> = Set(GreetingAction.allCases), pinned: Bool = false,
        collapseDistance: Double = GreetingHeader.defaultCollapseDistance
    ) {
        self.profile = profile
        self.status = status
        self.unreadCount = unreadCount
        self.collapse = collapse
        self.searchPrompt = searchPrompt
        self.actions = actions
        self.pinned = pinned
        self.collapseDistance = collapseDistance
    }

    package var isLoading: Bool {
        // Not `profile == nil`, which compares through Profile's `==` (copying the profile).
        if case .none = profile { return true }
        return false
    }

    /// The inputs as the geometry reads them (`GreetingGeometry`): the count and the collapse
    /// move nothing it holds (the badge is placed at layout), so they are left at their defaults.
    var geometryInputs: GreetingHeader {
        var inputs = self
        inputs.unreadCount = 0
        inputs.collapse = nil
        inputs.collapseDistance = Self.defaultCollapseDistance
        return inputs
    }

    package func handles(_ action: GreetingAction) -> Bool { actions.contains(action) }

    /// The collapse the header shows: the explicit value when given; otherwise, for a pinned
    /// header on iOS 18, the scroll offset over the collapse distance; otherwise 0 (iOS 17 has no
    /// scroll geometry to follow, and a bare header only collapses when told).
    package func effectiveCollapse(scrollOffset: Double, os: Int) -> Double {
        if let collapse { return Self.clamped(collapse) }
        guard pinned, os >= 18, collapseDistance > 0 else { return 0 }
        return Self.clamped(scrollOffset / collapseDistance)
    }

    /// `value` limited to 0...1 (NaN counts as 0).
    static func clamped(_ value: Double) -> Double {
        guard value.isFinite else { return value == .infinity ? 1 : 0 }
        return min(max(value, 0), 1)
    }
}

/// One of the greeting header's ways out: what a tap on the bell, the avatar or search means,
/// for the app's code to act on, and what the header records in its events
/// ("on_notifications", "on_profile", "on_search").
///
/// ```swift
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample), environment: HeaderEnvironment(), clock: VirtualClock())
/// #expect(try header.tap("avatar") == .profile)
/// #expect(header.events == ["on_profile"])
/// ```
public enum GreetingAction: String, Sendable, CaseIterable {
    case profile, notifications, search

    /// "on_profile", "on_notifications", "on_search": the names scenarios read in `h:events()`.
    package var eventName: String { "on_" + rawValue }
}
