/// The rules a header keeps after every step, whatever it was given. Each has a stable name (the
/// one a failure prints) and a sentence saying what it means.
package enum TreeInvariant: String, Sendable, CaseIterable {
    case finite = "finite-geometry"
    case opacityRange = "opacity-range"
    case hitTargets = "hit-targets"
    case badgeRules = "badge-rules"
    case accentOnBadges = "accent-on-badges"
    case insideWidth = "inside-width"
    case voiceOverStable = "voiceover-stable"
    case renderers = "renderers"
    case cleanRefusal = "clean-refusal"

    package var meaning: String {
        switch self {
        case .finite: return "no NaN or infinite size, frame, hit, opacity or row offset"
        case .opacityRange: return "every opacity lies in 0...1"
        case .hitTargets: return "every visible control's hit target is at least 44×44 points"
        case .badgeRules:
            return "a badge is absent or hidden at 0, reads \"99+\" above 99 and the exact digits otherwise"
        case .accentOnBadges: return "the accent colour appears on the badges alone"
        case .insideWidth:
            return "every visible element lies inside the header's width, or inside its scroll row's content"
        case .voiceOverStable:
            return "VoiceOver reads the same elements in the same order when the header is read again unchanged"
        case .renderers: return "the text, VoiceOver, SVG and JSON renderings can be made"
        case .cleanRefusal: return "input the header refuses leaves it as it was, and input it takes is valid"
        }
    }
}

/// A broken rule: which, and what exactly broke it.
package struct InvariantViolation: Sendable, Equatable, CustomStringConvertible {
    package var invariant: TreeInvariant
    package var detail: String
    /// For badge-rules: the badge and the count it stands for.
    package var badge: String?
    package var count: Int?

    package init(_ invariant: TreeInvariant, _ detail: String, badge: String? = nil, count: Int? = nil) {
        self.invariant = invariant
        self.detail = detail
        self.badge = badge
        self.count = count
    }

    package var description: String { "\(invariant.rawValue) (\(invariant.meaning)): \(detail)" }
}
