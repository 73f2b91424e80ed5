/// How a count is written on a badge: hidden at 0, the number up to 99, "99+" above.
package enum CountBadge {
    /// The largest count written out in full.
    package static let maximumShown = 99

    /// "3", "99", "99+"; nil when there is nothing to show (0 or less).
    package static func text(for count: Int) -> String? {
        guard count > 0 else { return nil }
        return count > maximumShown ? "\(maximumShown)+" : String(count)
    }

    /// The widest text a badge can show, for reserving room.
    package static var widestText: String { "\(maximumShown)+" }
}
