/// How far each part of the header has gone from expanded to compact at one collapse value.
///
/// The schedule (docs/greeting-header.md, "Collapse"): in the first half the search field fades
/// while the bottom edge folds over its space, and the large greeting fades in place; in the
/// second half the greeting's space folds away, invisible. The compact greeting takes the date
/// line's place around the middle: the date fades out first (0.2–0.45), then the compact
/// greeting fades in (0.45–0.7), so the two texts never show over each other. The search button
/// fades in as the field goes, the avatar shrinks and the pinned hairline fades in all the way.
struct GreetingBlend: Equatable {
    /// 0 (expanded) … 1 (compact).
    let collapse: Double

    init(collapse: Double) {
        self.collapse = GreetingHeader.clamped(collapse)
    }

    /// Where VoiceOver switches from the large greeting (and field) to the compact ones.
    static let readingSwitch = 0.5

    var greetingOpacity: Double { Self.ramp(collapse, from: 0.5, to: 0) }
    var fieldOpacity: Double { Self.ramp(collapse, from: 0.5, to: 0) }
    var compactOpacity: Double { Self.ramp(collapse, from: 0.45, to: 0.7) }
    var dateOpacity: Double { Self.ramp(collapse, from: 0.45, to: 0.2) }
    var searchButtonOpacity: Double { Self.ramp(collapse, from: 0.25, to: 0.75) }
    var hairlineOpacity: Double { collapse }

    /// Whether VoiceOver reads the compact greeting (true) or the large greeting and the date
    /// (false). Only the visible greeting is read: the large one
    /// is transparent from 0.5 on, the compact one opaque enough to read from there.
    var readsCompact: Bool { collapse >= Self.readingSwitch }

    /// The part of the field's space (gap and field) still open: 1 → 0 over the first half.
    var fieldSpaceOpen: Double { Self.ramp(collapse, from: 0.5, to: 0) }
    /// The part of the greeting's space (gap and greeting) still open: 1 → 0 over the second half.
    var greetingSpaceOpen: Double { Self.ramp(collapse, from: 1, to: 0.5) }

    /// `a + (b − a) × collapse`.
    func mix(_ expanded: Double, _ compact: Double) -> Double {
        expanded + (compact - expanded) * collapse
    }

    /// 0 at `from`, 1 at `to`, linear between and clamped outside (`from` may be above `to`,
    /// for a ramp that falls as collapse grows).
    static func ramp(_ value: Double, from start: Double, to end: Double) -> Double {
        GreetingHeader.clamped((value - start) / (end - start))
    }
}
