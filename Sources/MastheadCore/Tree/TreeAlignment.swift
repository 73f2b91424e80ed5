/// How the elements of a new tree line up with an earlier tree's when their ids are not all the
/// same: the run of ids they share at the start, and the run at the end. A change rarely moves
/// more than a few elements in the middle (a chip's badge coming or going shifts what follows by
/// one), so what lies in the runs is matched by position, and only the middle is looked up by id.
///
/// Both trees' ids must be unique for the runs to stand in for lookups by id (with a repeated id,
/// a lookup finds the first element that has it, which need not be the one in the same place):
/// otherwise both runs are empty.
///
/// ```swift
/// // old: title, tab.a, tab.b, filters, hairline
/// // new: title, tab.a, tab.b, filters, filters.badge, hairline
/// // start 4 (title … filters), end 1 (hairline): only filters.badge is looked up.
/// ```
struct TreeAlignment {
    /// Elements 0..<start have the same ids in both trees.
    let start: Int
    /// The last `end` elements have the same ids in both trees (not overlapping `start`).
    let end: Int
    let oldCount: Int
    let newCount: Int

    init(_ old: [Element], _ new: [Element], idsAreUnique: Bool) {
        oldCount = old.count
        newCount = new.count
        guard idsAreUnique else {
            start = 0
            end = 0
            return
        }
        let shorter = min(old.count, new.count)
        var start = 0
        while start < shorter, old[start].id == new[start].id { start += 1 }
        var end = 0
        while end < shorter - start, old[old.count - 1 - end].id == new[new.count - 1 - end].id { end += 1 }
        self.start = start
        self.end = end
    }

    /// The new elements between the runs, and the old ones.
    var newMiddle: Range<Int> { start..<(newCount - end) }
    var oldMiddle: Range<Int> { start..<(oldCount - end) }

    /// The index in the old tree of new element `index`, when it is in a run (nil: look it up).
    func oldIndex(ofNew index: Int) -> Int? {
        if index < start { return index }
        if index >= newCount - end { return index - newCount + oldCount }
        return nil
    }

    /// Whether old element `index` is in a run (so the new tree has its id).
    func isInRun(old index: Int) -> Bool { index < start || index >= oldCount - end }
}
