import MastheadRunning

/// A change the "Try it" panel can play on the header it shows (issue 26.5): what happens, as the
/// steps a scenario would take, then `h:settle()`, so that the film (`RenderRequest+Film.swift`)
/// runs until the header rests. The panel offers these, the preview's `/try?…&play=ID` plays
/// one, and both read this one list.
package struct HeaderChange: Sendable {
    /// `notify`, as `play=notify` names it.
    package let id: String
    /// How the panel offers it: "a notification arrives".
    package let title: String
    package let component: RenderRequest.Component
    /// Lua run with the header as `h`, in order.
    let steps: [String]
    /// The inputs it is played from, when it needs some set (a scroll folds only a pinned header
    /// whose collapse it is left to follow).
    let fitting: @Sendable ([String: String]) -> [String: String]
    /// Why it cannot be played on these inputs (nil: it can).
    var refusal: @Sendable ([String: String]) -> String? = { _ in nil }

    package static let all: [HeaderChange] = [
        HeaderChange(
            id: "notify", title: "a notification arrives (unread rises)", component: .greeting,
            steps: ["h:notify(1)", "h:settle()"], fitting: { $0 }),
        // A flick: 72 points (the collapse distance) in half a second, slowing as it goes; a
        // scroll-driven collapse follows the offset at once, so each frame is a step.
        HeaderChange(
            id: "scroll", title: "a scroll folds the header (collapse)", component: .greeting,
            steps: [
                "for frame = 1, 30 do local left = 1 - frame / 30; h:scroll(72 * (1 - left ^ 3)); h:advance(1 / 60) end",
                "h:settle()",
            ],
            fitting: { values in
                var values = values
                values["pinned"] = "true"
                values["collapse"] = nil
                return values
            }),
        HeaderChange(
            id: "chip", title: "a chip toggles (the first)", component: .scope,
            steps: [
                "local chip; for _, e in ipairs(h:elements()) do"
                    + " if not chip and e.id:sub(1, 5) == \"chip.\" then chip = e.id end end;"
                    + " if not chip then error(\"the header shows no chip to toggle\", 0) end; h:tap(chip)",
                "h:settle()",
            ], fitting: { $0 },
            refusal: { values in
                switch RenderRequest.trimmed(values["chips"] ?? "") {
                case "loading": "no chip to toggle while the chips are loading"
                case "none": "no chip to toggle: the header has none"
                default: nil
                }
            }),
    ]

    /// The change named `id` for `component`'s header, or why there is none.
    package static func named(_ id: String, for component: RenderRequest.Component) throws(UsageError) -> HeaderChange {
        let changes = all.filter { $0.component == component }
        guard let change = changes.first(where: { $0.id == id }) else {
            throw UsageError(
                "no change \(id) to play on the \(component.rawValue) header (one of "
                    + changes.map(\.id).joined(separator: ", ") + ")")
        }
        return change
    }

    /// The request that plays this change on `inputs` as a film.
    func request(_ inputs: HeaderInputs) -> RenderRequest {
        var request = HeaderInputs(component, fitting: fitting(inputs.values)).request
        request.steps = steps
        request.format = .film
        return request
    }
}
