/// Presents a header's render tree over time: when the target tree changes, each element moves
/// from where it is drawn to its new layout under its own motion token (`Element.transition`),
/// with the curves of the new tree's theme.
///
/// A live header calls `retarget` whenever its inputs (or the minute) change and `presented(at:)`
/// to read the header at an instant. It knows nothing of any component: it compares elements by
/// id. What moves, and how:
///
/// - numbers (frame, opacity, corner radius, stroke and ring widths, symbol and font sizes)
///   travel additively (`AnimatableValues`): an interrupted transition keeps running under the
///   new one, so nothing jumps and a spring keeps its velocity;
/// - a change of look (colours, text, font, symbol, photo) cross-fades (`CrossFade`);
/// - figures that roll (`Element.rollsFigures`) roll (`FigureRoll`);
/// - an element that appears fades in; one that goes stays in the tree, fading out
///   (`Element.isLeaving`), until it is transparent;
/// - the tree's own size follows `RenderTree.transition`, and each scroll row's offset its
///   `ScrollRow.transition` (the same token as the row's items, so that items and offset move
///   together when a row scrolls an item into view);
/// - under Reduce Motion every change is a 0.2 s fade (`MotionCurve.reducedMotionFade`): nothing
///   moves (see `ElementTransition.change`).
///
/// A retarget with `animated` false (scroll-driven changes) jumps to the new tree: changed
/// elements take their new values at once and removed ones vanish, while the transitions already
/// in flight carry on. Setting the clock back before a transition started ends every transition.
/// With nothing in flight, reading costs nothing: the target itself is returned; while things
/// move, the tree of the last instant read is kept until the clock or the target changes.
/// See docs/motion.md.
///
/// From Swift, a header's animator is given to its initialiser (a new one unless a test passes
/// its own); the header drives it, and `currentTree()` reads it.
///
/// ```swift
/// let animator = Animator()
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample), environment: HeaderEnvironment(), clock: VirtualClock(),
///     animator: animator)
/// header.notify(2)
/// #expect(header.animator === animator && header.restingTime != nil)
/// ```
public final class Animator {
    private var target: RenderTree?
    /// The elements with something in flight, by id.
    private var tracks: [String: ElementTrack] = [:]
    /// The tree's own size in flight (offsets in width and height).
    private var sizeTrack = ElementTrack()
    /// Scroll-row offsets in flight (in `x`), by row id.
    private var rowTracks: [String: ElementTrack] = [:]
    /// Rows gone from the target whose items are still fading out: drawn until they have, so that
    /// their items stay clipped to the row.
    private var departedRows: [String: ScrollRow] = [:]
    /// When everything in flight comes to rest; nil when nothing moves.
    package private(set) var restingTime: Double?
    /// When the first transition comes to rest (nothing to prune before), and when the newest
    /// began (a clock before it was set back).
    private var firstEnd: Double?
    private var latestStart: Double?
    /// The tree last presented, and when.
    private var cached: (time: Double, tree: RenderTree)?

    /// An animator with nothing to present yet: its header hands it the first tree.
    public init() {}

    /// The clock counts seconds since 1970 (about 1.8e9), where a Double resolves 2.4e-7 s: steps
    /// that add up to a transition's end can land a rounding error short of it. Instants closer
    /// than a microsecond count as the same.
    package static let timeTolerance = 1e-6

    /// Moves towards `tree` from `now`. With `animated` false (scroll-driven changes) it jumps.
    package func retarget(_ tree: RenderTree, at now: Double, animated: Bool, reduceMotion: Bool) {
        cached = nil
        defer {
            target = tree
            updateTimes()
        }
        // A jump with nothing in flight has nothing to carry on or end: the new tree is all there is.
        guard let old = target, animated || isMoving else { return }
        prune(at: now)
        let motion = tree.theme.motion
        // Most changes keep every element in its place: then each old element is the one at the
        // same index, and none departs, with no id looked up. An element of the target has no
        // departure in flight, so then a jump leaves every track as it is, and an element kept
        // from the last layout (the same box: `KeptElement`) has nothing to follow.
        // Otherwise the runs of ids both trees share at their start and end are matched by
        // position too (`TreeAlignment`), and only the elements between them by id.
        let aligned = tree.hasUniqueIDs && old.hasSameIDs(as: tree.elements)
        let runs = TreeAlignment(
            old.elements, tree.elements, idsAreUnique: !aligned && tree.hasUniqueIDs && old.hasUniqueIDs)
        if !aligned || animated {
            for (index, element) in tree.elements.enumerated() {
                let inPlace = aligned ? index : runs.oldIndex(ofNew: index)
                let previous = inPlace.map { old.elements[$0] } ?? old[element.id]
                if let previous, inPlace != nil, previous.isIdentical(to: element) { continue }
                follow(
                    element, from: previous, at: now, animated: animated, reduceMotion: reduceMotion, motion: motion)
            }
        }
        for row in old.scrollRows where tree.scrollRow(row.id) == nil && animated {
            departedRows[row.id] = row
        }
        for (index, element) in old.elements.enumerated()
        where !aligned && !runs.isInRun(old: index) && !tree.contains(element.id) {
            depart(
                element, anchor: index > 0 ? old.elements[index - 1].id : nil, index: index, at: now,
                animated: animated, reduceMotion: reduceMotion, motion: motion)
        }
        if animated, !reduceMotion, let token = tree.transition, old.size != tree.size {
            var offset = AnimatableValues()
            offset.width = old.size.width - tree.size.width
            offset.height = old.size.height - tree.size.height
            sizeTrack.add(ElementTransition(token: token.rawValue, curve: motion[token], start: now, offset: offset))
        }
        guard animated, !reduceMotion else { return }
        for row in tree.scrollRows {
            guard let token = row.transition, let before = old.scrollRow(row.id), before.offset != row.offset else {
                continue
            }
            var offset = AnimatableValues()
            offset.x = before.offset - row.offset
            rowTracks[row.id, default: ElementTrack()].add(
                ElementTransition(token: token.rawValue, curve: motion[token], start: now, offset: offset))
        }
    }

    /// Ends every transition in flight: the header shows its target from now on. For a change of
    /// environment (width, text size, theme …): the offsets in flight were measured in the old
    /// geometry and mean nothing in the new one.
    package func endTransitions() {
        tracks.removeAll()
        rowTracks.removeAll()
        departedRows.removeAll()
        sizeTrack = ElementTrack()
        cached = nil
        updateTimes()
    }

    /// The tree as drawn at `now`: the target itself when nothing moves.
    package func presented(at now: Double) -> RenderTree? {
        guard let target else { return nil }
        guard isMoving else { return target }
        if let cached, cached.time == now { return cached.tree }
        prune(at: now)
        guard isMoving else { return target }
        let tree = compose(target, at: now)
        cached = (now, tree)
        return tree
    }

    /// The tree as it will be drawn at `time`, changing nothing: a copy of the tracks is pruned
    /// and presented, so a trace can sample the frames ahead of the clock and the header still
    /// moves as before.
    package func frame(at time: Double) -> RenderTree? {
        guard target != nil else { return nil }
        guard isMoving else { return target }
        let scratch = Animator()
        scratch.target = target
        scratch.tracks = tracks
        scratch.sizeTrack = sizeTrack
        scratch.rowTracks = rowTracks
        scratch.departedRows = departedRows
        scratch.firstEnd = firstEnd
        scratch.latestStart = latestStart
        return scratch.presented(at: time)
    }

    /// `target` with every track in flight applied at `now`.
    private func compose(_ target: RenderTree, at now: Double) -> RenderTree {
        var tree = target
        var departed: [(element: Element, departure: ElementTrack.Departure)] = []
        for (id, track) in tracks {
            if let departure = track.departure {
                departed.append((track.present(departure.element, at: now), departure))
            } else {
                tree.update(id) { $0 = track.present($0, at: now) }
            }
        }
        if !departed.isEmpty { tree.replaceElements(Self.inserting(departed, into: tree.elements)) }
        if !departedRows.isEmpty {
            for row in departedRows.values.sorted(by: { $0.id < $1.id })
            where tree.scrollRow(row.id) == nil
                && departed.contains(where: { $0.element.scrollRow == row.id })
            {
                tree.scrollRows.append(row)
            }
        }
        if !sizeTrack.isEmpty {
            let offset = sizeTrack.offset(at: now)
            tree.size = HeaderSize(
                width: max(tree.size.width + offset.width, 0), height: max(tree.size.height + offset.height, 0))
        }
        if !rowTracks.isEmpty { presentRows(of: &tree, at: now) }
        return tree
    }

    /// A row as drawn: its offset moving under its token, kept within what the row can scroll.
    /// (Items in flight may reach past the row's content meanwhile; the viewport clips them, as
    /// a scroll view's does.)
    private func presentRows(of tree: inout RenderTree, at now: Double) {
        for index in tree.scrollRows.indices {
            guard let track = rowTracks[tree.scrollRows[index].id] else { continue }
            let row = tree.scrollRows[index]
            tree.scrollRows[index].offset = min(max(row.offset + track.offset(at: now).x, 0), row.maximumOffset)
        }
    }

    /// Whether anything is in flight, so that a jump has transitions to carry on or end (see
    /// `LiveHeader.jump(at:_:)`).
    var isMoving: Bool { !tracks.isEmpty || !sizeTrack.isEmpty || !rowTracks.isEmpty }

    /// How many transitions are in flight, over every element (what reading costs).
    var transitionsInFlight: Int {
        (Array(tracks.values) + Array(rowTracks.values)).reduce(sizeTrack.transitions.count) {
            $0 + $1.transitions.count
        }
    }

    /// An element of the new tree: a change from its old layout (or from its fading-out self when
    /// it comes back) adds a transition; a new one fades in.
    private func follow(
        _ element: Element, from old: Element?, at now: Double, animated: Bool, reduceMotion: Bool, motion: MotionTokens
    ) {
        let existing = tracks.isEmpty ? nil : tracks[element.id]
        guard animated else {
            // A jump: what changed takes its new value, transitions in flight carry on. An element
            // coming back while it fades out is simply there again.
            if existing?.departure != nil { tracks[element.id] = nil }
            return
        }
        // Unchanged (the usual case for most of a tree): its track, if any, carries on as it is.
        if let old, existing?.departure == nil, old == element { return }
        var track = existing ?? ElementTrack()
        let previous = old ?? track.departure?.element
        track.departure = nil
        if let previous {
            if previous != element, let token = element.transition,
                let transition = ElementTransition.change(
                    from: previous, to: element, presented: track.present(previous, at: now), token: token,
                    motion: motion, reduceMotion: reduceMotion, at: now)
            {
                track.add(transition)
            }
        } else if let token = element.transition, element.opacity > 0 {
            // (One that appears transparent, as the folded search button does, has nothing to fade.)
            track.add(.appearance(of: element, token: token, motion: motion, reduceMotion: reduceMotion, at: now))
        }
        if !track.isEmpty {
            tracks[element.id] = track
        } else if existing != nil {
            tracks[element.id] = nil
        }
    }

    /// An element that left the new tree: animated, it fades out where it was under its token;
    /// otherwise it is gone at once.
    private func depart(
        _ element: Element, anchor: String?, index: Int, at now: Double, animated: Bool, reduceMotion: Bool,
        motion: MotionTokens
    ) {
        var track = tracks[element.id] ?? ElementTrack()
        guard animated, let token = element.transition else {
            tracks[element.id] = nil
            return
        }
        let gone = element.departing
        if let transition = ElementTransition.change(
            from: element, to: gone, presented: track.present(element, at: now), token: token, motion: motion,
            reduceMotion: reduceMotion, at: now)
        {
            track.add(transition)
        }
        guard !track.transitions.isEmpty else {
            tracks[element.id] = nil
            return
        }
        track.departure = ElementTrack.Departure(element: gone, anchor: anchor, index: index)
        tracks[element.id] = track
    }

    /// Drops what has come to rest by `now`. A clock set back before the newest transition began
    /// ends every transition (the header shows its target).
    private func prune(at now: Double) {
        if let latestStart, now < latestStart - Self.timeTolerance {
            tracks.removeAll()
            rowTracks.removeAll()
            departedRows.removeAll()
            sizeTrack = ElementTrack()
        } else {
            guard let firstEnd, now >= firstEnd - Self.timeTolerance else { return }
            Self.prune(&tracks, at: now)
            Self.prune(&rowTracks, at: now)
            sizeTrack.prune(at: now)
        }
        if !departedRows.isEmpty {
            let fading = Set(tracks.values.compactMap { $0.departure?.element.scrollRow })
            departedRows = departedRows.filter { fading.contains($0.key) }
        }
        updateTimes()
    }

    /// In place, through the dictionary's indices: looking each track up by its id again (to
    /// prune it, to see whether it is done, to drop it) hashed every id three times.
    private static func prune(_ tracks: inout [String: ElementTrack], at now: Double) {
        var anyDone = false
        for index in tracks.indices {
            tracks.values[index].prune(at: now)
            anyDone = anyDone || tracks.values[index].isEmpty
        }
        if anyDone { tracks = tracks.filter { !$0.value.isEmpty } }
    }

    private func updateTimes() {
        var resting: Double?
        var first: Double?
        var latest: Double?
        func include(_ track: ElementTrack) {
            if let end = track.end { resting = max(resting ?? end, end) }
            if let end = track.firstEnd { first = min(first ?? end, end) }
            if let start = track.latestStart { latest = max(latest ?? start, start) }
        }
        for track in tracks.values { include(track) }
        for track in rowTracks.values { include(track) }
        include(sizeTrack)
        restingTime = resting
        firstEnd = first
        latestStart = latest
    }

    /// Puts departed elements back in reading order: after the element they followed, or at their
    /// old index when that one has gone too.
    private static func inserting(
        _ departed: [(element: Element, departure: ElementTrack.Departure)], into elements: [Element]
    ) -> [Element] {
        var result = elements
        let ordered = departed.sorted { ($0.departure.index, $0.element.id) < ($1.departure.index, $1.element.id) }
        for (element, departure) in ordered {
            let position = departure.anchor.flatMap { anchor in result.firstIndex { $0.id == anchor }.map { $0 + 1 } }
            result.insert(element, at: position ?? min(departure.index, result.count))
        }
        return result
    }
}
