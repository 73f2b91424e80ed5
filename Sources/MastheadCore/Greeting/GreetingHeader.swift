/// The greeting header's inputs, as an app passes them to `GreetingHeader(profile:status:…)`.
///
/// A plain value: the same inputs, environment, minute and collapse always lay out the same
/// tree (`layout(in:at:collapse:shimmer:)`). What changes over time — the scroll offset, the
/// clock, animations — lives in `GreetingHeaderController`.
///
/// ```swift
/// let header = GreetingHeader(profile: .sample, unreadCount: 3)
/// let tree = header.layout(in: HeaderEnvironment(), at: CivilTime(year: 2026, month: 10, day: 23, hour: 9, minute: 41),
///                          collapse: 0, shimmer: nil)
/// tree["bell"]?.accessibility.spoken   // "Notifications, 3 unread, Button"
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

    public static let defaultCollapseDistance = 72.0
    public static let defaultSearchPrompt = "Search"

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

    public var isLoading: Bool {
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

    public func handles(_ action: GreetingAction) -> Bool { actions.contains(action) }

    /// The collapse the header shows: the explicit value when given; otherwise, for a pinned
    /// header on iOS 18, the scroll offset over the collapse distance; otherwise 0 (iOS 17 has no
    /// scroll geometry to follow, and a bare header only collapses when told).
    public func effectiveCollapse(scrollOffset: Double, os: Int) -> Double {
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

/// One of the header's ways out, and the event a tap on it records.
public enum GreetingAction: String, Sendable, CaseIterable {
    case profile, notifications, search

    /// "on_profile", "on_notifications", "on_search": the names scenarios read in `h:events()`.
    public var eventName: String { "on_" + rawValue }
}
