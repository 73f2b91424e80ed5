/// The greeting header as a `HeaderKind`: besides its inputs it keeps the minute it shows and the
/// status a status source gave for it; its geometry is worked out from the inputs shown (the
/// status filled in), the environment and that minute; its layout reads the collapse too.
extension GreetingHeader: HeaderKind {
    struct LiveState {
        /// The minute (seconds since the epoch, divided by 60) the header is laid out for.
        var minute: Double
        /// What the status source says for that minute; shown in place of the date when the
        /// inputs carry no status of their own.
        var providedStatus: String?
    }

    static var vocabulary: ElementVocabulary { .greeting }
    static var geometryReadsState: Bool { true }

    static func geometryKey(of look: HeaderLook<Self>) -> GreetingGeometry.Key {
        // The status the geometry reads is the one shown: filled in after, one copy of the inputs.
        var inputs = look.inputs.geometryInputs
        if inputs.status == nil { inputs.status = look.state.providedStatus }
        return GreetingGeometry.Key(inputs: inputs, environment: look.environment, time: look.time)
    }

    static func geometry(of look: HeaderLook<Self>, wraps: TextWrapCache?) -> GreetingGeometry {
        GreetingGeometry(header: look.shownInputs, environment: look.environment, time: look.time, wraps: wraps)
    }

    static func layout(
        _ look: HeaderLook<Self>, in geometry: GreetingGeometry, keeping kept: inout GreetingKeptElements,
        after previous: RenderTree?
    ) -> RenderTree {
        let shown = look.shownInputs
        let collapse = shown.effectiveCollapse(scrollOffset: look.scrollOffset, os: look.environment.os)
        return shown.layout(geometry, collapse: collapse, shimmer: look.shimmer, keeping: &kept, after: previous)
    }

    /// What the process's greeting headers have worked out.
    static let sharedLayouts = SharedLayouts<GreetingGeometry.Key, GreetingGeometry, GreetingKeptElements>()

    static func minute(of seconds: Double) -> Double { (seconds / 60).rounded(.down) }
}

extension HeaderLook where Kind == GreetingHeader {
    /// The inputs as laid out: the provider's status fills in when the app passes none.
    var shownInputs: GreetingHeader {
        var shown = inputs
        if shown.status == nil { shown.status = state.providedStatus }
        return shown
    }

    /// The minute the header shows (greeting and date), on the clock's calendar.
    var time: CivilTime { CivilTime(seconds: state.minute * 60) }

    /// The collapse shown: explicit, or from the scroll offset when pinned on iOS 18, or 0.
    var collapse: Double { inputs.effectiveCollapse(scrollOffset: scrollOffset, os: environment.os) }
}
