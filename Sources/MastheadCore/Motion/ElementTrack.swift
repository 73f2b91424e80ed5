/// One element with changes in flight: its transitions, oldest first, and — once it has left the
/// layout — the place it fades out in.
///
/// The element as drawn is its target plus what its transitions still have to travel, wearing
/// the cross-fade of the looks they replaced and the roll of its figures; `motion` reports the
/// newest transition.
struct ElementTrack {
    private(set) var transitions: [ElementTransition] = [] {
        // (Closures, not key paths: applied as functions, key paths are looked up at run time.)
        didSet { rollChain = RollChain(transitions.compactMap { $0.roll }) }
    }
    /// The figure changes among the transitions, laid out once each time they change.
    private var rollChain: RollChain?
    /// Set while the element fades out after leaving the layout.
    var departure: Departure?

    /// A departed element: its last layout made transparent (what it fades to), and where it
    /// stood in reading order.
    struct Departure {
        var element: Element
        /// The id of the element it followed in reading order (nil: it came first).
        var anchor: String?
        /// Its index then, used when the anchor has gone too.
        var index: Int
    }

    var isEmpty: Bool { transitions.isEmpty && departure == nil }

    /// The most transitions one element keeps in flight. Changes coming faster than they settle
    /// (a scenario stepping a millisecond at a time) would otherwise pile up: beyond this, the
    /// oldest ends, its numbers folded into the next one (they never jump; its cross-fade and
    /// figures end with it).
    static let maximumInFlight = 12

    /// Adds a change that starts now: merged with the newest one when both start at the same
    /// instant (nothing is drawn in between), and keeping at most `maximumInFlight`.
    mutating func add(_ transition: ElementTransition) {
        if let newest = transitions.last, let merged = newest.merged(with: transition) {
            transitions.removeLast()
            if !merged.offset.isZero || merged.previousLook != nil || merged.roll != nil { transitions.append(merged) }
            return
        }
        transitions.append(transition)
        while transitions.count > Self.maximumInFlight {
            var next = transitions[1]
            transitions[0].fold(into: &next, at: transition.start)
            transitions[1] = next
            transitions.removeFirst()
        }
    }

    /// When its last transition comes to rest.
    var end: Double? { transitions.lazy.map { $0.end }.max() }

    /// When its oldest transition comes to rest: nothing to prune before then.
    var firstEnd: Double? { transitions.first?.end }

    /// The newest transition's start: the clock cannot be before it without having been set back.
    var latestStart: Double? { transitions.last?.start }

    /// Drops the transitions at rest by `now`, oldest first: a settled transition can only go once
    /// those before it have (the cross-fade and the roll chain through them). A track whose
    /// transitions have all settled is done, departed or not.
    mutating func prune(at now: Double) {
        let settled = transitions.prefix { $0.isSettled(at: now) }.count
        guard settled > 0 else { return }
        transitions.removeFirst(settled)
        if transitions.isEmpty { departure = nil }
    }

    /// What the transitions still have to travel at `now`, summed.
    func offset(at now: Double) -> AnimatableValues {
        var offset = AnimatableValues()
        for transition in transitions {
            offset.add(transition.offset, scaledBy: 1 - transition.progress(at: now))
        }
        return offset
    }

    /// The element as drawn at `now`, heading for `target`.
    func present(_ target: Element, at now: Double) -> Element {
        guard let newest = transitions.last else { return target }
        var element = target
        offset(at: now).apply(to: &element)
        element.roll = roll(to: target.text, at: now)
        element.crossFade = crossFade(of: element, at: now)
        element.motion = ElementMotion(token: newest.token, progress: newest.progress(at: now))
        return element
    }

    /// The chain of looks: each transition with a look cross-fades from the look before it to the
    /// one after it, so an interrupted fade carries on under the new one. The look a transition
    /// replaced weighs (1 − its own progress) × the progress of the transition that brought it
    /// in, times (1 − progress) of every later one.
    private func crossFade(of element: Element, at now: Double) -> CrossFade? {
        guard transitions.contains(where: { $0.previousLook != nil }) else { return nil }
        let fading = transitions.filter { $0.previousLook != nil }
        let progress = fading.map { min(max($0.progress(at: now), 0), 1) }
        var rest = 1 - progress[progress.count - 1]
        var looks: [FadingLook] = []
        for index in fading.indices.reversed() {
            let weight = rest * (index > 0 ? progress[index - 1] : 1)
            if index > 0 { rest *= 1 - progress[index - 1] }
            guard weight > 0 else { continue }
            switch fading[index].previousLook {
            case .following(let old):
                looks.append(FadingLook(element: element.wearing(old), weight: weight))
            case .frozen(let frozen):
                looks += frozen.reversed().map { FadingLook(element: $0.element, weight: $0.weight * weight) }
            case nil:
                break
            }
        }
        let newLook = progress[progress.count - 1]
        return CrossFade(looks: Self.heaviest(looks.reversed(), sharing: 1 - newLook), progress: newLook)
    }

    /// The most earlier looks drawn at once. Two or three is usual; Reduce Motion fades that keep
    /// interrupting each other would otherwise multiply them (each freezes every look it sees).
    static let maximumLooks = 6

    /// `looks` (oldest first) down to the `maximumLooks` heaviest, in their order, their weights
    /// scaled to add up to `total` again.
    private static func heaviest(_ looks: [FadingLook], sharing total: Double) -> [FadingLook] {
        guard looks.count > maximumLooks else { return looks }
        let kept = Set(looks.indices.sorted { looks[$0].weight > looks[$1].weight }.prefix(maximumLooks))
        var result = looks.indices.filter(kept.contains).map { looks[$0] }
        let sum = result.reduce(0) { $0 + $1.weight }
        guard sum > 0 else { return result }
        for index in result.indices { result[index].weight *= total / sum }
        return result
    }

    /// The roll of the figures, when the transitions' steps chain from one text to the next and
    /// end at the text shown (a change that did not animate breaks the chain: no roll then).
    private func roll(to text: String?, at now: Double) -> FigureRoll? {
        guard let rollChain, rollChain.text == text else { return nil }
        return rollChain.roll(at: transitions.filter { $0.roll != nil }.map { $0.progress(at: now) })
    }
}

extension Element {
    /// The element as it fades out after leaving the layout: transparent at the end, no longer a
    /// control, and out of VoiceOver's reach from the moment it leaves.
    var departing: Element {
        var element = withoutMotion
        element.opacity = 0
        element.hit = nil
        element.accessibility.isFocusable = false
        element.isLeaving = true
        return element
    }
}
